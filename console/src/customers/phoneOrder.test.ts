import { ApiError } from '@provender/web-shared/api.ts'
import { describe, expect, it } from 'vitest'
import { placedByText } from '../orders/placedBy.ts'
import { needsWindowConfirmation, newOrderPath } from './phoneOrder.ts'

describe('phone order helpers', () => {
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
