import { ApiError } from '@provender/web-shared/api.ts'
import { describe, expect, it } from 'vitest'
import { placedByText } from '../orders/placedBy.ts'
import { needsWindowConfirmation, newOrderPath, placedHeadline } from './phoneOrder.ts'

describe('phone order helpers', () => {
  it('names a new order, and an order that took the lines for its date', () => {
    expect(placedHeadline({ id: 41 }, 'Blue Door')).toEqual({
      title: 'Order #41 placed',
      notice: 'Order #41 placed for Blue Door.',
    })
    expect(placedHeadline({ id: 30, mergedInto: 30 }, 'Blue Door')).toEqual({
      title: 'Added to order #30',
      notice: "Added to Blue Door's order #30 for the same delivery date.",
    })
  })

  it('asks for the confirmation only on a closed window', () => {
    expect(
      needsWindowConfirmation(new ApiError(409, 'Ordering is closed right now.', 'ORDERING_CLOSED')),
    ).toBe(true)
    expect(needsWindowConfirmation(new ApiError(409, 'That order already exists.'))).toBe(false)
    expect(needsWindowConfirmation(new ApiError(400, 'Add at least one item to your order.'))).toBe(false)
    expect(needsWindowConfirmation(new Error('offline'))).toBe(false)
  })

  it('says who placed an order, and when it was outside the window', () => {
    expect(placedByText({ placedBy: null })).toBeNull()
    expect(placedByText({})).toBeNull()
    expect(placedByText({ placedBy: { name: 'Sam Reyes' }, placedOutsideWindow: false })).toBe(
      'Placed by Sam Reyes',
    )
    expect(placedByText({ placedBy: { name: 'Sam Reyes' }, placedOutsideWindow: true })).toBe(
      'Placed by Sam Reyes (outside ordering hours)',
    )
  })

  it('the new-order screen hangs off the customer', () => {
    expect(newOrderPath(7)).toBe('/customers/7/new-order')
  })
})
