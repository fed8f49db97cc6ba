import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demo, signedIn, startTestStack, TestClient, type TestStack } from './testing/stack.ts'

let stack: TestStack

beforeAll(async () => {
  stack = await startTestStack({ LOGIN_MAX_FAILURES: '3' })
})
afterAll(() => stack?.stop())

describe('signing in', () => {
  it('answers the user and sets an httpOnly, SameSite session cookie', async () => {
    const client = new TestClient(stack.url)
    const answer = await client.login(...demo.blueDoor)
    expect(answer.status).toBe(200)
    expect(answer.body.user).toMatchObject({ role: 'customer', passwordChanged: true, firstName: 'Maya' })
    expect(answer.body.user).not.toHaveProperty('passwordHash')
    const cookie = answer.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^provender_session=/)
    expect(cookie).toMatch(/httponly/i)
    expect(cookie).toMatch(/samesite=lax/i)
    expect((await client.get('/api/account/me')).body).toEqual({ user: answer.body.user })
  })

  it('tells an unknown address from a wrong password, with the spec codes', async () => {
    const client = new TestClient(stack.url)
    const unknown = await client.login('nobody@provender.test', 'whatever')
    expect(unknown).toMatchObject({
      status: 401,
      body: { code: 'USER_NOT_FOUND', error: 'No account found for that email.' },
    })
    const wrong = await client.login(demo.greenleaf[0], 'not-the-password')
    expect(wrong).toMatchObject({
      status: 401,
      body: { code: 'INVALID_PASSWORD', error: 'Incorrect password.' },
    })
  })

  it('accepts the address in any case and with spaces around it', async () => {
    const answer = await new TestClient(stack.url).login(`  ${demo.sam[0].toUpperCase()} `, demo.sam[1])
    expect(answer.status).toBe(200)
  })

  it('refuses a malformed body with 400 and loses nothing', async () => {
    const client = new TestClient(stack.url)
    expect((await client.request('POST', '/api/auth/login', '{"email":')).status).toBe(400)
    expect((await client.request('POST', '/api/auth/login', { email: 'a@b.co' })).body).toMatchObject({
      error: 'Password is required.',
    })
  })

  it('pauses an account after repeated failures, even for the right password', async () => {
    const client = new TestClient(stack.url)
    for (let i = 0; i < 3; i++) expect((await client.login(demo.priya[0], 'wrong-password')).status).toBe(401)
    const paused = await client.login(...demo.priya)
    expect(paused.status).toBe(429)
    expect(paused.body).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' })
    expect(String((paused.body as unknown as { error: string }).error)).toMatch(/Try again in 15 minutes/)
  })
})

describe('the session', () => {
  it('answers 401 AUTH_REQUIRED without a session, on both services', async () => {
    const client = new TestClient(stack.url)
    expect((await client.get('/api/account/me')).body).toMatchObject({ code: 'AUTH_REQUIRED' })
    expect((await client.request('POST', '/api/orders', { items: [] })).body).toMatchObject({
      code: 'AUTH_REQUIRED',
    })
  })

  it('refuses a forged or tampered token', async () => {
    const client = new TestClient(stack.url)
    await client.login(...demo.sam)
    const [name, token] = client.cookie!.split('=') as [string, string]
    const [header, payload, signature] = token.split('.') as [string, string, string]
    const admin = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), role: 'admin' }),
    ).toString('base64url')
    client.cookie = `${name}=${header}.${admin}.${signature}`
    expect((await client.get('/api/orders')).body).toMatchObject({ code: 'AUTH_REQUIRED' })
    const none = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')
    client.cookie = `${name}=${none}.${payload}.`
    expect((await client.get('/api/orders')).status).toBe(401)
  })

  it('refuses a write that carries the cookie but not X-Requested-With', async () => {
    const { client } = await signedIn(stack.url, 'blueDoor')
    const answer = await client.request('POST', '/api/orders', { items: [] }, { 'X-Requested-With': '' })
    expect(answer.status).toBe(403)
  })

  it('ends on logout', async () => {
    const { client } = await signedIn(stack.url, 'sam')
    const out = await client.request('POST', '/api/auth/logout')
    expect(out.status).toBe(204)
    expect(client.cookie).toBeNull()
    expect((await client.get('/api/account/me')).status).toBe(401)
  })
})

