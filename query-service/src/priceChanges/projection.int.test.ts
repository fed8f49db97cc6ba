import type { DomainEvent, ProductFields } from '@provender/events'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ProjectionSpec, SPEC_MOMENT, startProjectionSpec } from '../projections/projectionSpec.ts'
import type { RunnerOptions } from '../projections/runner.ts'
import { priceChangesProjection } from './projection.ts'

let spec: ProjectionSpec
beforeAll(async () => {
  spec = await startProjectionSpec(priceChangesProjection)
})
afterAll(() => spec?.stop())

const DAY = 24 * 60 * 60 * 1000
const day = (n: number) => new Date(SPEC_MOMENT.getTime() + n * DAY)

const ribeye: ProductFields = {
  name: 'Ribeye',
  description: '',
  categoryId: null,
  unitType: 'quantity',
  packsPerCase: 4,
  priceCents: 1000,
}
const eggs: ProductFields = { ...ribeye, name: 'Eggs', packsPerCase: null, priceCents: 300 }
const salmon: ProductFields = {
  ...ribeye,
  name: 'Salmon',
  unitType: 'weight',
  packsPerCase: null,
  priceCents: 900,
}

const created = (productId: string, fields: ProductFields): DomainEvent => ({
  type: 'ProductCreated',
  data: { productId, ...fields },
})
const updated = (productId: string, before: ProductFields, after: ProductFields): DomainEvent => ({
  type: 'ProductUpdated',
  data: { productId, before, after },
})
const priced = (customerId: number, productId: string, newPriceCents: number): DomainEvent => ({
  type: 'CustomerProductPriced',
  data: { customerId, productId, oldPriceCents: null, newPriceCents },
})
const removed = (customerId: number, productId: string): DomainEvent => ({
  type: 'CustomerProductRemoved',
  data: { customerId, productId, oldPriceCents: 0 },
})
type Bought = [
  productId: string,
  name: string,
  quantityType: 'pack' | 'case' | 'weight',
  unitPriceCents: number,
]
const placed = (orderId: number, customerId: number, lines: Bought[]): DomainEvent => ({
  type: 'OrderPlaced',
  data: {
    orderId,
    customerId,
    salesUserId: 2,
    lines: lines.map(([productId, name, quantityType, unitPriceCents]) => ({
      productId,
      name,
      unitType: quantityType === 'weight' ? 'weight' : 'quantity',
      packsPerCase: productId === 'RIB' ? 4 : null,
      quantityType,
      quantity: 1,
      unitPriceCents,
      lineTotalCents: unitPriceCents,
    })),
    totalCents: 1,
    idempotencyKey: null,
  },
})

/** The id of the last event of a stream, as the log holds it (of `of`'s log, else this file's). */
async function lastEventId(stream: string, of: ProjectionSpec = spec): Promise<string> {
  const row = await of
    .knex('event_log')
    .where({ stream_id: stream })
    .orderBy('stream_revision', 'desc')
    .first<{ event_id: string }>('event_id')
  return row.event_id
}

const changes = async () =>
  (await spec.rows('rm_price_changes', ['customer_id', 'product_id'])).map((r) => ({
    customer: r.customer_id,
    product: r.product_id,
    unit: r.quantity_type,
    order: r.order_id,
    paid: Number(r.paid_cents),
    now: Number(r.current_cents),
    change: r.change_id,
    at: r.changed_at,
    dismissed: r.dismissed_change_id,
  }))

