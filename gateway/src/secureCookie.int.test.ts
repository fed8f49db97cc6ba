import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demo, startTestStack, TestClient, type TestStack } from './testing/stack.ts'

/**
 * COOKIE_SECURE=true marks the session cookie Secure, which may only be sent over HTTPS.
 * Whether a request came over HTTPS is the connection's say, or with TRUST_PROXY=true the
 * X-Forwarded-Proto header of the proxy in front. Signing in over plain HTTP is refused with
 * a clear 403, never a 500.
 */
let direct: TestStack
let proxied: TestStack

beforeAll(async () => {
  ;[direct, proxied] = await Promise.all([
    startTestStack({ COOKIE_SECURE: 'true' }),
    startTestStack({ COOKIE_SECURE: 'true', TRUST_PROXY: 'true' }),
  ])
})
afterAll(async () => {
  await Promise.all([direct?.stop(), proxied?.stop()])
})

/** Sam signing in, with the scheme a proxy in front says the request came over. */
function signInForwarded(client: TestClient, proto: 'http' | 'https') {
  const [email, password] = demo.sam
  return client.request('POST', '/api/auth/login', { email, password }, { 'X-Forwarded-Proto': proto })
}

describe('COOKIE_SECURE over plain HTTP', () => {
  it('refuses to sign in with HTTPS_REQUIRED instead of failing with 500', async () => {
    const answer = await new TestClient(direct.url).login(...demo.sam)
    expect(answer).toMatchObject({ status: 403, body: { code: 'HTTPS_REQUIRED' } })
    expect(answer.headers.get('set-cookie')).toBeNull()
  })

  it('does not trust X-Forwarded-Proto unless TRUST_PROXY is set', async () => {
    const answer = await signInForwarded(new TestClient(direct.url), 'https')
    expect(answer).toMatchObject({ status: 403, body: { code: 'HTTPS_REQUIRED' } })
  })

  it('logout over plain HTTP still answers 204', async () => {
    expect((await new TestClient(direct.url).request('POST', '/api/auth/logout')).status).toBe(204)
  })
})

describe('TRUST_PROXY=true behind a TLS proxy', () => {
  const viaProxy = { 'X-Forwarded-Proto': 'https' }

  it('sets a Secure cookie when the proxy says the request came over HTTPS', async () => {
    const client = new TestClient(proxied.url)
    const answer = await signInForwarded(client, 'https')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('set-cookie')).toMatch(/;\s*secure/i)
    expect((await client.request('GET', '/api/account/me', undefined, viaProxy)).status).toBe(200)
    expect((await client.request('POST', '/api/auth/logout', undefined, viaProxy)).status).toBe(204)
  })

  it('still refuses a sign-in the proxy says came over plain HTTP', async () => {
    const answer = await signInForwarded(new TestClient(proxied.url), 'http')
    expect(answer).toMatchObject({ status: 403, body: { code: 'HTTPS_REQUIRED' } })
  })
})