describe('changing the password', () => {
  it('enforces the spec rules on the server, with an issues list', async () => {
    const { client } = await signedIn(stack.url, 'greenleaf')
    const weak = await client.request('POST', '/api/account/password', {
      oldPassword: demo.greenleaf[1],
      newPassword: 'short',
    })
    expect(weak.status).toBe(400)
    expect(weak.body).toMatchObject({ code: 'WEAK_PASSWORD', error: 'Password does not meet requirements' })
    expect(weak.body.issues).toEqual(
      expect.arrayContaining([
        'At least 8 characters',
        'One uppercase letter',
        'One number',
        'One special character',
      ]),
    )
    const word = await client.request('POST', '/api/account/password', {
      oldPassword: demo.greenleaf[1],
      newPassword: 'MyPassword#2026',
    })
    expect(word.body.issues).toEqual(['Does not contain the word "password"'])
    const same = await client.request('POST', '/api/account/password', {
      oldPassword: demo.greenleaf[1],
      newPassword: demo.greenleaf[1],
    })
    expect(same.body).toMatchObject({ code: 'PASSWORD_NOT_DIFFERENT' })
    const wrongOld = await client.request('POST', '/api/account/password', {
      oldPassword: 'Wrong#Pass2026',
      newPassword: 'Fresh#Start2026',
    })
    expect(wrongOld.body).toMatchObject({ code: 'INCORRECT_OLD_PASSWORD', error: 'Incorrect old password' })
  })

  it('clears the forced change and ends every older session', async () => {
    const first = await signedIn(stack.url, 'cornerDeli')
    const second = await signedIn(stack.url, 'cornerDeli')
    expect((await first.client.get('/api/account/me')).body).toMatchObject({
      user: { passwordChanged: false },
    })

    const changed = await first.client.request('POST', '/api/account/password', {
      oldPassword: demo.cornerDeli[1],
      newPassword: 'Corner#Deli2026',
    })
    expect(changed.status).toBe(200)
    expect(changed.body).toMatchObject({ user: { passwordChanged: true } })
    // The session that changed it carries on; the other one has ended.
    expect((await first.client.get('/api/account/me')).body).toMatchObject({
      user: { passwordChanged: true },
    })
    second.client.consistencyToken = first.client.consistencyToken
    expect((await second.client.get('/api/account/me')).body).toMatchObject({ code: 'AUTH_EXPIRED' })
    expect((await second.client.request('PUT', '/api/account/profile', {})).body).toMatchObject({
      code: 'AUTH_EXPIRED',
    })
    expect((await new TestClient(stack.url).login(demo.cornerDeli[0], 'Corner#Deli2026')).status).toBe(200)
    expect((await new TestClient(stack.url).login(...demo.cornerDeli)).status).toBe(401)
  })
})

describe('the profile', () => {
  const profile = {
    firstName: 'Sam',
    lastName: 'Reyes',
    email: 'sam.reyes@provender.test',
    phone: '(312) 555-0101',
  }
  /** Sam's profile with `changes` sent as the own profile's new values. */
  const saveProfile = (client: TestClient, changes: Partial<typeof profile>) =>
    client.request('PUT', '/api/account/profile', { ...profile, ...changes })

  it('validates with the spec messages', async () => {
    const { client } = await signedIn(stack.url, 'sam')
    const bad = await saveProfile(client, { firstName: ' ', phone: '555-12' })
    expect(bad.status).toBe(400)
    expect(bad.body.issues).toEqual(
      expect.arrayContaining([
        'firstName: Please enter your first name.',
        'phone: Enter a valid 10-digit phone number.',
      ]),
    )
    const email = await saveProfile(client, { email: 'sam@provender' })
    expect(email.body.issues).toEqual(['email: Please enter a valid email.'])
  })

  it('stores phone digits, drops a leading 1, and reads back at once', async () => {
    const { client } = await signedIn(stack.url, 'sam')
    const saved = await saveProfile(client, { lastName: 'Reyes-Ortiz', phone: '1 (312) 555-0199' })
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject({ user: { lastName: 'Reyes-Ortiz', phone: '3125550199' } })
    expect((await client.get('/api/account/me')).body).toMatchObject({
      user: { lastName: 'Reyes-Ortiz', phone: '3125550199' },
    })
  })

  it('refuses an address another account holds, and moves the address on a change', async () => {
    const { client } = await signedIn(stack.url, 'admin')
    const me = { firstName: 'Alex', lastName: 'Morgan', phone: '3125550100' }
    const taken = await client.request('PUT', '/api/account/profile', { ...me, email: demo.blueDoor[0] })
    expect(taken).toMatchObject({ status: 409, body: { code: 'EMAIL_TAKEN' } })
    const moved = await client.request('PUT', '/api/account/profile', {
      ...me,
      email: 'Alex.Morgan@Provender.test',
    })
    expect(moved.body).toMatchObject({ user: { email: 'alex.morgan@provender.test' } })
    expect((await new TestClient(stack.url).login('alex.morgan@provender.test', demo.admin[1])).status).toBe(
      200,
    )
    expect((await new TestClient(stack.url).login(...demo.admin)).body).toMatchObject({
      code: 'USER_NOT_FOUND',
    })
  })
})