describe('price changes read model: given events, the rows', () => {
  it('an order records what was paid per product, in the unit bought (a case at its packs)', async () => {
    await spec.given('product-RIB', [created('RIB', ribeye)])
    await spec.given('product-EGG', [created('EGG', eggs)])
    await spec.given('product-SAL', [created('SAL', salmon)])
    await spec.given('customer-4', [priced(4, 'RIB', 1250)])
    await spec.given(
      'order-1',
      [
        placed(1, 4, [
          ['RIB', 'Ribeye', 'case', 1250],
          ['EGG', 'Eggs', 'pack', 300],
          ['SAL', 'Salmon', 'weight', 900],
        ]),
      ],
      day(-10),
    )
    await spec.given('order-2', [placed(2, 5, [['EGG', 'Eggs', 'pack', 300]])], day(-9))
    const base = { change: null, at: null, dismissed: null }
    expect(await changes()).toEqual([
      { customer: 4, product: 'EGG', unit: 'pack', order: 1, paid: 300, now: 300, ...base },
      { customer: 4, product: 'RIB', unit: 'case', order: 1, paid: 5000, now: 5000, ...base },
      { customer: 4, product: 'SAL', unit: 'weight', order: 1, paid: 900, now: 900, ...base },
      { customer: 5, product: 'EGG', unit: 'pack', order: 2, paid: 300, now: 300, ...base },
    ])
  })

  it('a negotiated price up, and a default price down, are changes named by their events', async () => {
    await spec.given('customer-4', [priced(4, 'RIB', 1310)], day(-3))
    const up = `4-${await lastEventId('customer-4')}`
    await spec.given('product-EGG', [updated('EGG', eggs, { ...eggs, priceCents: 280 })], day(-2))
    const downId = await lastEventId('product-EGG')
    // A renamed product, or a default price under a negotiated line, changes no price.
    await spec.given('product-SAL', [updated('SAL', salmon, { ...salmon, name: 'Salmon fillet' })], day(-2))
    await spec.given('product-RIB', [updated('RIB', ribeye, { ...ribeye, priceCents: 1100 })], day(-2))
    expect(await changes()).toMatchObject([
      { customer: 4, product: 'EGG', paid: 300, now: 280, change: `4-${downId}`, at: day(-2) },
      { customer: 4, product: 'RIB', paid: 5000, now: 5240, change: up, at: day(-3) },
      { customer: 4, product: 'SAL', paid: 900, now: 900, change: null },
      { customer: 5, product: 'EGG', paid: 300, now: 280, change: `5-${downId}`, at: day(-2) },
    ])
  })

  it('a dismissal hides that change only; a removed line falls back to the default, a new change', async () => {
    const rows = await changes()
    const dismissedId = rows.find((r) => r.customer === 4 && r.product === 'RIB')!.change as string
    await spec.given('price-changes-4', [
      { type: 'PriceChangeDismissed', data: { customerId: 4, productId: 'RIB', changeId: dismissedId } },
    ])
    expect((await changes()).find((r) => r.product === 'RIB')).toMatchObject({
      change: dismissedId,
      dismissed: dismissedId,
    })
    await spec.given('customer-4', [removed(4, 'RIB')], day(-1))
    const fallback = `4-${await lastEventId('customer-4')}`
    expect((await changes()).find((r) => r.product === 'RIB')).toMatchObject({
      paid: 5000,
      now: 4400,
      change: fallback,
      at: day(-1),
      dismissed: dismissedId,
    })
  })

  it('a price back where it was paid is no change; a new order makes its price the one paid', async () => {
    await spec.given('customer-4', [priced(4, 'SAL', 850)], day(-1))
    expect((await changes()).find((r) => r.product === 'SAL')).toMatchObject({
      now: 850,
      change: expect.any(String),
    })
    await spec.given('customer-4', [removed(4, 'SAL')], day(-1))
    expect((await changes()).find((r) => r.product === 'SAL')).toMatchObject({
      now: 900,
      change: null,
      at: null,
    })
    await spec.given('order-3', [placed(3, 4, [['EGG', 'Eggs', 'pack', 280]])], day(0))
    expect((await changes()).find((r) => r.customer === 4 && r.product === 'EGG')).toMatchObject({
      order: 3,
      paid: 280,
      now: 280,
      change: null,
      at: null,
    })
  })

  it('an order whose price was decided just before a re-pricing keeps the change shown', async () => {
    // The re-pricing committed first; the order, decided on the old price, after it.
    await spec.given('customer-5', [priced(5, 'EGG', 310)], day(0))
    const repricing = `5-${await lastEventId('customer-5')}`
    await spec.given('order-4', [placed(4, 5, [['EGG', 'Eggs', 'pack', 280]])], day(0))
    expect((await changes()).find((r) => r.customer === 5)).toMatchObject({
      order: 4,
      paid: 280,
      now: 310,
      change: repricing,
      at: day(0),
    })
  })

  it("a deleted product and a deleted customer leave no rows; other customers' lines stay apart", async () => {
    await spec.given('product-SAL', [
      { type: 'ProductDeleted', data: { productId: 'SAL', name: 'Salmon fillet' } },
    ])
    await spec.given('customer-5', [{ type: 'CustomerDeleted', data: { customerId: 5 } }])
    expect((await changes()).map((r) => `${r.customer}:${r.product}`)).toEqual(['4:EGG', '4:RIB'])
    expect(await spec.rows('rm_price_negotiated', ['customer_id', 'product_id'])).toEqual([])
    expect((await spec.rows('rm_price_defaults', 'product_id')).map((r) => r.product_id)).toEqual([
      'EGG',
      'RIB',
    ])
  })
})

