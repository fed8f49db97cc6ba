import { makePasswordResetToken } from '@provender/command-service'
import { type EventData, streams } from '@provender/events'
import { PostgresEventStore } from '@provender/server-kit'
import { answerContractBreaches, type RecordedAnswer } from '@provender/server-kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openApiDocument } from './openapi.ts'
import { type Answer, demo, signedIn, startTestStack, TestClient, type TestStack } from './testing/stack.ts'

/** Every answer below, held against the API document at the end. */
const recorded: RecordedAnswer[] = []
const SECRET = 'test-secret-test-secret-test-secret-0123456789'
const [harborEmail, harborPassword] = demo.harbor
const newPassword = 'Harbor#Reset2026'

let stack: TestStack
let store: PostgresEventStore
let harborId: number
/** The clock moves a throttle window on before each test that asks for links. */
let moment = Date.parse('2026-12-01T15:00:00Z')
const nextWindow = () => {
  moment += 20 * 60_000
  stack.clock.setTo(new Date(moment))
}

beforeAll(async () => {
  stack = await startTestStack({ SESSION_SECRET: SECRET })
  store = new PostgresEventStore(stack.running.database.knex)
  harborId = (await signedIn(stack.url, 'harbor')).id
  stack.clock.setTo(new Date(moment))
}, 180_000)
afterAll(async () => {
  await store?.close()
  await stack?.stop()
})

async function call<T = Record<string, unknown>>(
  client: TestClient,
  method: string,
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
): Promise<Answer<T>> {
  const answer = await client.request<T>(method, path, body, headers)
  recorded.push({ method, url: path, status: answer.status, body: answer.body })
  return answer
}

const anonymous = () => new TestClient(stack.url)
const forgot = (email: string) => call(anonymous(), 'POST', '/api/auth/forgot-password', { email })
const reset = (token: string, password = newPassword) =>
  call(anonymous(), 'POST', '/api/auth/forgot-password/reset', {
    token,
    newPassword: password,
    confirmPassword: password,
  })

/** The token the mail would carry for Harbor's latest request. */
async function latestLink(): Promise<string> {
  const events = await store.readStream(streams.passwordReset(harborId))
  const request = events.filter((e) => e.type === 'PasswordResetRequested').at(-1)!.event
    .data as EventData<'PasswordResetRequested'>
  return makePasswordResetToken(SECRET, request, stack.clock.now())
}

const linkInvalid = {
  error: 'This link has expired or was already used. Ask for a new one.',
  code: 'RESET_LINK_INVALID',
}

describe('forgot password through the gateway, signed out', () => {
  it('answers a known and an unknown address alike, in about the same time', async () => {
    nextWindow()
    const timed = async (email: string) => {
      const started = performance.now()
      const answer = await forgot(email)
      return { status: answer.status, body: answer.body, ms: performance.now() - started }
    }
    const known = [await timed(harborEmail), await timed(harborEmail.toUpperCase())]
    const unknown = [await timed('nobody@harborfishhouse.test'), await timed('ghost@provender.test')]
    for (const answer of [...known, ...unknown]) {
      expect({ status: answer.status, body: answer.body }).toEqual({ status: 202, body: known[0]!.body })
      expect(answer.ms).toBeGreaterThanOrEqual(295)
    }
    const mean = (xs: { ms: number }[]) => xs.reduce((sum, x) => sum + x.ms, 0) / xs.length
    expect(Math.abs(mean(known) - mean(unknown))).toBeLessThan(200)
    expect(known[0]!.body).toEqual({
      message:
        'If an account uses that address, a link to reset its password is on its way. It works for 30 minutes.',
    })
  })

  it('sets a new password once: every session of the account ends, the new password signs in', async () => {
    nextWindow()
    const session = await signedIn(stack.url, 'harbor')
    expect((await forgot(harborEmail)).status).toBe(202)
    const token = await latestLink()
    expect(await reset(token)).toMatchObject({
      status: 200,
      body: { message: 'Your password is changed. Sign in with the new one.' },
    })
    expect((await session.client.get('/api/account/me')).status).toBe(401)
    expect((await anonymous().login(harborEmail, harborPassword)).status).toBe(401)
    expect((await anonymous().login(harborEmail, newPassword)).status).toBe(200)
    // Replayed: the same link again.
    expect(await reset(token, 'Another#Pass2026')).toMatchObject({ status: 400, body: linkInvalid })

    // The auditor's history of the customer says a link was asked for and used, never the link.
    const auditor = await signedIn(stack.url, 'auditor')
    const history = await call<{ items: { sentence: string; type: string }[] }>(
      auditor.client,
      'GET',
      `/api/history/customers/${harborId}?kind=password`,
    )
    expect(history.status).toBe(200)
    const sentences = history.body.items.map((item) => item.sentence)
    expect(sentences).toContain('Password reset link asked for (sent by mail, valid 30 minutes)')
    expect(sentences).toContain('Password reset by link; every session ended')
    expect(JSON.stringify(history.body)).not.toContain(token)
  })

  it('refuses an expired link and a replaced one', async () => {
    nextWindow()
    expect((await forgot(harborEmail)).status).toBe(202)
    const first = await latestLink()
    expect((await forgot(harborEmail)).status).toBe(202)
    const second = await latestLink()
    expect(await reset(first, 'Replaced#Pass2026')).toMatchObject({ status: 400, body: linkInvalid })
    stack.clock.setTo(new Date(moment + 30 * 60_000))
    expect(await reset(second, 'Expired#Pass2026')).toMatchObject({ status: 400, body: linkInvalid })
    expect((await anonymous().login(harborEmail, newPassword)).status).toBe(200)
  })

  it('throttles an address, and a client, with 429 and Retry-After', async () => {
    nextWindow()
    for (let i = 0; i < 3; i++) expect((await forgot('ghost@provender.test')).status).toBe(202)
    const refused = await forgot('ghost@provender.test')
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({ code: 'TOO_MANY_REQUESTS' })
    expect(refused.headers.get('retry-after')).toBe('900')
    for (let i = 0; i < 6; i++) expect((await forgot(`ghost${i}@provender.test`)).status).toBe(202)
    expect((await forgot(harborEmail)).status).toBe(429)
  })

  it('refuses bodies no form sends without a 500', async () => {
    const client = anonymous()
    for (const path of [
      '/api/auth/forgot-password',
      '/api/auth/forgot-password/reset',
      '/api/mail/unsubscribe',
    ]) {
      const asText = await client.request('POST', path, 'email=x', { 'Content-Type': 'text/plain' })
      expect(asText.status).toBe(415)
      const huge = await client.request('POST', path, {
        email: 'x'.repeat(400_000),
        token: 'y'.repeat(400_000),
      })
      expect(huge.status).toBe(413)
      for (const body of [
        '{"__proto__":{"email":"a@b.c"}}',
        '{"constructor":{"prototype":{"x":1}}}',
        '[]',
        'null',
      ]) {
        expect((await call(client, 'POST', path, body)).status).toBe(400)
      }
    }
  })

  it('answers as the API document says', () => {
    expect(answerContractBreaches(openApiDocument() as never, recorded)).toEqual([])
  })
})
