import { describe, expect, it } from 'vitest'
import { orderStatus } from './orderView.ts'

const oneCase = [{ product_id: 'OIL', quantity: '2', quantity_type: 'case' as const }]

describe('an order’s status', () => {
  it('is pending until fulfilled, then fulfilled or short by what shipped', () => {
    const open = { fulfilled: false, shipped_changes: null, cancelled: false }
    expect(orderStatus(open, oneCase)).toBe('pending')
    expect(orderStatus({ ...open, fulfilled: true }, oneCase)).toBe('fulfilled')
    const short = { OIL: { quantity: '1' } } as unknown as typeof open.shipped_changes
    expect(orderStatus({ ...open, fulfilled: true, shipped_changes: short }, oneCase)).toBe('short')
  })

  it('is cancelled once cancelled (issue 36), whatever else the row carries', () => {
    expect(orderStatus({ fulfilled: false, shipped_changes: null, cancelled: true }, oneCase)).toBe(
      'cancelled',
    )
  })
})
