import type { DomainEvent } from '@provender/events'
import { describe, expect, it } from 'vitest'
import type { OrderRequirementsState } from '../orderRequirements/orderRequirements.ts'
import { given, refusal } from '../shared/givenWhenThen.ts'
import { decideOrder, type OrderItemRequest, type PlaceOrder } from './decide.ts'
import { orderAggregate } from './order.ts'
import type { OrderNotesRequest } from './orderNotes.ts'
import {
  beforeCutoff,
  customer,
  fridaySaltOrder,
  placeForFriday,
  products,
  rep,
  theCustomer,
} from './orderScene.testing.ts'

/** Blue Heron asks for a PO number on every order, and at least $20.00 an order. */
const strict: OrderRequirementsState = { poNumberRequired: true, minimumOrderCents: 2000 }
const eggs = (quantity: number): OrderItemRequest => ({
  productId: 'EGGS-30',
  quantity,
  quantityType: 'pack',
})
const notes = (poNumber: string, extra: Partial<OrderNotesRequest> = {}): OrderNotesRequest => ({
  poNumber,
  note: '',
  belowMinimumConfirmed: false,
  ...extra,
})

/** When: Blue Heron places a new order for Friday (no order holds the date). */
const place = (items: OrderItemRequest[], overrides: Partial<PlaceOrder> = {}) =>
  placeForFriday(30, items, { requirements: strict, ...overrides })

describe('placing with a PO number, a note and a minimum order (issue 36)', () => {
  it('records the PO number and the note with the order', () => {
    const [event] = place([eggs(5)], { notes: notes('PO-7781', { note: 'Back door after 6 am' }) })
    expect(event).toMatchObject({
      type: 'OrderPlaced',
      data: { orderId: 30, totalCents: 2250, poNumber: 'PO-7781', note: 'Back door after 6 am' },
    })
    expect(event?.data).not.toHaveProperty('belowMinimumCents')
  })

  it('refuses an order without the PO number the customer requires, for staff too', () => {
    expect(refusal(() => place([eggs(5)], { notes: notes('') }))).toMatchObject({
      kind: 'invalid',
      code: 'PO_NUMBER_REQUIRED',
      message: 'Enter your PO number: every order of this account needs one.',
    })
    const byPhone = { notes: notes(''), placedBy: { userId: 4, name: 'Sam Reyes' } }
    expect(refusal(() => place([eggs(5)], byPhone))).toMatchObject({ code: 'PO_NUMBER_REQUIRED' })
  })

  it('refuses an order below the minimum, naming the amount missing', () => {
    expect(refusal(() => place([eggs(3)], { notes: notes('PO-1') }))).toMatchObject({
      kind: 'conflict',
      code: 'BELOW_MINIMUM',
      message: 'This order is $6.50 short of the $20.00 minimum order.',
    })
  })

  it('a customer cannot confirm its way below the minimum; staff can, and it is recorded', () => {
    const confirmed = notes('PO-1', { belowMinimumConfirmed: true })
    expect(refusal(() => place([eggs(3)], { notes: confirmed }))).toMatchObject({ code: 'BELOW_MINIMUM' })
    const placedBy = { userId: 4, name: 'Sam Reyes' }
    expect(refusal(() => place([eggs(3)], { notes: notes('PO-1'), placedBy }))).toMatchObject({
      code: 'BELOW_MINIMUM',
      message:
        'This order is $6.50 short of the $20.00 minimum order. Confirm to accept it below the minimum.',
    })
    const [event] = place([eggs(3)], { notes: confirmed, placedBy })
    expect(event).toMatchObject({ type: 'OrderPlaced', data: { totalCents: 1350, belowMinimumCents: 2000 } })
  })

  it('asks nothing of a customer without requirements, and records no empty fields', () => {
    const [event] = place([eggs(1)], { requirements: { poNumberRequired: false, minimumOrderCents: null } })
    expect(event?.data).not.toHaveProperty('poNumber')
    expect(event?.data).not.toHaveProperty('note')
  })
})

