import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demo, signedIn, startTestStack, TestClient, type TestStack } from './testing/stack.ts'

/**
 * Holes a black-box probe found (issue 7, security): each test here failed before its fix.
 * LOGIN_MAX_FAILURES is 3 in this stack.
 */
let stack: TestStack

beforeAll(async () => {
  stack = await startTestStack({ LOGIN_MAX_FAILURES: '3' })
})
afterAll(() => stack?.stop())

const FAR_FUTURE_TOKEN = '99999999999999.99999999999999'

/** A second client that holds the same cookie, as a thief (or another tab) would. */
function sameCookie(client: TestClient, withToken = true): TestClient {
  const copy = new TestClient(stack.url)
  copy.cookie = client.cookie
  if (withToken) copy.consistencyToken = client.consistencyToken
  return copy
}

describe('logout', () => {
  it('ends the session on the server: the old cookie can neither read nor write', async () => {
    const { client } = await signedIn(stack.url, 'sam')
    const kept = sameCookie(client)
    expect((await kept.get('/api/account/me')).status).toBe(200)

    expect((await client.request('POST', '/api/auth/logout')).status).toBe(204)
    // The thief knows nothing of the logout's Consistency-Token: the command service refuses at once.
    const write = await sameCookie(kept, false).request('PUT', '/api/settings/order-window/mine', {
      alwaysOpen: true,
    })
    expect(write).toMatchObject({ status: 401, body: { code: 'AUTH_EXPIRED' } })
    // The query service refuses as soon as the logout is projected (the token waits for that).
    kept.consistencyToken = client.consistencyToken
    expect((await kept.get('/api/account/me')).body).toMatchObject({ code: 'AUTH_EXPIRED' })
    expect((await kept.get('/api/customers')).status).toBe(401)
  })

  it('ends only the session that logged out: another device stays signed in', async () => {
    const phone = await signedIn(stack.url, 'priya')
    const laptop = await signedIn(stack.url, 'priya')
    expect((await phone.client.request('POST', '/api/auth/logout')).status).toBe(204)
    laptop.client.consistencyToken = phone.client.consistencyToken
    expect((await laptop.client.get('/api/account/me')).status).toBe(200)
    expect(
      (await laptop.client.request('PUT', '/api/settings/order-window/mine', { alwaysOpen: true })).status,
    ).toBe(200)
  })

  it('without a session, or with an ended one, still answers 204', async () => {
    const client = new TestClient(stack.url)
    expect((await client.request('POST', '/api/auth/logout')).status).toBe(204)
    const { client: signed } = await signedIn(stack.url, 'harbor')
    const twin = sameCookie(signed)
    expect((await signed.request('POST', '/api/auth/logout')).status).toBe(204)
    expect((await twin.request('POST', '/api/auth/logout')).status).toBe(204)
  })
})

describe('the login throttle under a burst', () => {
  it('checks at most LOGIN_MAX_FAILURES passwords of 20 sent at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => new TestClient(stack.url).login(demo.greenleaf[0], 'Wrong#Guess2026')),
    )
    const statuses = answers.map((a) => a.status)
    expect(statuses.filter((s) => s === 401)).toHaveLength(3)
    expect(statuses.filter((s) => s === 429)).toHaveLength(17)
    for (const answer of answers.filter((a) => a.status === 429)) {
      expect(answer.body).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' })
    }
    // The right password waits out the pause too.
    expect((await new TestClient(stack.url).login(...demo.greenleaf)).status).toBe(429)
  })

  it('a success clears the failures', async () => {
    const client = new TestClient(stack.url)
    for (let i = 0; i < 2; i++)
      expect((await client.login(demo.harbor[0], 'Wrong#Guess2026')).status).toBe(401)
    expect((await client.login(...demo.harbor)).status).toBe(200)
    for (let i = 0; i < 2; i++)
      expect((await client.login(demo.harbor[0], 'Wrong#Guess2026')).status).toBe(401)
    expect((await client.login(...demo.harbor)).status).toBe(200)
  })
})

describe('the forced password change', () => {
  it('a new sales user on the default password may only read itself, change it and log out', async () => {
    const { client: admin } = await signedIn(stack.url, 'admin')
    const made = await admin.request<{ user: { id: number } }>('POST', '/api/users', {
      firstName: 'Nova',
      lastName: 'Quinn',
      email: 'nova.quinn@provender.test',
      phone: '3125550177',
      role: 'sales',
    })
    expect(made.status).toBe(201)
    const nova = new TestClient(stack.url)
    expect((await nova.login('nova.quinn@provender.test', 'Welcome#2026')).status).toBe(200)

    expect((await nova.get('/api/account/me')).body).toMatchObject({ user: { passwordChanged: false } })
    const refusals = [
      await nova.get('/api/customers'),
      await nova.get('/api/orders'),
      await nova.get('/api/products'),
      await nova.get('/api/settings/order-window/effective'),
      await nova.request('POST', '/api/categories', { name: 'Nova goods' }),
      await nova.request('PUT', '/api/account/profile', {
        firstName: 'Nova',
        lastName: 'Quinn',
        email: 'nova.quinn@provender.test',
        phone: '3125550178',
      }),
    ]
    for (const refused of refusals) {
      expect(refused).toMatchObject({ status: 403, body: { code: 'PASSWORD_CHANGE_REQUIRED' } })
      expect(refused.body).toHaveProperty('error', expect.any(String))
    }

    const changed = await nova.request('POST', '/api/account/password', {
      oldPassword: 'Welcome#2026',
      newPassword: 'Nova#Quinn2026',
    })
    expect(changed.status).toBe(200)
    expect((await nova.get('/api/customers')).status).toBe(200)
    expect((await nova.request('POST', '/api/categories', { name: 'Nova goods' })).status).toBe(201)
    expect((await nova.request('POST', '/api/auth/logout')).status).toBe(204)
  })

  it('a customer on the default password cannot order or read its products', async () => {
    const { client, id } = await signedIn(stack.url, 'cornerDeli')
    const products = await client.get(`/api/customers/${id}/products`)
    expect(products).toMatchObject({ status: 403, body: { code: 'PASSWORD_CHANGE_REQUIRED' } })
    const order = await client.request('POST', '/api/orders', {
      items: [{ productId: 'PRD-LEM', quantity: 1, quantityType: 'pack' }],
    })
    expect(order).toMatchObject({ status: 403, body: { code: 'PASSWORD_CHANGE_REQUIRED' } })
    expect((await client.request('POST', '/api/auth/logout')).status).toBe(204)
  })
})

describe('reads do not wait for strangers', () => {
  it('an anonymous read with a far-future Consistency-Token answers 401 at once', async () => {
    const client = new TestClient(stack.url)
    client.consistencyToken = FAR_FUTURE_TOKEN
    const started = performance.now()
    const answer = await client.get('/api/orders')
    expect(answer).toMatchObject({ status: 401, body: { code: 'AUTH_REQUIRED' } })
    expect(performance.now() - started).toBeLessThan(2500)
  })

  it('a signed-in read with a far-future token is not held: the token is clamped to the log head', async () => {
    const { client } = await signedIn(stack.url, 'admin')
    client.consistencyToken = FAR_FUTURE_TOKEN
    const started = performance.now()
    const answer = await client.get('/api/orders')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('consistency-timeout')).toBeNull()
    expect(performance.now() - started).toBeLessThan(2500)
  })
})
