import { type EventStore, streams } from '@provender/events'
import { type Database, postgresIdAllocator } from '@provender/server-kit'
import { envelope } from '@provender/server-kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openCommandStore } from '../shared/testStore.ts'
import { StandingOrderPlacer } from './placer.ts'
import { logDue } from './testing/logDue.ts'
import { givenDistributor, givenStandingOrder, handledInLog, TZ } from './testing/world.ts'

// The placer in this process, on a clock the test sets: a restart after days down, a product
// deleted, two placers at once, a clock that jumps back. (placer.kill9.int.test.ts: real processes.)

let db: Database
let store: EventStore
const clock = { now: new Date('2026-11-20T12:00:00Z') }
const placer = (concurrency = 8) =>
  new StandingOrderPlacer({
    store,
    ids: postgresIdAllocator(db.knex),
    clock: () => new Date(clock.now),
    timeZone: TZ,
    due: logDue(store),
    concurrency,
  })

beforeAll(async () => {
  ;({ db, store } = await openCommandStore())
})
afterAll(async () => {
  await store?.close()
  await db?.close()
})

describe('the standing-order placer', () => {
  it('catches up after days down: places what it may, reports missed what it may not', async () => {
    const created = new Date('2026-11-20T12:00:00Z')
    const [a, b] = await givenDistributor(store, 2, created, 2000)
    const first = await givenStandingOrder(store, a!, { startsOn: '2026-11-24', at: created })
    const second = await givenStandingOrder(store, b!, { startsOn: '2026-11-24', everyWeeks: 2, at: created })
    // Down until Wednesday 10:00 in Chicago: Tuesday the 24th has been delivered, Friday's
    // cut-off (Tuesday 22:00) has passed but Friday is still ahead.
    clock.now = new Date('2026-11-25T16:00:00Z')
    expect(await placer().tick()).toMatchObject({ placed: 2, missed: 2 })
    let log = await handledInLog(store)
    expect(log.missed.get(`${first} 2026-11-24`)).toEqual(['too-late'])
    expect(log.missed.get(`${second} 2026-11-24`)).toEqual(['too-late'])
    expect(log.placed.get(`${first} 2026-11-27`)).toBe(1)
    expect(log.orders.get(`${second} 2026-11-27`)).toHaveLength(1)
    // Nothing more is due until the next cut-off; a tick changes nothing.
    expect(await placer().tick()).toMatchObject({ placed: 0, missed: 0 })
    // Tuesday 23:00: Tuesday the 1st (its delivery is today) and Friday the 4th. Every other
    // week: the second skips the week of the 1st.
    clock.now = new Date('2026-12-02T05:00:00Z')
    expect(await placer().tick()).toMatchObject({ placed: 2, missed: 0 })
    log = await handledInLog(store)
    expect(log.placed.get(`${first} 2026-12-01`)).toBe(1)
    expect(log.placed.get(`${first} 2026-12-04`)).toBe(1)
    expect(log.placed.has(`${second} 2026-12-01`)).toBe(false)
    const [orderId] = log.orders.get(`${first} 2026-12-01`)!
    const [placed] = await store.readStream(streams.order(orderId!))
    expect(placed?.event).toMatchObject({
      type: 'OrderPlaced',
      data: {
        customerId: a,
        deliveryDate: '2026-12-01',
        totalCents: 9750,
        standing: { standingOrderId: first, leftOut: [] },
      },
    })
    expect(placed?.metadata).toMatchObject({ actorRole: 'system', occurredAt: '2026-12-02T05:00:00.000Z' })
  })

  it('leaves a deleted product out and says so; with nothing left, reports the date missed', async () => {
    const created = new Date('2026-11-20T12:00:00Z')
    const [a, b] = await givenDistributor(store, 2, created, 3000)
    const both = await givenStandingOrder(store, a!, { startsOn: '2026-12-08', at: created })
    const saltOnly = await givenStandingOrder(store, b!, {
      startsOn: '2026-12-08',
      at: created,
      lines: [{ productId: 'SALT', quantity: 1, quantityType: 'pack' }],
    })
    await store.append(streams.product('SALT'), 'any', [
      envelope({ type: 'ProductDeleted', data: { productId: 'SALT', name: 'Sea salt' } }, created),
    ])
    // The first customer allows substitutes by default and needs a PO number: the placed lines
    // allow them, and the PO number never stops the placement.
    const requirements = { customerId: a!, poNumberRequired: true, minimumOrderCents: null }
    await store.append(streams.orderRequirements(a!), 'any', [
      envelope(
        { type: 'OrderRequirementsSet', data: { ...requirements, substitutesAllowed: true } },
        created,
      ),
    ])
    clock.now = new Date('2026-12-08T05:00:00Z') // Monday 23:00: Tuesday the 8th closed
    await placer().tick()
    const log = await handledInLog(store)
    const [orderId] = log.orders.get(`${both} 2026-12-08`)!
    expect(log.leftOut.get(orderId!)).toEqual([{ productId: 'SALT', name: 'Sea salt', reason: 'deleted' }])
    const [placed] = await store.readStream(streams.order(orderId!))
    expect(placed?.event).toMatchObject({
      data: { lines: [{ productId: 'OIL', substituteAllowed: true }], totalCents: 9000 },
    })
    expect(log.missed.get(`${saltOnly} 2026-12-08`)).toEqual(['nothing-to-order'])
  })

  it('places each date once with two placers at once and a clock that jumps back', async () => {
    const created = new Date('2026-12-10T12:00:00Z')
    const customers = await givenDistributor(store, 20, created, 4000)
    const ids = []
    for (const c of customers)
      ids.push(await givenStandingOrder(store, c, { startsOn: '2026-12-15', at: created }))
    clock.now = new Date('2026-12-16T05:00:00Z') // Tuesday 23:00: the 15th and the 18th are due
    await Promise.all([placer(4).tick(), placer(4).tick(), placer(1).tick()])
    clock.now = new Date('2026-12-15T05:00:00Z') // back a day: nothing new, nothing again
    await placer().tick()
    clock.now = new Date('2026-12-16T06:00:00Z')
    await Promise.all([placer(4).tick(), placer(4).tick()])
    const log = await handledInLog(store)
    for (const id of ids) {
      for (const date of ['2026-12-15', '2026-12-18']) {
        expect(log.placed.get(`${id} ${date}`), `${id} ${date}`).toBe(1)
        expect(log.orders.get(`${id} ${date}`), `${id} ${date}`).toHaveLength(1)
      }
    }
  })

  it('places a date a closure moved once, into the order of the day it moved to; a skip of it holds', async () => {
    const created = new Date('2026-11-20T12:00:00Z')
    const [a, b] = await givenDistributor(store, 2, created, 5000)
    const merged = await givenStandingOrder(store, a!, { startsOn: '2026-11-24', at: created })
    const skipped = await givenStandingOrder(store, b!, { startsOn: '2026-11-24', at: created })
    // Friday the 27th closed, its standing dates moved to the Tuesday before (the 24th).
    await store.append(streams.closures(), 'any', [
      envelope(
        {
          type: 'ClosureAdded',
          data: {
            closureId: '3f0c1d2e-0000-4000-8000-000000000036',
            from: '2026-11-27',
            to: '2026-11-27',
            reason: 'Day after Thanksgiving',
            standingMove: 'previous',
            addedAt: created.toISOString(),
          },
        },
        created,
      ),
    ])
    // The second skips the moved date, named by the day it was scheduled for.
    await store.append(streams.standingOrder(skipped), 'any', [
      envelope(
        {
          type: 'StandingOrderSkipped',
          data: { standingOrderId: skipped, customerId: b!, deliveryDate: '2026-11-27' },
        },
        created,
      ),
    ])
    clock.now = new Date('2026-11-24T05:00:00Z') // Monday 23:00: Tuesday the 24th closed
    expect(await placer().tick()).toMatchObject({ placed: 3, missed: 0 })
    expect(await placer().tick()).toMatchObject({ placed: 0, missed: 0 })
    const log = await handledInLog(store)
    expect(log.placed.get(`${merged} 2026-11-24`)).toBe(1)
    expect(log.placed.get(`${merged} 2026-11-27`)).toBe(1)
    expect(log.placed.get(`${skipped} 2026-11-24`)).toBe(1)
    expect(log.placed.has(`${skipped} 2026-11-27`)).toBe(false)
    // One order for the 24th: the moved date's lines went into it.
    const [orderId] = log.orders.get(`${merged} 2026-11-24`)!
    expect(log.orders.get(`${merged} 2026-11-27`)).toBeUndefined()
    const events = (await store.readStream(streams.standingOrder(merged))).map((e) => e.event)
    expect(events).toContainEqual({
      type: 'StandingOrderPlaced',
      data: {
        standingOrderId: merged,
        customerId: a,
        deliveryDate: '2026-11-27',
        orderId,
        merged: true,
        movedTo: '2026-11-24',
      },
    })
    const order = (await store.readStream(streams.order(orderId!))).map((e) => e.event)
    expect(order.map((e) => e.type)).toEqual(['OrderPlaced', 'OrderChanged'])
    expect(order[1]).toMatchObject({
      data: {
        lines: [
          { productId: 'OIL', quantity: 4 },
          { productId: 'SALT', quantity: 6 },
        ],
      },
    })
  })

  it('a closure removed again before the cut-off gives the date back: placed on its own day', async () => {
    const created = new Date('2026-11-20T12:00:00Z')
    const [a] = await givenDistributor(store, 1, created, 6000)
    const id = await givenStandingOrder(store, a!, { startsOn: '2026-12-08', everyWeeks: 2, at: created })
    const closure = {
      closureId: '3f0c1d2e-0000-4000-8000-000000000037',
      from: '2026-12-08',
      to: '2026-12-08',
      reason: 'Stock-take',
    }
    await store.append(streams.closures(), 'any', [
      envelope({ type: 'ClosureAdded', data: { ...closure, standingMove: 'next' } }, created),
      envelope({ type: 'ClosureRemoved', data: closure }, created),
    ])
    clock.now = new Date('2026-12-08T05:00:00Z')
    await placer().tick()
    const log = await handledInLog(store)
    expect(log.orders.get(`${id} 2026-12-08`)).toHaveLength(1)
    expect(log.placed.get(`${id} 2026-12-08`)).toBe(1)
  })
})