const moves = async (customer: number) =>
  (await spec.rows('rm_price_moves', ['changed_at', 'change_id']))
    .filter((r) => r.customer_id === customer)
    .map((r) => ({
      product: r.product_id,
      unit: r.quantity_type,
      old: Number(r.old_cents),
      new: Number(r.new_cents),
      change: r.change_id,
      at: r.changed_at,
      dismissed: r.dismissed,
    }))

describe("price changes read model: every move of a customer's price, for the staff", () => {
  // The customer's card is "since your last order"; the staff's list is every move in a window,
  // which an order does not wipe out.
  const ham: ProductFields = { ...eggs, name: 'Ham', priceCents: 800 }

  it('keeps each move of a product it ordered, old -> new in the unit it bought, across its orders', async () => {
    await spec.given('product-HAM', [created('HAM', ham)], day(-30))
    await spec.given('customer-20', [priced(20, 'HAM', 900)], day(-30))
    // Before its first order of the product, a price move is nobody's change yet.
    await spec.given('customer-20', [priced(20, 'HAM', 910)], day(-25))
    await spec.given('order-30', [placed(30, 20, [['HAM', 'Ham', 'pack', 910]])], day(-20))
    await spec.given('customer-20', [priced(20, 'HAM', 950)], day(-6))
    const first = `20-${await lastEventId('customer-20')}`
    await spec.given('order-31', [placed(31, 20, [['HAM', 'Ham', 'pack', 950]])], day(-4))
    await spec.given('customer-20', [priced(20, 'HAM', 1000)], day(-2))
    const second = `20-${await lastEventId('customer-20')}`
    // A default price under the negotiated line moves nothing of this customer's.
    await spec.given('product-HAM', [updated('HAM', ham, { ...ham, priceCents: 850 })], day(-1))
    // The order reset the customer's own card; the staff's moves stay.
    expect((await changes()).find((r) => r.customer === 20)).toMatchObject({
      order: 31,
      paid: 950,
      now: 1000,
      change: second,
    })
    expect(await moves(20)).toEqual([
      { product: 'HAM', unit: 'pack', old: 910, new: 950, change: first, at: day(-6), dismissed: false },
      { product: 'HAM', unit: 'pack', old: 950, new: 1000, change: second, at: day(-2), dismissed: false },
    ])
  })

  it('marks the move the customer dismissed; a removed line falls back to the default, a move too', async () => {
    const [, second] = (await moves(20)).map((m) => m.change as string)
    await spec.given('price-changes-20', [
      { type: 'PriceChangeDismissed', data: { customerId: 20, productId: 'HAM', changeId: second! } },
    ])
    await spec.given('customer-20', [removed(20, 'HAM')], day(0))
    const fallback = `20-${await lastEventId('customer-20')}`
    expect((await moves(20)).map((m) => [m.old, m.new, m.change, m.dismissed])).toEqual([
      [910, 950, expect.any(String), false],
      [950, 1000, second, true],
      [1000, 850, fallback, false],
    ])
  })

  it("a deleted customer's and a deleted product's moves go with them", async () => {
    await spec.given('product-HAM', [{ type: 'ProductDeleted', data: { productId: 'HAM', name: 'Ham' } }])
    expect(await moves(20)).toEqual([])
    expect((await spec.rows('rm_price_moves', 'change_id')).map((r) => r.customer_id)).not.toContain(5)
  })
})

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

  /** The whole history appended first, then projected by one run of a runner with `options`. */
  async function oneRunRows(options: RunnerOptions = {}) {
    const together = await startProjectionSpec(priceChangesProjection, options)
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
    ['written once, at the end', { batchSize: 4, replayWriteEvery: 1_000 }],
    ['written every few events', { batchSize: 2, replayWriteEvery: 3 }],
    ['written after every event', { batchSize: 1, replayWriteEvery: 1 }],
    ['outgrowing memory halfway, then batch by batch', { batchSize: 3, replayMaxRows: 12 }],
  ])('gives the same rows replayed in memory from the start, %s', async (_, options) => {
    expect(await oneRunRows({ concurrent: true, ...options })).toEqual(await stepByStepRows())
  })
})
