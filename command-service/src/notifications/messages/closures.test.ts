import type { DomainEvent } from '@provender/events'
import { describe, expect, it } from 'vitest'
import { planForEvent } from './index.ts'
import { contact, ctx, customer, expectMail, factsOf, order, recorded, type World } from './testing.ts'

// Issue 36: the customer is told when a closure moves its standing-order dates, and when staff
// move its order.

const THANKSGIVING = '3f0c1d2e-0000-4000-8000-000000000026'
const closureAdded: DomainEvent = {
  type: 'ClosureAdded',
  data: {
    closureId: THANKSGIVING,
    from: '2026-11-26',
    to: '2026-11-26',
    reason: 'Thanksgiving',
    standingMove: 'previous',
    addedAt: '2026-11-20T15:00:00.000Z',
  },
}
const otherCustomer = {
  ...customer,
  customerId: 8,
  businessName: 'Harbor Fish',
  contact: { userId: 22, email: 'chef@harbor.test', name: 'Chef Lee' },
}
const movedDate = (from: string, to: string, skipped = false) => ({
  from,
  to,
  cutoff: new Date(`${to}T04:00:00Z`),
  skipped,
})
const world: World = {
  customers: [customer, otherCustomer],
  orders: [order],
  standingMoves: {
    [THANKSGIVING]: [
      { standingOrderId: 'a', customerId: 7, dates: [movedDate('2026-11-26', '2026-11-24')] },
      { standingOrderId: 'b', customerId: 7, dates: [movedDate('2026-11-26', '2026-11-24', true)] },
      { standingOrderId: 'c', customerId: 8, dates: [movedDate('2026-11-26', '2026-11-24')] },
    ],
  },
}
const plan = (event: DomainEvent, w: World = world) => planForEvent(recorded(event), factsOf(w), ctx)

describe('a closure added', () => {
  it('mails each customer whose standing-order dates it moved, once, with every date', async () => {
    const mails = await plan(closureAdded)
    expect(mails.map((m) => m.recipient.userId)).toEqual([contact.userId, 22])
    expectMail(mails[0], {
      kind: 'standing-moved',
      subject: 'Closed Thursday, Nov 26, 2026: your standing order moves (Bistro Nord)',
      text: [
        'Provender Foods makes no deliveries on Thursday, Nov 26, 2026: Thanksgiving.',
        "Your standing orders' deliveries for Bistro Nord (account 10042) move:",
        '* Thursday, Nov 26, 2026 moves to Tuesday, Nov 24, 2026 (order by Nov 23, 2026, 10:00 PM CST).',
        ', still skipped as you asked.',
        'You can still skip or change each of these dates in the app before its cut-off.',
        'https://order.example.com/customer/standing-orders',
      ],
    })
  })

  it('is named by the closure and the customer: planned again (a replay), it is the same message', async () => {
    const event = recorded(closureAdded)
    const [first] = await planForEvent(event, factsOf(world), ctx)
    const [again] = await planForEvent(event, factsOf(world), ctx)
    expect(again).toEqual(first)
    expect(first?.source).toBe(event.id)
  })

  it('mails no one when it moved nothing, and follows the order-confirmation preference', async () => {
    expect(await plan(closureAdded, { ...world, standingMoves: {} })).toEqual([])
    const mails = await plan(closureAdded, { ...world, preferences: { [contact.userId]: { orders: false } } })
    expect(mails.map((m) => m.recipient.userId)).toEqual([22])
  })

  it('waits for the read model: planned again later when it has not caught up', async () => {
    await expect(plan(closureAdded, { ...world, standingMoves: { [THANKSGIVING]: null } })).rejects.toThrow(
      'not caught up',
    )
  })
})

describe('an order moved by staff', () => {
  const moved: DomainEvent = {
    type: 'OrderMoved',
    data: {
      orderId: 1042,
      customerId: 7,
      fromDate: '2026-11-26',
      toDate: '2026-11-25',
      reason: 'Thanksgiving',
      outsideSchedule: false,
    },
  }
  it('tells the customer the old and the new date, and why', async () => {
    const [mail, ...more] = await plan(moved)
    expect(more).toEqual([])
    expect(mail?.recipient).toEqual(contact)
    expectMail(mail, {
      kind: 'order-changed',
      subject: 'Order #1042 moved to Wednesday, Nov 25, 2026: Bistro Nord',
      text: [
        'Order #1042 for Bistro Nord (account 10042) was moved from Thursday, Nov 26, 2026 to Wednesday, Nov 25, 2026 on Nov 26, 2026, 11:02 PM CST.',
        'Reason: Thanksgiving.',
      ],
    })
  })

  it('follows the order-confirmation preference', async () => {
    expect(await plan(moved, { ...world, preferences: { [contact.userId]: { orders: false } } })).toEqual([])
  })
})
