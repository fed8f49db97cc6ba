import type { DomainEvent, StandingLine } from '@provender/events'
import { describe, expect, it } from 'vitest'
import { type ProductState, productAggregate } from '../catalogue/product.ts'
import { customerAggregate } from '../customers/customer.ts'
import { given, refusal } from '../shared/givenWhenThen.ts'
import {
  type CreateStandingOrder,
  decideStandingOrder,
  NO_SCHEDULE,
  type StandingOrderCommand,
} from './decide.ts'
import { standingOrderAggregate } from './standingOrder.ts'

const ID = '4b1d7a58-0c1e-4d59-9f3a-1a2b3c4d5e6f'
const ids = { standingOrderId: ID, customerId: 12 }

const oil: ProductState = given(productAggregate, {
  type: 'ProductCreated',
  data: {
    productId: 'OIL',
    name: 'Olive oil',
    description: '',
    categoryId: null,
    unitType: 'quantity',
    packsPerCase: 6,
    priceCents: 900,
  },
})
const products = new Map([['OIL', oil]])
const registered: DomainEvent = {
  type: 'CustomerRegistered',
  data: { customerId: 12, businessName: 'Blue Door', accountNumber: 'BD-1', salesUserId: 4 },
}
const priced: DomainEvent = {
  type: 'CustomerProductPriced',
  data: { customerId: 12, productId: 'OIL', oldPriceCents: null, newPriceCents: 750 },
}
const customer = given(customerAggregate, registered, priced)
const lineFacts = { customer, products, byStaff: false }

const twoCases: StandingLine[] = [{ productId: 'OIL', quantity: 2, quantityType: 'case' }]
const threePacks: StandingLine[] = [{ productId: 'OIL', quantity: 3, quantityType: 'pack' }]

const created: DomainEvent = {
  type: 'StandingOrderCreated',
  data: { ...ids, lines: twoCases, everyWeeks: 1, startsOn: '2026-12-01', fromOrderId: null },
}
const active = given(standingOrderAggregate, created)

const create = (overrides: Partial<CreateStandingOrder> = {}): CreateStandingOrder => ({
  type: 'CreateStandingOrder',
  standingOrderId: ID,
  ...lineFacts,
  lines: twoCases,
  everyWeeks: 1,
  startsOn: null,
  fromOrderId: null,
  scheduled: true,
  nextOpenDate: '2026-12-01',
  today: '2026-11-24',
  ...overrides,
})

// Tuesday 2026-12-08 closes Monday 2026-12-07 at 22:00 in Chicago (04:00Z on the 8th).
const cutoff = new Date('2026-12-08T04:00:00Z')
const before = new Date('2026-12-07T20:00:00Z')
const after = new Date('2026-12-08T05:00:00Z')
const onDate = <T extends 'SkipDate' | 'UnskipDate'>(type: T, now = before): StandingOrderCommand => ({
  type,
  deliveryDate: '2026-12-08',
  cutoff,
  now,
})
const placed: DomainEvent = {
  type: 'StandingOrderPlaced',
  data: { ...ids, deliveryDate: '2026-12-08', orderId: 77 },
}

