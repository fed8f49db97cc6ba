import { makeUnsubscribeToken } from '@provender/command-service'
import { defaultMailPreferences } from '@provender/events'
import { answerContractBreaches, type RecordedAnswer } from '@provender/server-kit/testing'
import { describe, expect, it } from 'vitest'
import { openApiDocument } from './openapi.ts'
import { clientsOf, TestClient, testStackWith } from './testing/stack.ts'

const SECRET = 'test-secret-test-secret-test-secret-0123456789'
const recorded: RecordedAnswer[] = []
const { stack, users } = testStackWith(['blueDoor', 'sam', 'admin'], { SESSION_SECRET: SECRET })
const { blueDoor, sam, admin } = clientsOf(users)
const path = '/api/me/mail-preferences'

async function call(client: TestClient, method: string, url: string, body?: unknown) {
  const answer = await client.request(method, url, body)
  recorded.push({ method, url, status: answer.status, body: answer.body })
  return answer
}

describe('mail preferences through the gateway', () => {
  it('a user reads the defaults, saves a choice and reads it back at once', async () => {
    expect((await call(blueDoor, 'GET', path)).body).toEqual(defaultMailPreferences)
    const choice = { ...defaultMailPreferences, priceDigest: false, reminders: true }
    const saved = await call(blueDoor, 'PUT', path, choice)
    expect(saved).toMatchObject({ status: 200, body: { preferences: choice } })
    expect((await call(blueDoor, 'GET', path)).body).toEqual(choice)
    // Another user's preferences are its own.
    expect((await call(sam, 'GET', path)).body).toEqual(defaultMailPreferences)
  })

  it('a mail’s unsubscribe link works signed out; the owner then reads the kind off', async () => {
    const token = await makeUnsubscribeToken(SECRET, { userId: users.sam.id, kind: 'new-order' })
    const anonymous = new TestClient(stack.url)
    for (let i = 0; i < 2; i++) {
      expect(await call(anonymous, 'POST', '/api/mail/unsubscribe', { token })).toMatchObject({
        status: 200,
        body: { kind: 'new-order', message: 'You will no longer get these mails.' },
      })
    }
    sam.consistencyToken = anonymous.consistencyToken
    expect((await call(sam, 'GET', path)).body).toEqual({ ...defaultMailPreferences, newOrders: false })
    expect((await call(anonymous, 'POST', '/api/mail/unsubscribe', { token: 'forged' })).body).toMatchObject({
      code: 'UNSUBSCRIBE_LINK_INVALID',
    })
  })

  it('signed out, there are no preferences to read or write', async () => {
    const anonymous = new TestClient(stack.url)
    expect((await call(anonymous, 'GET', path)).status).toBe(401)
    expect((await call(anonymous, 'PUT', path, defaultMailPreferences)).status).toBe(401)
  })

  it('a deleted user’s preferences leave the read model', async () => {
    const rep = await call(admin, 'POST', '/api/users', {
      firstName: 'Mia',
      lastName: 'Mailer',
      email: 'mia.mailer@provender.test',
      phone: '3125550177',
      role: 'auditor',
    })
    const id = (rep.body as { user: { id: number } }).user.id
    const token = await makeUnsubscribeToken(SECRET, { userId: id, kind: 'price-digest' })
    expect((await call(new TestClient(stack.url), 'POST', '/api/mail/unsubscribe', { token })).status).toBe(
      200,
    )
    const rows = async () => {
      await stack.running.projections.catchUpToHead()
      return stack.running.database.knex('rm_mail_preferences').where({ user_id: id })
    }
    expect(await rows()).toHaveLength(1)
    expect((await call(admin, 'DELETE', `/api/users/${id}`)).status).toBe(200)
    expect(await rows()).toEqual([])
  })

  it('answers as the API document says', () => {
    expect(answerContractBreaches(openApiDocument() as never, recorded)).toEqual([])
  })
})
