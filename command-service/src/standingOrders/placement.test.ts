import type { DeliveryDay, DomainEvent, RecordedEvent } from '@provender/events'
import { describe, expect, it } from 'vitest'
import { productAggregate } from '../catalogue/product.ts'
import { customerAggregate } from '../customers/customer.ts'
import { orderAggregate } from '../orders/order.ts'
import { given } from '../shared/givenWhenThen.ts'
import { given as events } from '../shared/sliceSpec.ts'
import {
  dueDates,
  fittingOrder,
  type PlacementFacts,
  placementFor,
  standingOrderPlaced,
} from './placement.ts'
import { foldStanding } from './standingOrder.ts'

const TZ = 'America/Chicago'
const ID = '4b1d7a58-0c1e-4d59-9f3a-1a2b3c4d5e6f'
const ids = { standingOrderId: ID, customerId: 12 }
// Tuesdays, closing Monday 22:00 in Chicago.
const tuesdays: DeliveryDay[] = [{ weekday: 2, cutoffDaysBefore: 1, cutoffTime: '22:00' }]

let revision = 0
const recorded = (event: DomainEvent, at: string): RecordedEvent =>
  ({ event, type: event.type, revision: revision++, metadata: { occurredAt: at } }) as RecordedEvent

const created = recorded(
  {
    type: 'StandingOrderCreated',
    data: {
      ...ids,
      lines: [
        { productId: 'OIL', quantity: 2, quantityType: 'case' },
        { productId: 'GONE', quantity: 1, quantityType: 'pack' },
      ],
      everyWeeks: 1,
      startsOn: '2026-12-01',
      fromOrderId: null,
    },
  },
  '2026-11-20T12:00:00Z',
)

const product = (productId: string, name: string) =>
  given(productAggregate, events.product(productId, 900, name))
const gone = given(
  productAggregate,
  ...([
    {
      type: 'ProductCreated',
      data: {
        productId: 'GONE',
        name: 'Saffron',
        description: '',
        categoryId: null,
        unitType: 'quantity',
        packsPerCase: null,
        priceCents: 100,
      },
    },
    { type: 'ProductDeleted', data: { productId: 'GONE', name: 'Saffron' } },
  ] as DomainEvent[]),
)
const customer = given(
  customerAggregate,
  {
    type: 'CustomerRegistered',
    data: { customerId: 12, businessName: 'Blue Door', accountNumber: 'BD-1', salesUserId: 4 },
  },
  {
    type: 'CustomerProductPriced',
    data: { customerId: 12, productId: 'OIL', oldPriceCents: null, newPriceCents: 750 },
  },
  {
    type: 'CustomerProductPriced',
    data: { customerId: 12, productId: 'GONE', oldPriceCents: null, newPriceCents: 90 },
  },
)
const facts = (now: string): PlacementFacts => ({
  customer,
  products: new Map([
    ['OIL', product('OIL', 'Olive oil')],
    ['GONE', gone],
  ]),
  now: new Date(now),
  timeZone: TZ,
})

