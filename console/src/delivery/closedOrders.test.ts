import { describe, expect, it } from 'vitest'
import { closedDateLabel, closedOrdersSentence } from './closedOrders.ts'

describe('orders on a closed day, in words', () => {
  it('names the date and the reason, and counts them', () => {
    const row = {
      deliveryDate: '2026-12-25',
      closure: { id: 'x', from: '2026-12-25', to: '2026-12-25', reason: 'Christmas' },
    }
    expect(closedDateLabel(row)).toMatch(/^Closed Fri, Dec 25(, 2026)?: Christmas$/)
    expect(closedOrdersSentence(1)).toBe('1 order is on a closed day')
    expect(closedOrdersSentence(3)).toBe('3 orders are on closed days')
  })
})