describe('changing an order with requirements', () => {
  const placed = (extra: Partial<{ poNumber: string; note: string }> = {}): DomainEvent => {
    const base = fridaySaltOrder(21)
    if (base.type !== 'OrderPlaced') throw new Error('scene')
    return { type: 'OrderPlaced', data: { ...base.data, ...extra } }
  }
  /** Friday's order #21: 2 salt at 2.75 plus 5 eggs at 4.50 = $28.00, PO-1. */
  const order = given(orderAggregate, placed({ poNumber: 'PO-1' }), {
    type: 'OrderChanged',
    data: {
      orderId: 21,
      customerId: 12,
      lines: [
        { ...fridaySaltOrderLine(), quantity: 2 },
        {
          productId: 'EGGS-30',
          name: 'Eggs, tray of 30',
          unitType: 'quantity',
          packsPerCase: 12,
          quantityType: 'pack',
          quantity: 5,
          unitPriceCents: 450,
          lineTotalCents: 2250,
        },
      ],
      totalCents: 2800,
      changedBy: theCustomer,
      afterCutoff: false,
    },
  })
  const change = (items: OrderItemRequest[], extra: Partial<OrderNotesRequest> = {}, by = theCustomer) =>
    decideOrder(
      {
        type: 'ChangeOrder',
        items,
        by,
        afterCutoffConfirmed: false,
        window: beforeCutoff,
        customer,
        products,
        requirements: strict,
        notes: extra,
      },
      order,
    )
  const salt = { productId: 'SALT-01', quantity: 2, quantityType: 'pack' } as const

  it('a new PO number or note alone is a change; absent ones are kept', () => {
    const [event] = change([salt, eggs(5)], { poNumber: 'PO-2', note: 'Ring twice' })
    expect(event).toMatchObject({ type: 'OrderChanged', data: { poNumber: 'PO-2', note: 'Ring twice' } })
    const [moreEggs] = change([salt, eggs(6)])
    expect(moreEggs?.data).not.toHaveProperty('poNumber')
    expect(change([salt, eggs(5)], { poNumber: 'PO-1' })).toEqual([])
  })

  it('refuses removing the PO number the customer requires', () => {
    expect(refusal(() => change([salt, eggs(5)], { poNumber: '' }))).toMatchObject({
      code: 'PO_NUMBER_REQUIRED',
    })
  })

  it('refuses a change that takes the total below the minimum, unless staff confirm', () => {
    expect(refusal(() => change([salt, eggs(2)]))).toMatchObject({
      code: 'BELOW_MINIMUM',
      message: 'This order is $5.50 short of the $20.00 minimum order.',
    })
    const [event] = change([salt, eggs(2)], { belowMinimumConfirmed: true }, rep)
    expect(event).toMatchObject({ data: { totalCents: 1450, belowMinimumCents: 2000 } })
  })

  it('a change that does not lower the total never trips a minimum raised since', () => {
    const raised = { ...strict, minimumOrderCents: 5000 }
    const [event] = decideOrder(
      {
        type: 'ChangeOrder',
        items: [salt, eggs(6)],
        by: theCustomer,
        afterCutoffConfirmed: false,
        window: beforeCutoff,
        customer,
        products,
        requirements: raised,
      },
      order,
    )
    expect(event).toMatchObject({ type: 'OrderChanged', data: { totalCents: 3250 } })
  })
})

function fridaySaltOrderLine() {
  const event = fridaySaltOrder(21)
  if (event.type !== 'OrderPlaced') throw new Error('scene')
  return event.data.lines[0]!
}

describe('a placement merged into the order holding its date', () => {
  const withPo: DomainEvent = (() => {
    const base = fridaySaltOrder(21)
    if (base.type !== 'OrderPlaced') throw new Error('scene')
    return { type: 'OrderPlaced', data: { ...base.data, poNumber: 'PO-1', note: 'Back door' } }
  })()
  const merge = (request: OrderNotesRequest) =>
    place([eggs(5)], {
      notes: request,
      sameDate: {
        order: given(orderAggregate, withPo),
        window: beforeCutoff,
        by: theCustomer,
        afterCutoffConfirmed: false,
      },
    })

  it('adds its note on a line of its own and keeps the order’s PO number', () => {
    const [event] = merge(notes('', { note: 'Extra eggs for Saturday' }))
    expect(event).toMatchObject({
      type: 'OrderChanged',
      data: { note: 'Back door\nExtra eggs for Saturday' },
    })
    expect(event?.data).not.toHaveProperty('poNumber')
  })

  it('refuses another PO number: one order carries one PO', () => {
    expect(refusal(() => merge(notes('PO-2')))).toMatchObject({
      code: 'PO_NUMBER_MISMATCH',
      message:
        "Order #21 for that date already carries PO PO-1; change that order's PO number, or place this one as its own order.",
    })
  })
})
