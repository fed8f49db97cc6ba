import type { DomainEvent } from '@provender/events'
import { describe, expect, it } from 'vitest'
import { LINK_PLACEHOLDERS, type PlannedNotification, planForEvent } from './index.ts'
import {
  colleague,
  contact,
  ctx,
  customer,
  expectMail,
  factsOf,
  order,
  recorded,
  rep,
  type World,
} from './testing.ts'

const everything: World = { customers: [customer], orders: [order] }
const placed = (data: Partial<typeof order> = {}): DomainEvent => ({
  type: 'OrderPlaced',
  data: { ...order, ...data },
})
const plan = (event: DomainEvent, world: World = everything) =>
  planForEvent(recorded(event), factsOf(world), ctx)
const who = (planned: PlannedNotification[]) => planned.map((p) => `${p.kind} -> ${p.recipient.userId}`)

describe('OrderPlaced', () => {
  it('confirms to the customer and tells the owning rep, both by default', async () => {
    const event = recorded(placed())
    const planned = await planForEvent(event, factsOf(everything), ctx)
    expect(who(planned)).toEqual(['order-placed -> 21', 'new-order -> 3'])
    expect(planned.every((p) => p.source === event.id)).toBe(true)
    expect(planned[0]?.recipient).toEqual(contact)
    expect(planned[1]?.recipient).toEqual(rep)
  })

  it('writes the confirmation with the distributor, business, order number, lines, total and local time', async () => {
    const [mail] = await plan(placed())
    expectMail(mail, {
      subject: 'Order #1042 received: Bistro Nord',
      text: [
        // 05:02 UTC is 11:02 PM the evening before on the distributor's clock.
        'Provender Foods received order #1042 for Bistro Nord (account 10042) on Nov 26, 2026, 11:02 PM CST.',
        '* Ribeye: 35.75 lb, $464.39',
        '* Olive oil: 2 cases, $108.00',
        '* Eggs: 3 packs, $13.50',
        'Estimated total: $585.89',
        'Actual totals may vary depending on incoming product weight.',
        'Your orders: https://order.example.com/customer/order-history',
      ],
    })
    expect(mail?.text).toMatch(/^Hello Ana Chef,/)
    expect(mail?.html).toContain(
      '<td style="padding:4px 8px;border-bottom:1px solid #ddd;text-align:left">Ribeye</td>',
    )
    expect(mail?.html).toContain('$585.89')
    expect(mail?.text).not.toContain('Final total')
  })

  it('each optional mail carries the unsubscribe placeholder in text and HTML', async () => {
    for (const mail of await plan(placed())) {
      expect(mail.text).toContain(`Stop these mails: ${LINK_PLACEHOLDERS.unsubscribe}`)
      expect(mail.html).toContain(`<a href="${LINK_PLACEHOLDERS.unsubscribe}">Stop these mails</a>`)
    }
  })

  it('honours the preferences: no confirmation with orders off, no rep mail with newOrders off', async () => {
    const world = { ...everything, preferences: { 21: { orders: false }, 3: { newOrders: false } } }
    expect(await plan(placed(), world)).toEqual([])
  })

  it('a phone order by another staff member reaches the rep even with newOrders off', async () => {
    const world = { ...everything, preferences: { 3: { newOrders: false } } }
    const planned = await plan(placed({ placedBy: colleague, placedOutsideWindow: true }), world)
    expect(who(planned)).toEqual(['order-placed -> 21', 'new-order -> 3'])
    const repMail = planned[1]
    expect(repMail?.subject).toBe('New order #1042 from Bistro Nord (placed by Kim Office)')
    expect(repMail?.text).toContain('Kim Office placed order #1042 for Bistro Nord (account 10042)')
    expect(repMail?.text).toContain('It was placed while the ordering window was closed.')
    expect(repMail?.text).toContain('https://order.example.com/orders/1042')
    expect(repMail?.text).toContain('a colleague placed an order for your customer')
    expect(planned[0]?.text).toContain('Kim Office placed it for you.')
  })

  it('a phone order the rep placed itself follows its preference', async () => {
    const off = { ...everything, preferences: { 3: { newOrders: false } } }
    expect(who(await plan(placed({ placedBy: { userId: rep.userId, name: rep.name } }), off))).toEqual([
      'order-placed -> 21',
    ])
    const [, mail] = await plan(placed({ placedBy: { userId: rep.userId, name: rep.name } }))
    expect(mail?.text).toContain('new-order mails are on in your mail preferences')
  })

  it('a customer without a rep gets its confirmation only', async () => {
    const world = { ...everything, customers: [{ ...customer, rep: null }] }
    expect(who(await plan(placed({ placedBy: colleague }), world))).toEqual(['order-placed -> 21'])
  })

  it('a deleted or unknown customer gets nothing, nor does its rep', async () => {
    expect(await plan(placed(), { orders: [order] })).toEqual([])
  })
})

