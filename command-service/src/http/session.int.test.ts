import type { DomainEvent } from '@provender/events'
import {
  type Database,
  PostgresEventStore,
  parseSettings,
  SESSION_COOKIE,
  SessionKeys,
} from '@provender/server-kit'
import { envelope, testDatabaseKind, useTestEventStore } from '@provender/server-kit/testing'
import type { Context } from 'koa'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { createCommandDeps } from '../deps.ts'
import type { CustomerOwners } from '../salesUsers/customerOwners.ts'
import { given } from '../shared/sliceSpec.ts'
import { authenticate } from './session.ts'

let database: Database
const sessions = new SessionKeys('session-cache-secret-session-cache-secret-01', 8)
/** Two command-service processes on one database: each has its own store, and so its own kept accounts. */
let first: PostgresEventStore
let second: PostgresEventStore

useTestEventStore((log) => {
  ;({ database, store: first } = log)
  second = new PostgresEventStore(database.knex)
})

afterAll(async () => {
  await second?.close()
})

function checkOn(store: PostgresEventStore) {
  const deps = createCommandDeps({
    settings: parseSettings({ SESSION_SECRET: 'unused-here-unused-here-unused-here-0123', TIME_ZONE: 'UTC' }),
    knex: database.knex,
    store,
    sessions,
    customerOwners: {} as CustomerOwners,
  })
  const middleware = authenticate(deps)
  /** The outcome of one request's session check: the account it let through, or the error's code. */
  return async (token: string): Promise<{ ok: true; userId: number } | { ok: false; code: string }> => {
    const ctx = {
      cookies: { get: (name: string) => (name === SESSION_COOKIE ? token : undefined) },
      state: {},
    }
    try {
      await middleware(ctx as unknown as Context, async () => undefined)
      return { ok: true, userId: (ctx.state as { user: { id: number } }).user.id }
    } catch (error) {
      return { ok: false, code: (error as { code: string }).code }
    }
  }
}

async function append(store: PostgresEventStore, stream: string, ...events: DomainEvent[]) {
  await store.append(
    stream,
    'any',
    events.map((e) => envelope(e)),
  )
}

async function signIn(userId: number) {
  const token = await sessions.sign({ userId, role: 'sales', sessionVersion: 0 })
  const verified = await sessions.verify(token)
  if (!verified.ok) throw new Error('unverifiable token')
  return { token, sessionId: verified.claims.sessionId }
}

describe(`the session check, with accounts kept between requests, on ${testDatabaseKind()}`, () => {
  it('reads only what is new in the account stream once it has folded it', async () => {
    await append(first, 'user-301', given.account(301, 'sales'))
    const { token } = await signIn(301)
    const check = checkOn(second)
    const reads = vi.spyOn(second, 'readStreams')
    expect(await check(token)).toEqual({ ok: true, userId: 301 })
    expect(await check(token)).toEqual({ ok: true, userId: 301 })
    expect(reads).toHaveBeenCalledTimes(2)
    const [, again] = reads.mock.results
    expect((await again!.value).get('user-301')).toEqual([])
    // What another process changed since is read and folded on.
    await append(first, 'user-301', {
      type: 'UserProfileUpdated',
      data: {
        userId: 301,
        before: {
          firstName: 'First301',
          lastName: 'Last301',
          phone: '3125550100',
          email: 'user301@provender.test',
        },
        after: {
          firstName: 'Dana',
          lastName: 'Last301',
          phone: '3125550100',
          email: 'user301@provender.test',
        },
      },
    } as DomainEvent)
    const ctx = { cookies: { get: () => token }, state: {} as { user?: { firstName: string } } }
    await authenticate(
      createCommandDeps({
        settings: parseSettings({
          SESSION_SECRET: 'unused-here-unused-here-unused-here-0123',
          TIME_ZONE: 'UTC',
        }),
        knex: database.knex,
        store: second,
        sessions,
        customerOwners: {} as CustomerOwners,
      }),
    )(ctx as unknown as Context, async () => undefined)
    expect(ctx.state.user?.firstName).toBe('Dana')
    reads.mockRestore()
  })

  it.each<[string, number, DomainEvent, string]>([
    [
      'ends a session when another process resets the password',
      302,
      { type: 'UserPasswordReset', data: { userId: 302, passwordHash: 'another-hash', resetBy: 1 } },
      'AUTH_EXPIRED',
    ],
    [
      'refuses a deleted account',
      303,
      { type: 'UserDeleted', data: { userId: 303, role: 'sales', reassignedTo: null } },
      'ACCOUNT_DELETED',
    ],
  ])('%s, at once in a process that kept the account', async (_, userId, change, code) => {
    await append(first, `user-${userId}`, given.account(userId, 'sales'))
    const { token } = await signIn(userId)
    const check = checkOn(second)
    expect(await check(token)).toEqual({ ok: true, userId })
    await append(first, `user-${userId}`, change)
    expect(await check(token)).toEqual({ ok: false, code })
  })

  it('ends a logged-out session at once in another process, and only that session', async () => {
    await append(first, 'user-304', given.account(304, 'sales'))
    const loggedOut = await signIn(304)
    const otherDevice = await signIn(304)
    const check = checkOn(second)
    expect(await check(loggedOut.token)).toEqual({ ok: true, userId: 304 })
    expect(await check(otherDevice.token)).toEqual({ ok: true, userId: 304 })
    await append(first, `session-${loggedOut.sessionId}`, {
      type: 'SessionEnded',
      data: {
        sessionId: loggedOut.sessionId,
        userId: 304,
        expiresAt: new Date(Date.now() + 3600_000).toISOString(),
      },
    })
    expect(await check(loggedOut.token)).toEqual({ ok: false, code: 'AUTH_EXPIRED' })
    expect(await check(otherDevice.token)).toEqual({ ok: true, userId: 304 })
  })

  it('folds the whole account even when a store answers more than what is new', async () => {
    await append(first, 'user-305', given.account(305, 'sales'))
    const { token } = await signIn(305)
    // A store that ignores afterRevision (an older adapter) must not fold events twice.
    const forgetful = new PostgresEventStore(database.knex)
    const original = forgetful.readStreams.bind(forgetful)
    forgetful.readStreams = (ids) => original(ids)
    const check = checkOn(forgetful)
    expect(await check(token)).toEqual({ ok: true, userId: 305 })
    await append(first, 'user-305', {
      type: 'UserPasswordReset',
      data: { userId: 305, passwordHash: 'another-hash', resetBy: 1 },
    })
    const fresh = await sessions.sign({ userId: 305, role: 'sales', sessionVersion: 1 })
    // Version 1 exactly: counted once, not twice; a reset account must change its password first.
    expect(await check(fresh)).toEqual({ ok: false, code: 'PASSWORD_CHANGE_REQUIRED' })
    expect(await check(token)).toEqual({ ok: false, code: 'AUTH_EXPIRED' })
    await forgetful.close()
  })
})
