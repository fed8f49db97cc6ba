import { type DomainEvent, type EventData, streams } from '@provender/events'
import { beforeEach, describe, expect, it } from 'vitest'
import { makePasswordResetToken } from '../mailLinks/index.ts'
import { given, useSliceSpec } from '../shared/sliceSpec.ts'
import { FORGOT_PASSWORD_ANSWER, PASSWORD_RESET_ANSWER } from './routes.ts'

const chef = { id: 950, role: 'customer' } as const
const gone = { id: 951, role: 'customer' } as const
const chefEmail = 'user950@provender.test'
const goneEmail = 'user951@provender.test'
const strong = 'New-pass#2026'

const spec = useSliceSpec(async () => {
  await spec.givenAccounts(chef, gone)
  await spec.given(streams.email(chefEmail), given.emailOf(chef.id))
  await spec.given(streams.email(goneEmail), given.emailOf(gone.id))
  await spec.given(streams.user(gone.id), {
    type: 'UserDeleted',
    data: { userId: gone.id, role: 'customer', reassignedTo: null },
  })
  await spec.given(streams.email(goneEmail), {
    type: 'EmailReleased',
    data: { email: goneEmail, userId: gone.id },
  })
})

// Each test starts a throttle window later, so the per-client count of one does not reach the next.
beforeEach(() => {
  spec.clock.now = new Date(spec.clock.now.getTime() + 20 * 60_000)
})

const forgot = (email: string) => spec.request(null, 'POST', '/api/auth/forgot-password', { email })
const reset = (token: string, newPassword = strong, confirmPassword = newPassword) =>
  spec.request(null, 'POST', '/api/auth/forgot-password/reset', { token, newPassword, confirmPassword })

/** Asks for a link for the chef, and makes its token as the notifier would when sending it. */
async function askForLink(): Promise<{ token: string; request: EventData<'PasswordResetRequested'> }> {
  expect(await forgot(chefEmail)).toEqual({ status: 202, body: { message: FORGOT_PASSWORD_ANSWER } })
  const [event] = spec.newEvents()
  const request = event!.data as EventData<'PasswordResetRequested'>
  return { token: await makePasswordResetToken(spec.deps.sessions.secret, request, spec.clock.now), request }
}

const linkInvalid = {
  status: 400,
  body: {
    error: 'This link has expired or was already used. Ask for a new one.',
    code: 'RESET_LINK_INVALID',
  },
}

