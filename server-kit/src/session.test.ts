import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { SessionKeys } from './session.ts'

const SECRET = 'unit-secret-unit-secret-unit-secret-0123456789'
const keys = new SessionKeys(SECRET, 12)
const claims = { userId: 7, role: 'sales' as const, sessionVersion: 2 }

describe('session tokens', () => {
  it('each sign-in gets its own session id and the token its expiry', async () => {
    const before = Date.now()
    const [a, b] = await Promise.all([keys.sign(claims), keys.sign(claims)])
    const [first, second] = await Promise.all([keys.verify(a), keys.verify(b)])
    if (!first.ok || !second.ok) throw new Error('tokens did not verify')
    expect(first.claims).toMatchObject(claims)
    expect(first.claims.sessionId).toMatch(/^[0-9a-f-]{36}$/)
    expect(first.claims.sessionId).not.toBe(second.claims.sessionId)
    const hours = (first.claims.expiresAt.getTime() - before) / 3600_000
    expect(hours).toBeGreaterThan(11.9)
    expect(hours).toBeLessThanOrEqual(12.01)
  })

  it('refuses a token without a session id (signed before logout could end one)', async () => {
    const legacy = await new SignJWT({ role: 'sales', sv: 2 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('7')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(SECRET))
    expect(await keys.verify(legacy)).toMatchObject({ ok: false, code: 'AUTH_REQUIRED' })
  })
})