describe('standing orders: given events, a command, the new events', () => {
  it('creates one from the next open delivery date, or the date asked for', () => {
    expect(decideStandingOrder(create(), standingOrderAggregate.initial)).toEqual([created])
    const [later] = decideStandingOrder(
      create({ startsOn: '2026-12-15', everyWeeks: 2 }),
      standingOrderAggregate.initial,
    )
    expect(later).toMatchObject({ data: { startsOn: '2026-12-15', everyWeeks: 2 } })
  })

  it('refuses no lines, a deleted customer, no delivery days, a past start, writing nothing', () => {
    const initial = standingOrderAggregate.initial
    expect(refusal(() => decideStandingOrder(create({ lines: [] }), initial))).toMatchObject({
      kind: 'invalid',
      message: 'Add at least one item to the standing order.',
    })
    const deleted = given(customerAggregate, registered, {
      type: 'CustomerDeleted',
      data: { customerId: 12 },
    })
    expect(refusal(() => decideStandingOrder(create({ customer: deleted }), initial))).toMatchObject({
      kind: 'not-found',
      message: 'Customer not found.',
    })
    expect(refusal(() => decideStandingOrder(create({ scheduled: false }), initial))).toMatchObject({
      kind: 'conflict',
      code: 'NO_DELIVERY_SCHEDULE',
      message: NO_SCHEDULE,
    })
    expect(refusal(() => decideStandingOrder(create({ startsOn: '2026-11-23' }), initial))).toMatchObject({
      kind: 'invalid',
      message: 'Choose a first delivery date that has not passed.',
    })
    expect(refusal(() => decideStandingOrder(create({ nextOpenDate: null }), initial))).toMatchObject({
      code: 'DELIVERY_DATE_UNAVAILABLE',
    })
  })

  it('refuses lines the customer cannot order, as an order would', () => {
    const refused = refusal(() =>
      decideStandingOrder(
        create({ lines: [{ productId: 'SALT', quantity: 1, quantityType: 'pack' }] }),
        standingOrderAggregate.initial,
      ),
    )
    expect(refused).toMatchObject({ kind: 'invalid', message: 'Product SALT is not on your price list.' })
  })

  it('changes lines and how often; the same again appends nothing', () => {
    const change = { type: 'ChangeStandingOrder', ...lineFacts, lines: threePacks, everyWeeks: 2 } as const
    expect(decideStandingOrder(change, active)).toEqual([
      { type: 'StandingOrderChanged', data: { ...ids, lines: threePacks, everyWeeks: 2 } },
    ])
    expect(decideStandingOrder({ ...change, lines: twoCases, everyWeeks: 1 }, active)).toEqual([])
  })

  it('pauses, resumes and cancels, each once', () => {
    const paused = given(standingOrderAggregate, created, { type: 'StandingOrderPaused', data: ids })
    expect(decideStandingOrder({ type: 'PauseStandingOrder' }, active)).toEqual([
      { type: 'StandingOrderPaused', data: ids },
    ])
    expect(decideStandingOrder({ type: 'PauseStandingOrder' }, paused)).toEqual([])
    expect(decideStandingOrder({ type: 'ResumeStandingOrder' }, paused)).toEqual([
      { type: 'StandingOrderResumed', data: ids },
    ])
    expect(decideStandingOrder({ type: 'ResumeStandingOrder' }, active)).toEqual([])
    expect(decideStandingOrder({ type: 'CancelStandingOrder' }, paused)).toEqual([
      { type: 'StandingOrderCancelled', data: ids },
    ])
  })

  it('refuses every change to a cancelled standing order but a second cancel', () => {
    const cancelled = given(standingOrderAggregate, created, { type: 'StandingOrderCancelled', data: ids })
    expect(decideStandingOrder({ type: 'CancelStandingOrder' }, cancelled)).toEqual([])
    for (const command of [{ type: 'ResumeStandingOrder' } as const, onDate('SkipDate')]) {
      expect(refusal(() => decideStandingOrder(command, cancelled))).toMatchObject({
        kind: 'conflict',
        code: 'STANDING_ORDER_CANCELLED',
        message: 'This standing order was cancelled.',
      })
    }
  })

  it('skips and unskips a date before its cut-off', () => {
    const skippedEvent = { type: 'StandingOrderSkipped', data: { ...ids, deliveryDate: '2026-12-08' } }
    expect(decideStandingOrder(onDate('SkipDate'), active)).toEqual([skippedEvent])
    const skipped = given(standingOrderAggregate, created, skippedEvent as DomainEvent)
    expect(decideStandingOrder(onDate('SkipDate'), skipped)).toEqual([])
    expect(decideStandingOrder(onDate('UnskipDate'), skipped)).toEqual([
      { type: 'StandingOrderUnskipped', data: { ...ids, deliveryDate: '2026-12-08' } },
    ])
    expect(decideStandingOrder(onDate('UnskipDate'), active)).toEqual([])
  })

  it('refuses to skip a date placed (409 STANDING_DATE_PLACED), past its cut-off, or not one of its dates', () => {
    const wasPlaced = given(standingOrderAggregate, created, placed)
    expect(refusal(() => decideStandingOrder(onDate('SkipDate'), wasPlaced))).toEqual({
      kind: 'conflict',
      code: 'STANDING_DATE_PLACED',
      message: 'The order for 2026-12-08 is already placed.',
      issues: [],
    })
    expect(refusal(() => decideStandingOrder(onDate('UnskipDate'), wasPlaced))).toMatchObject({
      code: 'STANDING_DATE_PLACED',
    })
    expect(refusal(() => decideStandingOrder(onDate('SkipDate', after), active))).toMatchObject({
      kind: 'conflict',
      code: 'CUTOFF_PASSED',
      message: 'Orders for 2026-12-08 closed at the cut-off.',
    })
    const notADate = { type: 'SkipDate', deliveryDate: '2026-12-09', cutoff: null, now: before } as const
    expect(refusal(() => decideStandingOrder(notADate, active))).toMatchObject({
      kind: 'invalid',
      message: '2026-12-09 is not a delivery date of this standing order.',
    })
  })

  it('edits one date, checked like the standing lines; the same lines again append nothing', () => {
    const edit = {
      type: 'EditDate',
      deliveryDate: '2026-12-08',
      cutoff,
      now: before,
      ...lineFacts,
      lines: threePacks,
    } as const
    const editedEvent = {
      type: 'StandingOrderDateEdited',
      data: { ...ids, deliveryDate: '2026-12-08', lines: threePacks },
    }
    expect(decideStandingOrder(edit, active)).toEqual([editedEvent])
    expect(
      decideStandingOrder(edit, given(standingOrderAggregate, created, editedEvent as DomainEvent)),
    ).toEqual([])
    expect(refusal(() => decideStandingOrder({ ...edit, lines: [] }, active))).toMatchObject({
      kind: 'invalid',
    })
    expect(refusal(() => decideStandingOrder({ ...edit, now: after }, active))).toMatchObject({
      code: 'CUTOFF_PASSED',
    })
  })

  it('records a date placed or missed once: a second placer appends nothing', () => {
    const place = { type: 'PlaceDate', deliveryDate: '2026-12-08', orderId: 77 } as const
    expect(decideStandingOrder(place, active)).toEqual([placed])
    expect(decideStandingOrder(place, given(standingOrderAggregate, created, placed))).toEqual([])
    const miss = { type: 'MissDate', deliveryDate: '2026-12-08', reason: 'too-late' } as const
    expect(decideStandingOrder(miss, active)).toEqual([
      { type: 'StandingOrderMissed', data: { ...ids, deliveryDate: '2026-12-08', reason: 'too-late' } },
    ])
    expect(decideStandingOrder(miss, given(standingOrderAggregate, created, placed))).toEqual([])
  })

  it('knows no standing order that was never created', () => {
    expect(
      refusal(() => decideStandingOrder({ type: 'PauseStandingOrder' }, standingOrderAggregate.initial)),
    ).toMatchObject({
      kind: 'not-found',
      message: 'Standing order not found.',
    })
  })
})
