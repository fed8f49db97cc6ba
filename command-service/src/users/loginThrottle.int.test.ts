import type { Database } from '@provender/server-kit'
import { createTestDatabase, testDatabaseKind } from '@provender/server-kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrateCommandTables } from '../commandTables.ts'
import { type LoginThrottle, postgresLoginThrottle } from './loginThrottle.ts'

const MINUTE = 60_000
let db: Database
let throttle: LoginThrottle
/** A second process's throttle: the same table, its own object. */
let elsewhere: LoginThrottle
let accounts = 0

beforeAll(async () => {
  db = await createTestDatabase()
  await migrateCommandTables(db.knex)
  throttle = postgresLoginThrottle(db.knex, { maxFailures: 3, lockMs: 15 * MINUTE })
  elsewhere = postgresLoginThrottle(db.knex, { maxFailures: 3, lockMs: 15 * MINUTE })
})
afterAll(() => db?.close())

/** A fresh account and a clock the test moves by hand. */
function subject() {
  accounts++
  const account = `dana${accounts}@provender.test`
  const clock = { now: Date.UTC(2026, 0, 15, 12, 0, 0) }
  return {
    account,
    reserve: (via = throttle) => via.reserve(account, new Date(clock.now)),
    advance: (ms: number) => {
      clock.now += ms
    },
  }
}

describe(`login throttle on ${testDatabaseKind()}`, () => {
  it('allows attempts up to the limit, then refuses for the whole pause', async () => {
    const { reserve } = subject()
    for (let i = 0; i < 3; i++) expect(await reserve()).toEqual({ allowed: true })
    expect(await reserve()).toEqual({ allowed: false, minutesLeft: 15 })
  })

  it('of a burst of 20 at once, allows exactly the limit, across processes', async () => {
    const { reserve } = subject()
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => reserve(i % 2 ? throttle : elsewhere)),
    )
    expect(answers.filter((a) => a.allowed)).toHaveLength(3)
  })

  it('counts the minutes left down, rounded up to the whole minute', async () => {
    const { reserve, advance } = subject()
    for (let i = 0; i < 3; i++) await reserve()
    advance(MINUTE - 1)
    expect(await reserve()).toEqual({ allowed: false, minutesLeft: 15 })
    advance(1)
    expect(await reserve()).toEqual({ allowed: false, minutesLeft: 14 })
    advance(13 * MINUTE + 30_000)
    expect(await reserve()).toEqual({ allowed: false, minutesLeft: 1 })
  })

  it('refused attempts do not lengthen the pause; at its end the count starts again', async () => {
    const { reserve, advance } = subject()
    for (let i = 0; i < 3; i++) await reserve()
    for (let i = 0; i < 5; i++) {
      advance(2 * MINUTE)
      expect((await reserve()).allowed).toBe(false)
    }
    advance(5 * MINUTE)
    for (let i = 0; i < 3; i++) expect((await reserve()).allowed).toBe(true)
    expect((await reserve()).allowed).toBe(false)
  })

  it('the pause starts at the attempt that reaches the limit, and lasts the full pause', async () => {
    const { reserve, advance } = subject()
    await reserve()
    advance(10 * MINUTE)
    await reserve()
    await reserve()
    expect(await reserve()).toEqual({ allowed: false, minutesLeft: 15 })
  })

  it('forgets attempts once their window has passed', async () => {
    const { reserve, advance } = subject()
    await reserve()
    await reserve()
    advance(15 * MINUTE)
    for (let i = 0; i < 3; i++) expect((await reserve()).allowed).toBe(true)
  })

  it('a success clears the attempts and a pause', async () => {
    const { account, reserve } = subject()
    for (let i = 0; i < 4; i++) await reserve()
    await elsewhere.clear(account)
    for (let i = 0; i < 3; i++) expect((await reserve()).allowed).toBe(true)
  })

  it("one account's attempts do not pause another", async () => {
    const first = subject()
    const second = subject()
    for (let i = 0; i < 4; i++) await first.reserve()
    expect(await second.reserve()).toEqual({ allowed: true })
  })

  it('keeps no row for an account whose window has passed', async () => {
    const { account, reserve } = subject()
    await reserve()
    const other = (minutes: number) =>
      throttle.reserve(`other-${minutes}@provender.test`, new Date(Date.UTC(2026, 0, 15, 12, minutes)))
    await other(14)
    expect(await db.knex('login_attempts').where({ account }).first()).toBeDefined()
    await other(15)
    expect(await db.knex('login_attempts').where({ account }).first()).toBeUndefined()
  })
})