describe('OrderFulfilled', () => {
  const fulfilled = (data: Partial<Extract<DomainEvent, { type: 'OrderFulfilled' }>['data']> = {}) =>
    ({ type: 'OrderFulfilled', data: { orderId: 1042, fulfilledBy: 3, ...data } }) as DomainEvent
  const weighedAndShort = fulfilled({
    shipped: [
      { productId: 'BEEF-01', quantity: 34.1, lineTotalCents: 44296 },
      { productId: 'OIL-06', quantity: 1, lineTotalCents: 5400 },
      { productId: 'EGGS-30', quantity: 0, lineTotalCents: 0 },
    ],
    finalTotalCents: 49696,
  })

  it('tells the customer, writing every weighed or short line as the app does', async () => {
    const planned = await plan(weighedAndShort)
    expect(who(planned)).toEqual(['order-shipped -> 21'])
    const mail = planned[0]
    expectMail(mail, {
      subject: 'Order #1042 for Bistro Nord shipped: final total $496.96',
      text: [
        'Provender Foods shipped order #1042 for Bistro Nord (account 10042) on Nov 26, 2026',
        '* Ribeye: 35.75 lb, $442.96 (est. $464.39)\n  Shipped 34.10 lb of 35.75 lb',
        '* Olive oil: 2 cases, $54.00 (est. $108.00)\n  Short 1 case',
        '* Eggs: 3 packs, $0.00 (est. $13.50)\n  Out of stock',
        'Estimated total: $585.89\nFinal total: $496.96',
        'The final total is what shipped, at the prices of your order.',
        `Stop these mails: ${LINK_PLACEHOLDERS.unsubscribe}`,
      ],
    })
    for (const words of ['Shipped 34.10 lb of 35.75 lb', 'Short 1 case', 'Out of stock', 'Final total']) {
      expect(mail?.html).toContain(words)
    }
  })

  it('a fulfilment recorded before catch weights shipped as ordered: final total = the estimate', async () => {
    const [mail] = await plan(fulfilled())
    expect(mail?.subject).toBe('Order #1042 for Bistro Nord shipped: final total $585.89')
    expect(mail?.text).not.toMatch(/Shipped |Short |Out of stock|est\./)
    expect(mail?.text).toContain('Final total: $585.89')
  })

  it('honours the shipping preference', async () => {
    expect(await plan(weighedAndShort, { ...everything, preferences: { 21: { shipping: false } } })).toEqual(
      [],
    )
  })

  it('an unknown order or a customer deleted since gets nothing', async () => {
    expect(await plan(weighedAndShort, { customers: [customer] })).toEqual([])
    expect(await plan(weighedAndShort, { orders: [order] })).toEqual([])
  })
})

describe('PasswordResetRequested', () => {
  const requested: DomainEvent = {
    type: 'PasswordResetRequested',
    data: {
      userId: 21,
      requestId: '9f1b7c1e-5d2a-4c1b-9a55-0d3c1f2e7a10',
      expiresAt: '2026-11-27T05:32:00.000Z',
    },
  }
  const user = { ...contact, role: 'customer' as const }

  it('sends the link placeholder and its 30 minutes, whatever the preferences', async () => {
    const off = { orders: false, shipping: false, priceDigest: false, reminders: false, newOrders: false }
    const planned = await plan(requested, { users: [user], preferences: { 21: off } })
    expect(who(planned)).toEqual(['password-reset -> 21'])
    const mail = planned[0]
    expect(mail?.subject).toBe('Reset your Provender Foods password')
    expect(mail?.text).toContain(LINK_PLACEHOLDERS.passwordReset)
    expect(mail?.html).toContain(`<a href="${LINK_PLACEHOLDERS.passwordReset}">Choose a new password</a>`)
    expect(mail?.text).toContain('The link works once, for 30 minutes (until 11:32 PM CST).')
    expect(mail?.text).not.toContain(LINK_PLACEHOLDERS.unsubscribe)
    expect(mail?.html).not.toContain(LINK_PLACEHOLDERS.unsubscribe)
  })

  it('an unknown or deleted user gets nothing', async () => {
    expect(await plan(requested, {})).toEqual([])
  })

  it('a link already expired when the notifier reaches it is not sent', async () => {
    const facts = factsOf({ users: [user] })
    const late = { ...ctx, now: new Date('2026-11-27T05:32:00.000Z') }
    expect(await planForEvent(recorded(requested), facts, late)).toEqual([])
    const inTime = { ...ctx, now: new Date('2026-11-27T05:31:59.000Z') }
    expect(await planForEvent(recorded(requested), facts, inTime)).toHaveLength(1)
  })
})

describe('other events', () => {
  it('cause no mail', async () => {
    const events: DomainEvent[] = [
      { type: 'CustomerDeleted', data: { customerId: 7 } },
      {
        type: 'PasswordResetCompleted',
        data: { userId: 21, requestId: '9f1b7c1e-5d2a-4c1b-9a55-0d3c1f2e7a10' },
      },
    ]
    for (const event of events) expect(await plan(event)).toEqual([])
  })
})
