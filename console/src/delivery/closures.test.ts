import { describe, expect, it } from 'vitest'
import { CLOSURE_MESSAGES, closureErrors, latestTo, ordersLabel } from './closures.ts'

const today = '2026-11-20'

describe('closure form', () => {
  it('takes one day or a span starting today or later, with a reason', () => {
    expect(closureErrors({ from: '2026-11-26', to: '', reason: 'Thanksgiving' }, today)).toEqual({})
    expect(closureErrors({ from: today, to: '2026-12-20', reason: 'Stock-take' }, today)).toEqual({})
  })

  it('says what the server would, field by field', () => {
    expect(closureErrors({ from: '', to: '', reason: '' }, today)).toEqual({
      from: CLOSURE_MESSAGES.from,
      reason: CLOSURE_MESSAGES.reason,
    })
    expect(closureErrors({ from: '2026-11-19', to: '', reason: 'x' }, today).from).toBe(CLOSURE_MESSAGES.past)
    expect(closureErrors({ from: '2026-11-26', to: '2026-11-25', reason: 'x' }, today).to).toBe(
      CLOSURE_MESSAGES.order,
    )
    // 32 days, inclusive.
    expect(closureErrors({ from: '2026-12-01', to: '2027-01-01', reason: 'x' }, today).to).toBe(
      CLOSURE_MESSAGES.tooLong,
    )
    expect(closureErrors({ from: '2026-12-01', to: '2026-12-31', reason: 'x' }, today).to).toBeUndefined()
  })

  it('bounds the last day and counts orders', () => {
    expect(latestTo('2026-12-01')).toBe('2026-12-31')
    expect(latestTo('')).toBeUndefined()
    expect(ordersLabel(1)).toBe('1 order')
    expect(ordersLabel(3)).toBe('3 orders')
  })
})