describe('forgot password slice: given streams, a request, the new events', () => {
  it('a known address gets a request on its account’s stream, expiring in 30 minutes', async () => {
    const { request } = await askForLink()
    expect(spec.newEvents()).toEqual([
      {
        stream: 'password-reset-950',
        type: 'PasswordResetRequested',
        data: {
          userId: 950,
          requestId: request.requestId,
          expiresAt: new Date(spec.clock.now.getTime() + 30 * 60_000).toISOString(),
          sessionVersion: 0,
        },
      },
    ])
  })

  it('an unknown, a deleted and a differently written known address answer alike; only the known one asks', async () => {
    for (const email of ['nobody@provender.test', goneEmail]) {
      expect(await forgot(email)).toEqual({ status: 202, body: { message: FORGOT_PASSWORD_ANSWER } })
      expect(spec.newEvents()).toEqual([])
    }
    expect(await forgot('  USER950@Provender.TEST ')).toEqual({
      status: 202,
      body: { message: FORGOT_PASSWORD_ANSWER },
    })
    expect(spec.newEvents()).toMatchObject([{ stream: 'password-reset-950', type: 'PasswordResetRequested' }])
  })

  it('the link sets a new password once: the request is spent and the password changed in one append', async () => {
    const { token, request } = await askForLink()
    expect(await reset(token)).toEqual({ status: 200, body: { message: PASSWORD_RESET_ANSWER } })
    const appends = spec.newAppends()
    expect(appends).toHaveLength(1)
    expect(appends[0]).toEqual([
      {
        stream: 'password-reset-950',
        type: 'PasswordResetCompleted',
        data: { userId: 950, requestId: request.requestId },
      },
      {
        stream: 'user-950',
        type: 'UserPasswordChanged',
        data: { userId: 950, passwordHash: expect.any(String) },
      },
    ])
    expect(await reset(token, 'Other-pass#2026')).toEqual(linkInvalid)
    expect(spec.newEvents()).toEqual([])
  })

  it('two uses of one link at once spend it once', async () => {
    const { token } = await askForLink()
    const answers = await Promise.all([reset(token), reset(token, 'Other-pass#2026')])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400])
    expect(spec.newEvents().filter((e) => e.type === 'UserPasswordChanged')).toHaveLength(1)
  })

  it('an expired link is refused (the clock moved 30 minutes on)', async () => {
    const { token } = await askForLink()
    spec.clock.now = new Date(spec.clock.now.getTime() + 30 * 60_000)
    expect(await reset(token)).toEqual(linkInvalid)
    expect(spec.newEvents()).toEqual([])
  })

  it('a later request replaces the earlier link', async () => {
    const earlier = await askForLink()
    const later = await askForLink()
    expect(await reset(earlier.token)).toEqual(linkInvalid)
    expect((await reset(later.token)).status).toBe(200)
  })

  it('a password changed after the request spends the link', async () => {
    const { token } = await askForLink()
    const changed: DomainEvent = {
      type: 'UserPasswordChanged',
      data: { userId: chef.id, passwordHash: 'h2' },
    }
    await spec.given(streams.user(chef.id), changed)
    expect(await reset(token)).toEqual(linkInvalid)
  })

  it('a link for an account deleted since is refused', async () => {
    await spec.givenAccounts({ id: 952, role: 'customer' })
    await spec.given(streams.email('user952@provender.test'), given.emailOf(952))
    expect((await forgot('user952@provender.test')).status).toBe(202)
    const request = spec.newEvents()[0]!.data as EventData<'PasswordResetRequested'>
    const token = await makePasswordResetToken(spec.deps.sessions.secret, request, spec.clock.now)
    await spec.given(streams.user(952), {
      type: 'UserDeleted',
      data: { userId: 952, role: 'customer', reassignedTo: null },
    })
    expect(await reset(token)).toEqual(linkInvalid)
  })

  it('a weak or unconfirmed password is refused and leaves the link usable', async () => {
    const { token } = await askForLink()
    expect(await reset(token, 'short')).toMatchObject({
      status: 400,
      body: { error: 'Password does not meet requirements', code: 'WEAK_PASSWORD' },
    })
    expect(await reset(token, strong, 'Other-pass#2026')).toMatchObject({
      status: 400,
      body: { error: 'Passwords do not match' },
    })
    expect(spec.newEvents()).toEqual([])
    expect((await reset(token)).status).toBe(200)
  })

  it('forged, tampered and foreign tokens are refused alike', async () => {
    const { token, request } = await askForLink()
    const otherSecret = await makePasswordResetToken(
      'another-secret-another-secret-0123',
      request,
      spec.clock.now,
    )
    const [header, payload, signature] = token.split('.') as [string, string, string]
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString())
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: '951' })).toString('base64url')}.${signature}`
    for (const bad of [otherSecret, tampered, 'not-a-token', 'a.b.c'])
      expect(await reset(bad)).toEqual(linkInvalid)
    expect(spec.newEvents()).toEqual([])
  })

  it('throttles an address after 3 requests and a client after 10, for known and unknown alike', async () => {
    for (let i = 0; i < 3; i++) expect((await forgot(chefEmail)).status).toBe(202)
    const refused = await forgot(chefEmail)
    expect(refused).toEqual({
      status: 429,
      body: {
        error: 'Too many requests for a reset link. Try again in 15 minutes.',
        code: 'TOO_MANY_REQUESTS',
      },
    })
    // Other addresses from the same client go on until the client's own limit (10 in the window).
    for (let i = 0; i < 6; i++) expect((await forgot(`nobody${i}@provender.test`)).status).toBe(202)
    expect((await forgot('someone-else@provender.test')).status).toBe(429)
  })

  it.each([
    [{}, 'Email is required.'],
    [{ email: '' }, 'Email is required.'],
    [{ email: 42 }, 'Email is required.'],
    [{ email: 'x'.repeat(400) }, 'Email must be at most 320 characters.'],
  ])('refuses the body %j with a 400', async (body, error) => {
    const answer = await spec.request(null, 'POST', '/api/auth/forgot-password', body)
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ error })
  })

  it.each([
    [{ newPassword: strong, confirmPassword: strong }],
    [{ token: 'x'.repeat(3000), newPassword: strong, confirmPassword: strong }],
    [{ token: ['a'], newPassword: strong, confirmPassword: strong }],
    [{ token: 'a.b.c', newPassword: 'x'.repeat(200), confirmPassword: 'x'.repeat(200) }],
  ])('refuses a reset body that is not one (%#) with a 400, appending nothing', async (body) => {
    expect((await spec.request(null, 'POST', '/api/auth/forgot-password/reset', body)).status).toBe(400)
    expect(spec.newEvents()).toEqual([])
  })
})
