import { type EventStore, standingDates } from '@provender/events'
import type { Database } from '@provender/server-kit'
import { testDatabaseKind } from '@provender/server-kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { kill9 } from '../shared/testProcess.ts'
import { openCommandStore } from '../shared/testStore.ts'
import { HOUR, placerProcesses, sleep, until } from './testing/placerProcess.ts'
import {
  givenDistributor,
  givenStandingOrder,
  type Handled,
  handledInLog,
  TUESDAY_AND_FRIDAY,
  TZ,
} from './testing/world.ts'

// The placer in real processes (testing/placerChild.ts) on a simulated week: killed with SIGKILL
// at random moments and started again, then two at once. Each standing order is placed exactly
// once per delivery date: one StandingOrderPlaced and one order, or one StandingOrderMissed.
//
// Only on the PostgreSQL server: the processes under test and this test share the database, and
// embedded PGlite lives inside one process.

let db: Database | undefined
let store: EventStore | undefined
const placers = placerProcesses(() => db!.url!)
const { setClock } = placers
const startPlacer = placers.start

/** Every date of the standing orders whose cut-off has passed by `now`, handled exactly once. */
function expectExactlyOnce(
  log: Handled,
  orders: { id: string; startsOn: string }[],
  from: string,
  now: Date,
) {
  let handledDates = 0
  for (const { id, startsOn } of orders) {
    for (const { date, cutoff } of standingDates(
      { startsOn, everyWeeks: 1 },
      TUESDAY_AND_FRIDAY,
      [],
      TZ,
      from,
      '2027-01-31',
    )) {
      if (cutoff > now) continue
      const key = `${id} ${date}`
      const placed = log.placed.get(key) ?? 0
      const missed = log.missed.get(key)?.length ?? 0
      expect(placed + missed, `${key}: placed ${placed}, missed ${missed}`).toBe(1)
      expect(log.orders.get(key)?.length ?? 0, `${key}: orders`).toBe(placed)
      handledDates += 1
    }
  }
  // Nothing placed beyond those dates, and no order without its placement.
  expect([...log.placed.values()].reduce((a, b) => a + b, 0) + [...log.missed.values()].flat().length).toBe(
    handledDates,
  )
  return handledDates
}

describe.runIf(testDatabaseKind() === 'postgres')('the placer in real processes', () => {
  beforeAll(async () => {
    ;({ db, store } = await openCommandStore())
  })
  afterAll(async () => {
    await placers.stopAll()
    await store?.close()
    await db?.close()
  })

  it('killed with kill -9 at random moments over a simulated week, places each date exactly once', {
    timeout: 240_000,
  }, async () => {
    const created = new Date('2026-11-20T12:00:00Z')
    const customers = await givenDistributor(store!, 30, created, 5000)
    const orders = []
    for (const c of customers)
      orders.push({
        id: await givenStandingOrder(store!, c, { startsOn: '2026-11-24', at: created }),
        startsOn: '2026-11-24',
      })
    let now = new Date('2026-11-23T12:00:00Z') // Monday morning in Chicago
    const end = new Date('2026-11-30T12:00:00Z')
    setClock(now)
    let current = await startPlacer()
    let kills = 0
    let restarts = 0
    while (now < end) {
      // An hour or two at a time, now and then a jump back (a clock corrected) or ahead.
      const jump = Math.random() < 0.1 ? -3 * HOUR : (1 + Math.floor(Math.random() * 2)) * HOUR
      now = new Date(Math.min(now.getTime() + jump, end.getTime()))
      setClock(now)
      await sleep(Math.floor(Math.random() * 120))
      if (Math.random() < 0.2) {
        await kill9(current)
        kills += 1
        // Sometimes it stays down a while (the clock moves on without it).
        if (Math.random() < 0.2) {
          now = new Date(Math.min(now.getTime() + 6 * HOUR, end.getTime()))
          setClock(now)
        }
        current = await startPlacer()
        restarts += 1
      }
    }
    const finalNow = now
    const log = store!
    await until(async () => {
      const handled = await handledInLog(log)
      return handled.placed.size + handled.missed.size >= orders.length * 2
    }, 'the week placed')
    await sleep(300) // a late duplicate would show now
    await kill9(current)
    const handled = await handledInLog(log)
    const dates = expectExactlyOnce(handled, orders, '2026-11-20', finalNow)
    expect(kills).toBeGreaterThan(5)
    // Most were placed; those whose delivery passed while no placer ran were reported missed.
    expect(handled.placed.size).toBeGreaterThan(0)
    console.log(
      `kill -9 x${kills} (${restarts} restarts): ${dates} dates handled once each, ${handled.missed.size} missed`,
    )
  })

  it('two placer processes at once place each date exactly once', { timeout: 120_000 }, async () => {
    const created = new Date('2026-12-01T12:00:00Z')
    const customers = await givenDistributor(store!, 40, created, 6000)
    const orders = []
    for (const c of customers)
      orders.push({
        id: await givenStandingOrder(store!, c, { startsOn: '2026-12-08', at: created }),
        startsOn: '2026-12-08',
      })
    setClock(new Date('2026-12-07T12:00:00Z'))
    const [one, two] = await Promise.all([startPlacer(), startPlacer()])
    // Tuesday 23:00: the 8th and the 11th are due, for both processes at the same moment.
    const now = new Date('2026-12-09T05:00:00Z')
    setClock(now)
    const log = store!
    const mine = new Set(orders.map((o) => o.id))
    await until(async () => {
      const handled = await handledInLog(log)
      return [...handled.placed.keys()].filter((k) => mine.has(k.split(' ')[0]!)).length >= orders.length * 2
    }, 'both dates placed')
    await sleep(500)
    await Promise.all([kill9(one), kill9(two)])
    const handled = await handledInLog(log)
    for (const { id } of orders) {
      for (const date of ['2026-12-08', '2026-12-11']) {
        expect(handled.placed.get(`${id} ${date}`), `${id} ${date}`).toBe(1)
        expect(handled.orders.get(`${id} ${date}`), `${id} ${date}`).toHaveLength(1)
      }
    }
  })
})

// On the embedded database (the PGlite tier of `npm test`) it cannot run: say so once.
if (testDatabaseKind() !== 'postgres') {
  describe('the placer in real processes', () => {
    it.skip('needs the PostgreSQL server (a separate process cannot share the embedded database): it runs in the TEST_DB=postgres tier', () => {})
  })
}
