import { ApiError } from '@provender/web-shared/api.ts'
import { describe, expect, it } from 'vitest'
import { moveErrors, needsConfirmation } from './moveOrder.ts'

describe('moving an order', () => {
  it('needs a date other than the one it ships on', () => {
    expect(moveErrors({ deliveryDate: '', reason: '' }, null).deliveryDate).toBeDefined()
    expect(moveErrors({ deliveryDate: '2026-12-01', reason: '' }, '2026-12-01').deliveryDate).toBeDefined()
    expect(moveErrors({ deliveryDate: '2026-12-02', reason: '' }, '2026-12-01')).toEqual({})
  })

  it('asks staff to confirm only a date off the schedule or closed', () => {
    expect(
      needsConfirmation(
        new ApiError(409, 'No deliveries on 2026-11-26: Thanksgiving.', 'DELIVERY_DATE_UNAVAILABLE'),
      ),
    ).toBe(true)
    expect(
      needsConfirmation(new ApiError(409, 'A fulfilled order cannot be moved.', 'ORDER_FULFILLED')),
    ).toBe(false)
    expect(needsConfirmation(new ApiError(400, 'Choose a delivery date that has not passed.'))).toBe(false)
    expect(needsConfirmation(new Error('x'))).toBe(false)
  })
})
