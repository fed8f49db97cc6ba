import type { DomainEvent } from '@provender/events'
import { describe, expect, it } from 'vitest'
import { type ProjectionSpec, startProjectionSpec } from '../projections/projectionSpec.ts'
import { replayRun } from '../projections/replay.ts'
import type { RunMode } from '../projections/run.ts'
import { priceChangesProjection } from './projection.ts'
import {
  created,
  day,
  eggs,
  lastEventId,
  placed,
  priced,
  removed,
  ribeye,
  salmon,
  updated,
} from './testEvents.ts'

describe('price changes read model: one run of many events', () => {
  // The runner hands a projection as many events as have arrived: a rebuild thousands at once,
  // live traffic a few. The rows must not depend on where the runs were cut.
  /** Events, or events made from the log as it stands (the id of an event appended before). */
  type Step = [
    stream: string,
    events: DomainEvent[] | ((lastEventOf: (stream: string) => Promise<string>) => Promise<DomainEvent[]>),
    at: Date,
  ]
  const history: Step[] = [
    ['product-RIB', [created('RIB', ribeye)], day(-20)],
    ['product-EGG', [created('EGG', eggs)], day(-20)],
    ['product-SAL', [created('SAL', salmon)], day(-20)],
    ['customer-7', [priced(7, 'RIB', 1200), priced(7, 'SAL', 880)], day(-19)],
    ['customer-8', [priced(8, 'EGG', 290)], day(-19)],
    [
      'order-10',
      [
        placed(10, 7, [
          ['RIB', 'Ribeye', 'case', 1200],
          ['EGG', 'Eggs', 'pack', 300],
        ]),
      ],
      day(-18),
    ],
    [
      'order-11',
      [
        placed(11, 8, [
          ['EGG', 'Eggs', 'pack', 290],
          ['RIB', 'Ribeye', 'pack', 1000],
        ]),
      ],
      day(-18),
    ],
    ['customer-7', [priced(7, 'RIB', 1260), priced(7, 'RIB', 1200)], day(-10)],
    ['product-EGG', [updated('EGG', eggs, { ...eggs, priceCents: 320 })], day(-9)],
    ['product-RIB', [updated('RIB', ribeye, { ...ribeye, priceCents: 1050 })], day(-8)],
    ['customer-8', [removed(8, 'EGG')], day(-7)],
    ['order-12', [placed(12, 7, [['SAL', 'Salmon', 'weight', 880]])], day(-6)],
    ['customer-7', [priced(7, 'SAL', 840), removed(7, 'RIB')], day(-5)],
    ['order-13', [placed(13, 8, [['EGG', 'Eggs', 'pack', 320]])], day(-4)],
    ['product-EGG', [updated('EGG', { ...eggs, priceCents: 320 }, { ...eggs, priceCents: 310 })], day(-3)],
    // A dismissal (of the move just made) outlives the next order of the product, in whichever
    // run that order comes.
    [
      'price-changes-8',
      async (lastEventOf) => [
        {
          type: 'PriceChangeDismissed',
          data: { customerId: 8, productId: 'EGG', changeId: `8-${await lastEventOf('product-EGG')}` },
        },
      ],
      day(-2),
    ],
    ['order-14', [placed(14, 8, [['EGG', 'Eggs', 'pack', 310]])], day(-1)],
    ['order-15', [placed(15, 7, [['SAL', 'Salmon', 'weight', 840]])], day(-1)],
    // Rows that go again: a product and a customer deleted after their rows were written.
    ['product-OLD', [created('OLD', { ...eggs, name: 'Old stock' })], day(-1)],
    ['customer-9', [priced(9, 'OLD', 250), priced(9, 'EGG', 280)], day(-1)],
    [
      'order-16',
      [
        placed(16, 9, [
          ['OLD', 'Old stock', 'pack', 250],
          ['EGG', 'Eggs', 'pack', 280],
        ]),
      ],
      day(-1),
    ],
    ['order-17', [placed(17, 7, [['OLD', 'Old stock', 'pack', 300]])], day(-1)],
    // Moves of both, for the staff's list, that must go with them.
    ['customer-9', [priced(9, 'EGG', 300)], day(-1)],
    [
      'product-OLD',
      [updated('OLD', { ...eggs, name: 'Old stock' }, { ...eggs, name: 'Old stock', priceCents: 290 })],
      day(-1),
    ],
    ['product-OLD', [{ type: 'ProductDeleted', data: { productId: 'OLD', name: 'Old stock' } }], day(0)],
    ['customer-9', [{ type: 'CustomerDeleted', data: { customerId: 9 } }], day(0)],
    ['order-18', [placed(18, 8, [['EGG', 'Eggs', 'pack', 310]])], day(0)],
  ]

  /** Every table's rows with event ids written as their place in the log, comparable across logs. */
  async function snapshot(of: ProjectionSpec) {
    const ids = (await of.knex('event_log').orderBy('position').select('event_id')).map(
      (r) => r.event_id as string,
    )
    const place = (text: string) =>
      text.replace(
        /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g,
        (id) => `#${ids.indexOf(id)}`,
      )
    const tables = {
      defaults: await of.rows('rm_price_defaults', 'product_id'),
      negotiated: await of.rows('rm_price_negotiated', ['customer_id', 'product_id']),
      changes: await of.rows('rm_price_changes', ['customer_id', 'product_id']),
      moves: await of.rows('rm_price_moves', ['customer_id', 'change_id']),
    }
    const placed = JSON.parse(place(JSON.stringify(tables)))
    // A move's key holds its event's id: ordered once that is its place in the log.
    placed.moves.sort((a: { change_id: string }, b: { change_id: string }) =>
      a.change_id.localeCompare(b.change_id),
    )
    return placed
  }

  async function eventsOf(of: ProjectionSpec, events: Step[1]): Promise<DomainEvent[]> {
    if (Array.isArray(events)) return events
    return events((stream) => lastEventId(stream, of))
  }

  /** The history applied event by event, as live traffic does: the rows every other way must give. */
  async function stepByStepRows() {
    const stepByStep = await startProjectionSpec(priceChangesProjection)
    try {
      for (const [stream, events, at] of history)
        await stepByStep.given(stream, await eventsOf(stepByStep, events), at)
      return await snapshot(stepByStep)
    } finally {
      await stepByStep.stop()
    }
  }

  /** The whole history appended first, then projected by one run of a runner in `mode`. */
  async function oneRunRows(mode?: RunMode) {
    const together = await startProjectionSpec(priceChangesProjection, mode)
    try {
      for (const [stream, events, at] of history)
        await together.append(stream, await eventsOf(together, events), at)
      await together.project()
      return await snapshot(together)
    } finally {
      await together.stop()
    }
  }

  it('gives the same rows applied step by step as in one run', async () => {
    const expected = await stepByStepRows()
    expect(
      expected.changes.filter((r: { change_id: string | null }) => r.change_id !== null).length,
    ).toBeGreaterThan(1)
    expect(
      expected.changes.find(
        (r: { customer_id: number; product_id: string }) => r.customer_id === 8 && r.product_id === 'EGG',
      ),
    ).toMatchObject({ order_id: 18, dismissed_change_id: expect.stringMatching(/^8-#\d+$/) })
    // Every move a customer's price made, the dismissed one marked, whichever run it fell in.
    const moves = expected.moves as { customer_id: number; change_id: string; dismissed: boolean }[]
    expect(moves.length).toBeGreaterThan(3)
    const dismissedMove = moves.filter((m) => m.dismissed)
    expect(dismissedMove).toMatchObject([
      { customer_id: 8, product_id: 'EGG', old_cents: '320', new_cents: '310' },
    ])
    // The deleted product and customer left nothing behind.
    const all = [...expected.defaults, ...expected.negotiated, ...expected.changes, ...expected.moves]
    expect(all.filter((r: { product_id: string }) => r.product_id === 'OLD')).toEqual([])
    expect(all.filter((r: { customer_id?: number }) => r.customer_id === 9)).toEqual([])
    expect(await oneRunRows()).toEqual(expected)
  })

  // A rebuild replays from the start in memory and writes now and then: the rows must be the
  // same whether a write falls before or after a deletion, a dismissal or a re-pricing.
  it.each([
    ['written once, at the end', { batchSize: 4, writeEvery: 1_000 }],
    ['written every few events', { batchSize: 2, writeEvery: 3 }],
    ['written after every event', { batchSize: 1, writeEvery: 1 }],
    ['outgrowing memory halfway, then batch by batch', { batchSize: 3, maxRows: 12 }],
  ])('gives the same rows replayed in memory from the start, %s', async (_, options) => {
    expect(await oneRunRows(replayRun(options))).toEqual(await stepByStepRows())
  })
})