describe('which dates are due, and what becomes of each', () => {
  it('is due once the cut-off passed and until it is handled; only its weeks', () => {
    const state = foldStanding([created])
    // Monday 2026-12-07 23:00 Chicago: the 8th's cut-off passed; the 1st's too.
    const now = new Date('2026-12-08T05:00:00Z')
    expect(dueDates(state, tuesdays, [], now, TZ).map((d) => d.date)).toEqual(['2026-12-01', '2026-12-08'])
    const placedFirst = foldStanding([
      created,
      recorded(
        { type: 'StandingOrderPlaced', data: { ...ids, deliveryDate: '2026-12-01', orderId: 5 } },
        '2026-12-01T04:00:00Z',
      ),
    ])
    expect(dueDates(placedFirst, tuesdays, [], now, TZ).map((d) => d.date)).toEqual(['2026-12-08'])
    expect(dueDates(state, null, [], now, TZ)).toEqual([])
    const closed = [{ from: '2026-12-08', to: '2026-12-08', reason: 'Stock-take' }]
    expect(dueDates(state, tuesdays, closed, now, TZ).map((d) => d.date)).toEqual(['2026-12-01'])
  })

  it('places what is orderable, leaving out a deleted product and saying so', () => {
    const date = { date: '2026-12-08', key: '2026-12-08', cutoff: new Date('2026-12-08T04:00:00Z') }
    const placement = placementFor(date, [created], facts('2026-12-08T05:00:00Z'))
    expect(placement).toEqual({
      kind: 'place',
      lines: [{ productId: 'OIL', quantity: 2, quantityType: 'case' }],
      leftOut: [{ productId: 'GONE', name: 'Saffron', reason: 'deleted' }],
    })
    if (placement.kind !== 'place') throw new Error('placed expected')
    const order = standingOrderPlaced(
      placement,
      { orderId: 9, deliveryDate: '2026-12-08', standingOrderId: ID },
      facts('2026-12-08T05:00:00Z'),
    )
    expect(order.data).toMatchObject({
      orderId: 9,
      customerId: 12,
      totalCents: 9000,
      deliveryDate: '2026-12-08',
      outsideSchedule: false,
      standing: { standingOrderId: ID, leftOut: [{ productId: 'GONE', reason: 'deleted' }] },
    })
  })

  it("adds its lines to the customer's open order for the date instead of a second order", () => {
    const date = { date: '2026-12-08', key: '2026-12-08', cutoff: new Date('2026-12-08T04:00:00Z') }
    const placement = placementFor(date, [created], facts('2026-12-08T05:00:00Z'))
    if (placement.kind !== 'place') throw new Error('placed expected')
    const manual = standingOrderPlaced(
      { kind: 'place', lines: [{ productId: 'OIL', quantity: 1, quantityType: 'case' }], leftOut: [] },
      { orderId: 21, deliveryDate: '2026-12-08', standingOrderId: ID },
      facts('2026-12-07T12:00:00Z'),
    )
    const sameDate = orderAggregate.evolve(orderAggregate.initial, manual)
    const merged = standingOrderPlaced(
      placement,
      { orderId: 22, deliveryDate: '2026-12-08', standingOrderId: ID, sameDate },
      facts('2026-12-08T05:00:00Z'),
    )
    expect(merged).toMatchObject({
      type: 'OrderChanged',
      data: {
        orderId: 21,
        lines: [{ productId: 'OIL', quantity: 3, quantityType: 'case' }],
        totalCents: 13500,
        afterCutoff: false,
        merged: {
          deliveryDate: '2026-12-08',
          added: [{ productId: 'OIL', quantity: 2 }],
          standing: { standingOrderId: ID, leftOut: [{ productId: 'GONE', reason: 'deleted' }] },
        },
      },
    })
  })

  it("places each line with the customer's substitute default, new and merged alike", () => {
    const date = { date: '2026-12-08', key: '2026-12-08', cutoff: new Date('2026-12-08T04:00:00Z') }
    const allowing = { ...facts('2026-12-08T05:00:00Z'), substitutesAllowed: true }
    const placement = placementFor(date, [created], allowing)
    if (placement.kind !== 'place') throw new Error('placed expected')
    const order = standingOrderPlaced(
      placement,
      { orderId: 9, deliveryDate: '2026-12-08', standingOrderId: ID },
      allowing,
    )
    if (order.type !== 'OrderPlaced') throw new Error('placed expected')
    expect(order.data.lines).toEqual([expect.objectContaining({ productId: 'OIL', substituteAllowed: true })])
    // Into the date's open order: the lines the standing order adds take the default too.
    const sameDate = orderAggregate.evolve(orderAggregate.initial, {
      ...order,
      data: {
        ...order.data,
        orderId: 21,
        lines: order.data.lines.map(({ substituteAllowed: _, ...l }) => l),
      },
    })
    const oil = { productId: 'OIL', quantity: 1, quantityType: 'case' as const }
    const merged = standingOrderPlaced(
      { kind: 'place', lines: [oil], leftOut: [] },
      { orderId: 22, deliveryDate: '2026-12-08', standingOrderId: ID, sameDate },
      allowing,
    )
    if (merged.type !== 'OrderChanged') throw new Error('merged expected')
    expect(merged.data.merged?.added).toEqual([expect.objectContaining({ substituteAllowed: true })])
    // Without the default, nothing is allowed and the event keeps its old shape.
    const plain = standingOrderPlaced(
      placement,
      { orderId: 9, deliveryDate: '2026-12-08', standingOrderId: ID },
      facts('2026-12-08T05:00:00Z'),
    )
    expect(plain.type === 'OrderPlaced' && plain.data.lines[0]).not.toHaveProperty('substituteAllowed')
  })

  it("leaves out a line the date's open order holds in another unit, and misses when none is left", () => {
    const placement = placementFor(
      { date: '2026-12-08', key: '2026-12-08', cutoff: new Date('2026-12-08T04:00:00Z') },
      [created],
      facts('2026-12-08T05:00:00Z'),
    )
    if (placement.kind !== 'place') throw new Error('placed expected')
    const byPack = { lines: [{ productId: 'OIL', quantity: 3, quantityType: 'pack' as const }] }
    expect(fittingOrder(placement, byPack, facts('2026-12-08T05:00:00Z'))).toEqual({
      kind: 'miss',
      reason: 'nothing-to-order',
    })
    const withRice = {
      kind: 'place' as const,
      lines: [...placement.lines, { productId: 'RICE', quantity: 1, quantityType: 'case' as const }],
      leftOut: placement.leftOut,
    }
    expect(fittingOrder(withRice, byPack, facts('2026-12-08T05:00:00Z'))).toEqual({
      kind: 'place',
      lines: [{ productId: 'RICE', quantity: 1, quantityType: 'case' }],
      leftOut: [
        { productId: 'GONE', name: 'Saffron', reason: 'deleted' },
        { productId: 'OIL', name: 'Olive oil', reason: 'ordered-in-another-unit' },
      ],
    })
    // The same unit, or a product not on the order, goes in as planned.
    const byCase = { lines: [{ productId: 'OIL', quantity: 1, quantityType: 'case' as const }] }
    expect(fittingOrder(placement, byCase, facts('2026-12-08T05:00:00Z'))).toEqual(placement)
  })

  it('misses a date whose delivery has passed, a deleted customer, and nothing left to order', () => {
    const date = { date: '2026-12-08', key: '2026-12-08', cutoff: new Date('2026-12-08T04:00:00Z') }
    expect(placementFor(date, [created], facts('2026-12-09T18:00:00Z'))).toEqual({
      kind: 'miss',
      reason: 'too-late',
    })
    const deleted = {
      ...facts('2026-12-08T05:00:00Z'),
      customer: { ...customer, status: 'deleted' as const },
    }
    expect(placementFor(date, [created], deleted)).toEqual({ kind: 'miss', reason: 'customer-deleted' })
    const onlyGone = recorded(
      {
        type: 'StandingOrderDateEdited',
        data: {
          ...ids,
          deliveryDate: '2026-12-08',
          lines: [{ productId: 'GONE', quantity: 1, quantityType: 'pack' }],
        },
      },
      '2026-12-02T12:00:00Z',
    )
    expect(placementFor(date, [created, onlyGone], facts('2026-12-08T05:00:00Z'))).toEqual({
      kind: 'miss',
      reason: 'nothing-to-order',
    })
  })

  it('takes the standing order as it stood at the cut-off: paused or skipped then, nothing', () => {
    const date = { date: '2026-12-08', key: '2026-12-08', cutoff: new Date('2026-12-08T04:00:00Z') }
    const paused = recorded({ type: 'StandingOrderPaused', data: ids }, '2026-12-05T12:00:00Z')
    const resumedLate = recorded({ type: 'StandingOrderResumed', data: ids }, '2026-12-08T06:00:00Z')
    expect(placementFor(date, [created, paused, resumedLate], facts('2026-12-08T07:00:00Z'))).toEqual({
      kind: 'none',
    })
    const pausedLate = recorded({ type: 'StandingOrderPaused', data: ids }, '2026-12-08T04:30:00Z')
    expect(placementFor(date, [created, pausedLate], facts('2026-12-08T05:00:00Z'))).toMatchObject({
      kind: 'place',
    })
    const skipped = recorded(
      { type: 'StandingOrderSkipped', data: { ...ids, deliveryDate: '2026-12-08' } },
      '2026-12-06T12:00:00Z',
    )
    expect(placementFor(date, [created, skipped], facts('2026-12-08T05:00:00Z'))).toEqual({ kind: 'none' })
  })
})
