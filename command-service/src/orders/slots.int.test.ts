import { randomUUID } from 'node:crypto'
import { streams } from '@provender/events'
import { describe, expect, it } from 'vitest'
import { load } from '../shared/commandHandler.ts'
import { given, givenBlueDoor, people, tuesdaysAndFridays, useSliceSpec } from '../shared/sliceSpec.ts'
import { placeDue } from '../standingOrders/placeDue.ts'
import { orderAggregate } from './order.ts'
import { placeOrder } from './placeOrder.ts'

// Issue 36, item 2: one order per customer per delivery date, through the HTTP path on a real
// database. Blue Door (950) delivers Tuesdays and Fridays, closing the evening before at 22:00.
const { customer, rep } = people

const spec = useSliceSpec(async () => {
  await givenBlueDoor(spec, { OIL: 750, SALT: 300 })
  await spec.given('product-SALT', given.product('SALT', 350, 'Sea salt'))
  await spec.given('delivery-schedule-customer-950', given.deliverySchedule(950, tuesdaysAndFridays))
})

// Tuesday 24 November 2026, 09:00 in Chicago.
const tuesdayMorning = new Date('2026-11-24T15:00:00Z')
type Confirmation = { id: number; mergedInto?: number; items: { productId: string; quantity: number }[] }

const order = (productId: string, quantity: number, deliveryDate: string) => ({
  items: [{ productId, quantity, quantityType: 'case' }],
  deliveryDate,
})
/** The customer's own placement through the HTTP path. */
const placeAsCustomer = (body: ReturnType<typeof order>) =>
  spec.request<Confirmation>(customer, 'POST', '/api/orders', body)
const orderState = async (id: number) =>
  (await load(spec.deps.store, streams.order(id), orderAggregate)).state

