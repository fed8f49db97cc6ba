import type { DomainEvent } from '@provender/events'
import { describe, expect, it } from 'vitest'
import { planForEvent } from './index.ts'
import { contact, ctx, customer, expectMail, factsOf, order, recorded, type World } from './testing.ts'

const everything: World = { customers: [customer], orders: [order] }
const [ribeye] = order.lines
const changed = (
  over: Partial<Extract<DomainEvent, { type: 'OrderChanged' }>['data']> = {},
): DomainEvent => ({
  type: 'OrderChanged',
  data: {
    orderId: 1042,
    customerId: 7,
    lines: [ribeye!],
    totalCents: ribeye!.lineTotalCents,
    changedBy: { userId: 3, name: 'Sam Reyes', role: 'sales' },
    afterCutoff: true,
    ...over,
  },
})
const cancelled: DomainEvent = {
  type: 'OrderCancelled',
  data: {
    orderId: 1042,
    customerId: 7,
    cancelledBy: { userId: 21, name: 'Ana Chef', role: 'customer' },
    reason: 'Closed for a burst pipe',
    afterCutoff: false,
  },
}
const plan = (event: DomainEvent, world: World = everything) =>
  planForEvent(recorded(event), factsOf(world), ctx)

// Issue 36: the mail follows every change, so the customer knows what will be picked.
describe('OrderChanged and OrderCancelled', () => {
  it('tell the customer the order as it now stands, and who changed it', async () => {
    const [mail, ...more] = await plan(changed({ poNumber: 'PO-4410' }))
    expect(more).toEqual([])
    expect(mail?.recipient).toEqual(contact)
    expectMail(mail, {
      kind: 'order-changed',
      subject: 'Order #1042 changed: Bistro Nord',
      text: [
        'Order #1042 for Bistro Nord (account 10042) was changed on Nov 26, 2026, 11:02 PM CST.',
        'Sam Reyes changed it for you.',
        'The change was made after the cut-off by your distributor.',
        'PO number: PO-4410.',
        '* Ribeye: 35.75 lb, $464.39',
        'Estimated total: $464.39',
      ],
    })
    expect(mail?.text).not.toContain('Olive oil')
  })

  it('say what a merged placement added', async () => {
    const merged = { deliveryDate: '2026-12-04', idempotencyKey: null, added: [ribeye!] }
    const customerActor = { userId: 21, name: 'Ana Chef', role: 'customer' } as const
    const [mail] = await plan(changed({ merged, changedBy: customerActor, afterCutoff: false }))
    expect(mail?.text).toContain('A line was added to order #1042 for Bistro Nord (account 10042)')
    expect(mail?.text).toContain('It was placed from your account.')
  })

  it('tell the customer of a cancellation, with the reason and what will not ship', async () => {
    const [mail] = await plan(cancelled)
    expectMail(mail, {
      kind: 'order-changed',
      subject: 'Order #1042 cancelled: Bistro Nord',
      text: [
        'was cancelled on Nov 26, 2026, 11:02 PM CST; nothing of it will ship.',
        'It was cancelled from your account.',
        'Reason: Closed for a burst pipe.',
        '* Olive oil: 2 cases, $108.00',
      ],
    })
  })

  it('follow the customer’s order-confirmation preference', async () => {
    expect(await plan(cancelled, { ...everything, preferences: { 21: { orders: false } } })).toEqual([])
  })
})
