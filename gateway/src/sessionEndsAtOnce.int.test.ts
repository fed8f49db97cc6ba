import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { signedIn, startTestStack, TestClient, type TestStack } from './testing/stack.ts'

let stack: TestStack
let admin: TestClient

beforeAll(async () => {
  stack = await startTestStack()
  admin = (await signedIn(stack.url, 'admin')).client
})
afterEach(() => stack.running.projections.release())
afterAll(() => stack?.stop())

/**
 * The session as another device (or whoever copied the cookie) holds it: the same token, but
 * none of the Consistency-Tokens the write answered with, so its reads wait for nothing.
 */
function elsewhere(client: TestClient): TestClient {
  const copy = new TestClient(stack.url)
  copy.cookie = client.cookie
  return copy
}

/**
 * What the read models hold of an account (the row a lagging check would trust), and where
 * every projection stands in the log: unchanged while the hold holds.
 */
async function readModelOf(userId: number) {
  const { knex } = stack.running.database
  const [user, checkpoints] = await Promise.all([
    knex('rm_users').where({ id: userId }).first('session_version'),
    knex('projection_checkpoints').orderBy('name').select('name', 'transaction_id', 'sequence'),
  ])
  return { user: user ?? null, checkpoints }
}

interface Held {
  userId: number
  readModel: Awaited<ReturnType<typeof readModelOf>>
}

/** Holds the projections where they stand, and notes what they hold of this account. */
async function holdProjections(userId: number): Promise<Held> {
  await stack.running.projections.hold()
  return { userId, readModel: await readModelOf(userId) }
}

/**
 * Reads answered while the read models still hold the account as they did before the write
 * (checked after them, so the hold is known to have held).
 */
async function readsWhileProjectionsLag(held: Held, client: TestClient, paths: string[]) {
  const answers = []
  for (const path of paths) {
    const { status, body } = await client.get(path)
    answers.push({ path, status, body })
  }
  expect(await readModelOf(held.userId)).toEqual(held.readModel)
  return answers
}

/** A session copied to another device that can read, then the projections held where they stand. */
async function heldSessionOf(who: 'sam' | 'blueDoor' | 'greenleaf', probe: string) {
  const signed = await signedIn(stack.url, who)
  const old = elsewhere(signed.client)
  expect((await old.get(probe)).status).toBe(200)
  return { signed, old, held: await holdProjections(signed.id) }
}

/** Every read of the old session while the read models lag answers 401 with `refusal`. */
async function expectRefusedWhileLagging(held: Held, old: TestClient, paths: string[], refusal: object) {
  for (const answer of await readsWhileProjectionsLag(held, old, paths)) {
    expect(answer).toMatchObject({ status: 401, body: refusal })
  }
}

describe('a session the log has ended is refused by reads at once, before the read models catch up', () => {
  it('after a password reset', async () => {
    const { signed: sam, old, held } = await heldSessionOf('sam', '/api/products')

    const reset = await admin.request('POST', `/api/account/${sam.id}/reset-password`)
    expect(reset.status).toBe(200)
    await expectRefusedWhileLagging(held, old, ['/api/account/me', '/api/products'], {
      code: 'AUTH_EXPIRED',
      error: 'Your session has ended. Please sign in again.',
    })
  })

  it('after the account is deleted', async () => {
    const { signed: blueDoor, old, held } = await heldSessionOf('blueDoor', '/api/account/me')

    const deleted = await admin.request('DELETE', `/api/customers/${blueDoor.id}`)
    expect(deleted.status).toBeLessThan(300)
    await expectRefusedWhileLagging(held, old, ['/api/account/me', '/api/categories'], {
      code: 'ACCOUNT_DELETED',
      error: 'This account has been removed.',
    })
  })

  it('after a logout, and only for the session that logged out', async () => {
    const otherDevice = await signedIn(stack.url, 'greenleaf')
    const { signed: greenleaf, old, held } = await heldSessionOf('greenleaf', '/api/account/me')

    expect((await greenleaf.client.request('POST', '/api/auth/logout')).status).toBe(204)
    await expectRefusedWhileLagging(held, old, ['/api/account/me', '/api/categories'], {
      code: 'AUTH_EXPIRED',
    })
    expect((await elsewhere(otherDevice.client).get('/api/account/me')).status).toBe(200)
  })

  it('lets a session the write did not end read on while the read models lag', async () => {
    const priya = await signedIn(stack.url, 'priya')
    const old = elsewhere(priya.client)
    await stack.running.projections.hold()
    // Another account's reset leaves this one standing.
    const harbor = await signedIn(stack.url, 'harbor')
    expect((await admin.request('PUT', `/api/account/${harbor.id}/reset-password`)).status).toBe(200)
    expect((await old.get('/api/account/me')).body).toMatchObject({ user: { id: priya.id, role: 'sales' } })
  })
})
