import { SessionKeys } from '@provender/server-kit'
import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import {
  makePasswordResetToken,
  makeUnsubscribeToken,
  passwordResetUrl,
  unsubscribeUrl,
  verifyPasswordResetToken,
  verifyUnsubscribeToken,
} from './index.ts'

const SECRET = 'mail-links-secret-mail-links-secret-0123456789'
const now = new Date('2026-11-27T10:00:00Z')
const request = {
  userId: 12,
  requestId: '5b0e4c8a-1d2f-4e3a-9b7c-0a1b2c3d4e5f',
  expiresAt: '2026-11-27T10:30:00.000Z',
}
const at = (iso: string) => new Date(iso)

describe('mail links', () => {
  it('reads back what it signed', async () => {
    const reset = await makePasswordResetToken(SECRET, request, now)
    expect(await verifyPasswordResetToken(SECRET, reset, now)).toEqual({
      userId: 12,
      requestId: request.requestId,
      expiresAt: at(request.expiresAt),
    })
    const unsubscribe = await makeUnsubscribeToken(SECRET, { userId: 12, kind: 'price-digest' }, now)
    expect(await verifyUnsubscribeToken(SECRET, unsubscribe, now)).toEqual({
      userId: 12,
      kind: 'price-digest',
    })
  })

  it('never takes a session, reset or unsubscribe token for another', async () => {
    const session = await new SessionKeys(SECRET, 1).sign({ userId: 12, role: 'customer', sessionVersion: 0 })
    const reset = await makePasswordResetToken(SECRET, request, now)
    const unsubscribe = await makeUnsubscribeToken(SECRET, { userId: 12, kind: 'order-placed' }, now)
    const sessions = new SessionKeys(SECRET, 1)

    expect(await verifyPasswordResetToken(SECRET, session, now)).toBeNull()
    expect(await verifyPasswordResetToken(SECRET, unsubscribe, now)).toBeNull()
    expect(await verifyUnsubscribeToken(SECRET, session, now)).toBeNull()
    expect(await verifyUnsubscribeToken(SECRET, reset, now)).toBeNull()
    expect((await sessions.verify(reset)).ok).toBe(false)
    expect((await sessions.verify(unsubscribe)).ok).toBe(false)
  })

  it('refuses a token signed with the right key but addressed to another purpose', async () => {
    // Even a token whose payload has the right shape is refused when its audience is wrong.
    const { hkdfSync } = await import('node:crypto')
    const key = new Uint8Array(
      hkdfSync('sha256', SECRET, 'provender-mail-links', 'provender password-reset link v1', 32),
    )
    const forged = await new SignJWT({ rid: request.requestId })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('provender')
      .setAudience('provender:unsubscribe')
      .setSubject('12')
      .setIssuedAt(Math.floor(now.getTime() / 1000))
      .setExpirationTime(Math.floor(at(request.expiresAt).getTime() / 1000))
      .sign(key)
    expect(await verifyPasswordResetToken(SECRET, forged, now)).toBeNull()
  })

  it('refuses a tampered token, another secret, garbage and a huge token', async () => {
    const reset = await makePasswordResetToken(SECRET, request, now)
    const [header, payload, signature] = reset.split('.') as [string, string, string]
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString())
    const changed = Buffer.from(JSON.stringify({ ...claims, sub: '13' })).toString('base64url')
    expect(await verifyPasswordResetToken(SECRET, `${header}.${changed}.${signature}`, now)).toBeNull()
    expect(await verifyPasswordResetToken(SECRET, `${reset.slice(0, -2)}AA`, now)).toBeNull()
    expect(await verifyPasswordResetToken(`${SECRET}-other`, reset, now)).toBeNull()
    expect(await verifyPasswordResetToken(SECRET, 'not-a-token', now)).toBeNull()
    expect(await verifyPasswordResetToken(SECRET, '', now)).toBeNull()
    expect(await verifyUnsubscribeToken(SECRET, `${'a'.repeat(5000)}.b.c`, now)).toBeNull()
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`
    expect(await verifyPasswordResetToken(SECRET, unsigned, now)).toBeNull()
  })

  it('refuses an expired reset token, on the clock it is given', async () => {
    const reset = await makePasswordResetToken(SECRET, request, now)
    expect(await verifyPasswordResetToken(SECRET, reset, at('2026-11-27T10:29:59Z'))).not.toBeNull()
    expect(await verifyPasswordResetToken(SECRET, reset, at('2026-11-27T10:30:00Z'))).toBeNull()
  })

  it('refuses a token issued in the future', async () => {
    const later = at('2026-11-27T11:00:00Z')
    const reset = await makePasswordResetToken(
      SECRET,
      { ...request, expiresAt: '2026-11-27T11:30:00Z' },
      later,
    )
    const unsubscribe = await makeUnsubscribeToken(SECRET, { userId: 12, kind: 'order-placed' }, later)
    expect(await verifyPasswordResetToken(SECRET, reset, now)).toBeNull()
    expect(await verifyUnsubscribeToken(SECRET, unsubscribe, now)).toBeNull()
    // A minute of clock skew between processes is tolerated.
    expect(await verifyUnsubscribeToken(SECRET, unsubscribe, at('2026-11-27T10:59:30Z'))).not.toBeNull()
  })

  it('keeps an unsubscribe link working for years', async () => {
    const unsubscribe = await makeUnsubscribeToken(SECRET, { userId: 12, kind: 'order-shipped' }, now)
    expect(await verifyUnsubscribeToken(SECRET, unsubscribe, at('2029-01-01T00:00:00Z'))).toEqual({
      userId: 12,
      kind: 'order-shipped',
    })
  })

  it('builds the app URLs with the token escaped', () => {
    expect(passwordResetUrl('https://shop.example/', 'a.b-c_d')).toBe(
      'https://shop.example/password-reset?token=a.b-c_d',
    )
    expect(unsubscribeUrl('https://shop.example', 'a+b')).toBe('https://shop.example/unsubscribe?token=a%2Bb')
  })
})
