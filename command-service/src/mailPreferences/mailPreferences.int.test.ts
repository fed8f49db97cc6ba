import { defaultMailPreferences, streams } from '@provender/events'
import { describe, expect, it } from 'vitest'
import { makePasswordResetToken, makeUnsubscribeToken } from '../mailLinks/index.ts'
import { people, useSliceSpec } from '../shared/sliceSpec.ts'
import { UNSUBSCRIBED_ANSWER } from './routes.ts'

const { customer, rep, auditor } = people
const gone = { id: 960, role: 'customer' } as const
const path = '/api/me/mail-preferences'
const choice = { orders: true, shipping: false, priceDigest: false, reminders: true, newOrders: true }

const spec = useSliceSpec(async () => {
  await spec.givenAccounts(customer, rep, auditor, gone)
  await spec.given(streams.user(gone.id), {
    type: 'UserDeleted',
    data: { userId: gone.id, role: 'customer', reassignedTo: null },
  })
})

const unsubscribe = (token: unknown) => spec.request(null, 'POST', '/api/mail/unsubscribe', { token })
const linkFor = (userId: number, kind: Parameters<typeof makeUnsubscribeToken>[1]['kind']) =>
  makeUnsubscribeToken(spec.deps.sessions.secret, { userId, kind }, spec.clock.now)

describe('mail preferences slice: given streams, a request, the new events', () => {
  it('a signed-in user sets its own preferences; the same again records nothing', async () => {
    const saved = await spec.request(customer, 'PUT', path, choice)
    expect(saved).toEqual({ status: 200, body: { preferences: choice, position: expect.any(String) } })
    expect(spec.newEvents()).toEqual([
      {
        stream: 'mail-preferences-950',
        type: 'MailPreferencesSet',
        data: { userId: 950, preferences: choice, via: 'profile' },
      },
    ])
    expect(await spec.request(customer, 'PUT', path, choice)).toEqual({
      status: 200,
      body: { preferences: choice, position: null },
    })
    expect(spec.newEvents()).toEqual([])
  })

  it('every role sets its own, and only its own (no id in the path)', async () => {
    for (const who of [rep, auditor]) {
      expect(
        (await spec.request(who, 'PUT', path, { ...defaultMailPreferences, newOrders: false })).status,
      ).toBe(200)
      expect(spec.newEvents()).toMatchObject([{ stream: `mail-preferences-${who.id}` }])
    }
  })

  it('signed out, the preferences cannot be set', async () => {
    expect((await spec.request(null, 'PUT', path, choice)).status).toBe(401)
    expect(spec.newEvents()).toEqual([])
  })

  it.each([
    [{ ...choice, orders: 'yes' }],
    [{ orders: true }],
    [{ ...choice, extra: true }],
    [
      JSON.parse(
        `{"orders":true,"shipping":true,"priceDigest":true,"reminders":true,"newOrders":true,"__proto__":{"x":1}}`,
      ),
    ],
    [[]],
    [null],
  ])('refuses the body %j with a 400, recording nothing', async (body) => {
    expect((await spec.request(customer, 'PUT', path, body)).status).toBe(400)
    expect(spec.newEvents()).toEqual([])
  })

  it('an unsubscribe link turns its kind off without a session; a second click records nothing', async () => {
    // The rep turned new-order mails off on its profile above: this link turns price digests off.
    const token = await linkFor(rep.id, 'price-digest')
    const first = await unsubscribe(token)
    expect(first).toEqual({ status: 200, body: { kind: 'price-digest', message: UNSUBSCRIBED_ANSWER } })
    expect(spec.newEvents()).toEqual([
      {
        stream: `mail-preferences-${rep.id}`,
        type: 'MailPreferencesSet',
        data: {
          userId: rep.id,
          preferences: { ...defaultMailPreferences, newOrders: false, priceDigest: false },
          via: 'unsubscribe-link',
        },
      },
    ])
    expect(await unsubscribe(token)).toEqual(first)
    expect(spec.newEvents()).toEqual([])
  })

  it('keeps the other preferences as the user set them', async () => {
    const token = await linkFor(customer.id, 'order-placed')
    expect((await unsubscribe(token)).status).toBe(200)
    expect(spec.newEvents()).toMatchObject([{ data: { preferences: { ...choice, orders: false } } }])
  })

  it('a deleted account’s link answers the same and records nothing', async () => {
    expect((await unsubscribe(await linkFor(gone.id, 'order-placed'))).status).toBe(200)
    expect(spec.newEvents()).toEqual([])
  })

  it('refuses a reset token, a session-less forgery, a password-reset kind and junk', async () => {
    const resetToken = await makePasswordResetToken(
      spec.deps.sessions.secret,
      {
        userId: customer.id,
        requestId: '5b0e4c8a-1d2f-4e3a-9b7c-0a1b2c3d4e5f',
        expiresAt: '2030-01-01T00:00:00Z',
      },
      spec.clock.now,
    )
    const otherSecret = await makeUnsubscribeToken('another-secret-another-secret-01', {
      userId: customer.id,
      kind: 'order-placed',
    })
    for (const token of [resetToken, otherSecret, 'a.b.c']) {
      expect(await unsubscribe(token)).toEqual({
        status: 400,
        body: { error: 'This unsubscribe link is not valid.', code: 'UNSUBSCRIBE_LINK_INVALID' },
      })
    }
    expect(await unsubscribe(await linkFor(customer.id, 'password-reset'))).toEqual({
      status: 400,
      body: { error: 'Password reset mails cannot be turned off.', code: 'UNSUBSCRIBE_LINK_INVALID' },
    })
    for (const token of ['', 42, 'x'.repeat(3000), { a: 1 }])
      expect((await unsubscribe(token)).status).toBe(400)
    expect(spec.newEvents()).toEqual([])
  })
})
