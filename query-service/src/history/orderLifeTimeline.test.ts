import type { DomainEvent } from '@provender/events'
import { eventExamples } from '@provender/events/testing'
import { expect, it, describe as suite } from 'vitest'
import { example, sayerIn } from './timeline.testing.ts'

const sayer = sayerIn('order-501', 3)
const say = (event: DomainEvent) => sayer(event)?.sentence

// Issue 36: every change of an order is a row an auditor can read, with who made it.
suite("the customer's timeline: an order's life after it was placed", () => {
  it('says who changed an order, when it was after the cut-off, and what it now holds', () => {
    const customer = { userId: 12, name: 'Dana Cole', role: 'customer' } as const
    expect(say(example('OrderChanged', { changedBy: customer, afterCutoff: false }))).toBe(
      'Order #501 changed by the customer; now 1 line, total 253.00',
    )
    const rep = { userId: 3, name: 'Sam Reyes', role: 'sales' } as const
    expect(
      say(
        example('OrderChanged', {
          changedBy: rep,
          afterCutoff: true,
          poNumber: 'PO-2',
          note: '',
          belowMinimumCents: 30000,
        }),
      ),
    ).toBe(
      'Order #501 changed by Sam Reyes, after the cut-off; now 1 line, total 253.00; PO number PO-2; note removed; accepted below the 300.00 minimum',
    )
  })

  it('says a placement merged into the order for its date', () => {
    const data = eventExamples.OrderChanged
    const merged = { deliveryDate: '2026-12-04', idempotencyKey: null, added: data.lines }
    expect(say(example('OrderChanged', { merged }))).toMatch(
      /^Order #501 took a placement for 2026-12-04 by .*: 1 line added; now 1 line/,
    )
  })

  it('says who cancelled an order and why', () => {
    expect(say(example('OrderCancelled'))).toBe(
      'Order #501 cancelled by Sam Reyes, after the cut-off: The restaurant is closed for a burst pipe',
    )
  })

  it('says the order requirements set, and a placement’s PO number and note', () => {
    expect(say(example('OrderRequirementsSet'))).toBe(
      'Order requirements set: a PO number on every order, a 150.00 minimum order',
    )
    expect(say(example('OrderRequirementsSet', { poNumberRequired: false, minimumOrderCents: null }))).toBe(
      'Order requirements set: no PO number, no minimum order',
    )
    expect(say(example('OrderPlaced', { poNumber: 'PO-4410', note: 'Back door\nafter 6' }))).toMatch(
      /; PO number PO-4410; note “Back door \/ after 6”$/,
    )
  })
})