describe('one order per customer per delivery date', () => {
  it('two placements racing for the same date end as one order holding every line', async () => {
    spec.clock.now = tuesdayMorning
    // A double tap on two devices: both read the date free; one claims it, the other is refused
    // at the slot, reads again and merges.
    const answers = await Promise.all([
      placeAsCustomer(order('OIL', 2, '2026-11-27')),
      placeAsCustomer(order('SALT', 1, '2026-11-27')),
    ])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201])
    const [placed, merged] = answers[0]!.status === 201 ? answers : [answers[1]!, answers[0]!]
    expect(merged!.body.mergedInto).toBe(placed!.body.id)
    const events = spec.newEvents()
    expect(events.filter((e) => e.type === 'OrderPlaced')).toHaveLength(1)
    expect(events.filter((e) => e.type === 'DeliverySlotClaimed')).toHaveLength(1)
    const held = await orderState(placed!.body.id)
    expect(held.lines.map((l) => [l.productId, l.quantity]).sort()).toEqual([
      ['OIL', 2],
      ['SALT', 1],
    ])
  })

  it('a replay of the same key answers the same merge, appending nothing', async () => {
    spec.clock.now = tuesdayMorning
    const first = await placeAsCustomer(order('OIL', 1, '2026-12-01'))
    expect(first.status).toBe(201)
    // The use case itself: the slice spec's requests send no Idempotency-Key.
    const context = { actor: customer, correlationId: randomUUID(), now: tuesdayMorning }
    const request = {
      customerId: 950,
      key: 'tap-on-tuesday',
      ...order('SALT', 2, '2026-12-01'),
      items: [{ productId: 'SALT', quantity: 2, quantityType: 'case' as const }],
    }
    const merged = await placeOrder(spec.deps, context, request)
    expect(merged).toMatchObject({ merged: { orderId: first.body.id } })
    // The slice spec counts appends from its last request: the placement's two, then the merge.
    expect(spec.newEvents().map((e) => e.type)).toEqual([
      'OrderPlaced',
      'DeliverySlotClaimed',
      'OrderChanged',
    ])
    expect(await placeOrder(spec.deps, context, request)).toEqual(merged)
    expect(spec.newEvents()).toHaveLength(3)
    expect((await orderState(first.body.id)).lines.map((l) => l.quantity)).toEqual([1, 2])
  })

  it('cancelling the order holding a date frees it for a new order', async () => {
    spec.clock.now = tuesdayMorning
    const first = await placeAsCustomer(order('OIL', 1, '2026-12-04'))
    expect(first.status).toBe(201)
    spec.newEvents()
    expect((await spec.request(customer, 'POST', `/api/orders/${first.body.id}/cancel`, {})).status).toBe(200)
    expect(spec.newEvents()).toMatchObject([
      { type: 'OrderCancelled', data: { orderId: first.body.id } },
      {
        stream: 'delivery-slot-950-2026-12-04',
        type: 'DeliverySlotReleased',
        data: { orderId: first.body.id, reason: 'cancelled' },
      },
    ])
    const second = await placeAsCustomer(order('SALT', 3, '2026-12-04'))
    expect(second.status).toBe(201)
    expect(second.body.id).not.toBe(first.body.id)
    expect(second.body.mergedInto).toBeUndefined()
  })

  it('moving the order away frees its date; staff may keep a second order on purpose', async () => {
    spec.clock.now = tuesdayMorning
    const first = await placeAsCustomer(order('OIL', 1, '2026-12-08'))
    const move = { deliveryDate: '2026-12-11' }
    expect((await spec.request(rep, 'POST', `/api/orders/${first.body.id}/move`, move)).status).toBe(200)
    spec.newEvents()
    const again = await placeAsCustomer(order('OIL', 2, '2026-12-08'))
    expect(again.status).toBe(201)
    // The moved order holds the 11th now: a placement there merges into it, unless staff keep it apart.
    const there = await placeAsCustomer(order('SALT', 1, '2026-12-11'))
    expect(there.body.mergedInto).toBe(first.body.id)
    const separate = { ...order('SALT', 1, '2026-12-11'), separateOrder: true }
    expect((await spec.request(customer, 'POST', '/api/orders', separate)).status).toBe(403)
    const kept = await spec.request<Confirmation>(rep, 'POST', '/api/customers/950/orders', separate)
    expect(kept.status).toBe(201)
    expect(kept.body.id).not.toBe(first.body.id)
  })

  it("a standing order's placement merges into the customer's manual order for the date", async () => {
    spec.clock.now = tuesdayMorning
    const manual = await placeAsCustomer(order('OIL', 1, '2026-12-15'))
    expect(manual.status).toBe(201)
    await givenStanding(standingOrderId, '2026-12-15', [
      { productId: 'SALT', quantity: 2, quantityType: 'case' },
    ])
    expect(await placeDue(placerDeps(), standingOrderId, afterCutoff15)).toEqual({ placed: 1, missed: 0 })
    // The slice spec counts from the last request: the manual order's placement and claim, the
    // standing order given, then the placer's append.
    const appended = spec.newEvents().filter((e) => e.type !== 'StandingOrderCreated')
    expect(appended.filter((e) => e.type === 'OrderPlaced')).toHaveLength(1)
    expect(appended.slice(2)).toMatchObject([
      {
        stream: `order-${manual.body.id}`,
        type: 'OrderChanged',
        data: { merged: { deliveryDate: '2026-12-15', standing: { standingOrderId } } },
      },
      { type: 'StandingOrderPlaced', data: { orderId: manual.body.id, merged: true } },
    ])
    const held = await orderState(manual.body.id)
    expect(held.lines.map((l) => [l.productId, l.quantity])).toEqual([
      ['OIL', 1],
      ['SALT', 2],
    ])
    // Placed once: a second pass finds the date handled.
    expect(await placeDue(placerDeps(), standingOrderId, afterCutoff15)).toEqual({ placed: 0, missed: 0 })
  })

  it('a standing line the manual order holds in another unit is left out, said so, never retried', async () => {
    spec.clock.now = tuesdayMorning
    // Tuesday the 22nd: a date no other test orders for.
    const bySalt = {
      items: [{ productId: 'SALT', quantity: 3, quantityType: 'pack' }],
      deliveryDate: '2026-12-22',
    }
    const manual = await spec.request<Confirmation>(customer, 'POST', '/api/orders', bySalt)
    expect(manual.status, JSON.stringify(manual.body)).toBe(201)
    const id = '6d3f9c7a-2e30-4f7b-9c5d-3c4d5e6f7081'
    await givenStanding(id, '2026-12-22', [
      { productId: 'SALT', quantity: 2, quantityType: 'case' },
      { productId: 'OIL', quantity: 1, quantityType: 'case' },
    ])
    // Monday the 21st, 22:30 in Chicago: Tuesday's cut-off has passed.
    const late = new Date('2026-12-22T04:30:00Z')
    expect(await placeDue(placerDeps(), id, late)).toEqual({ placed: 1, missed: 0 })
    const merged = spec.newEvents().find((e) => e.type === 'OrderChanged')
    expect(merged).toMatchObject({
      data: {
        merged: {
          added: [{ productId: 'OIL', quantity: 1 }],
          standing: { leftOut: [{ productId: 'SALT', reason: 'ordered-in-another-unit' }] },
        },
      },
    })
    const held = await orderState(manual.body.id)
    expect(held.lines.map((l) => [l.productId, l.quantity, l.quantityType])).toEqual([
      ['SALT', 3, 'pack'],
      ['OIL', 1, 'case'],
    ])
  })
})

const standingOrderId = '5c2e8b69-1d2f-4e6a-8b4c-2b3c4d5e6f70'
// Monday the 14th, 22:30 in Chicago: Tuesday the 15th's cut-off has passed.
const afterCutoff15 = new Date('2026-12-15T04:30:00Z')
const placerDeps = () => ({ store: spec.deps.store, ids: spec.deps.ids, timeZone: 'America/Chicago' })
const givenStanding = (
  id: string,
  startsOn: string,
  lines: { productId: string; quantity: number; quantityType: 'case' | 'pack' }[],
) =>
  spec.given(streams.standingOrder(id), {
    type: 'StandingOrderCreated',
    data: { standingOrderId: id, customerId: 950, lines, everyWeeks: 1, startsOn, fromOrderId: null },
  })
