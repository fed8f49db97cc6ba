import { describe, expect, it } from 'vitest'
import { deliveryChoiceOf, deliveryDateFor, deliveryIsCurrent, withDelivery } from './deliveryFilter.ts'

const today = '2026-12-31'

describe('the delivery-date filter', () => {
  it("turns today and tomorrow into the distributor's dates", () => {
    expect(deliveryDateFor('today', today)).toBe('2026-12-31')
    expect(deliveryDateFor('tomorrow', today)).toBe('2027-01-01')
    expect(deliveryDateFor('none', today)).toBe('none')
    expect(deliveryDateFor('date', today, '2027-01-05')).toBe('2027-01-05')
    expect(deliveryDateFor('date', today, '')).toBeUndefined()
    expect(deliveryDateFor('any', today)).toBeUndefined()
  })

  it('keeps the other filters and replaces only its own', () => {
    const filter = { fulfilled: false, scope: 'all', deliveryChoice: 'today', deliveryDate: today }
    expect(withDelivery(filter, 'tomorrow', today)).toEqual({
      fulfilled: false,
      scope: 'all',
      deliveryChoice: 'tomorrow',
      deliveryDate: '2027-01-01',
    })
    expect(withDelivery(filter, 'any', today)).toEqual({ fulfilled: false, scope: 'all' })
    expect(withDelivery({}, 'date', today)).toEqual({ deliveryChoice: 'date' })
  })

  it('reads the stored choice, and notices when "today" has become yesterday', () => {
    expect(deliveryChoiceOf({ deliveryChoice: 'tomorrow' })).toBe('tomorrow')
    expect(deliveryChoiceOf({ deliveryChoice: 'someday' })).toBe('any')
    expect(deliveryIsCurrent({ deliveryChoice: 'today', deliveryDate: '2026-12-30' }, today)).toBe(false)
    expect(deliveryIsCurrent({ deliveryChoice: 'today', deliveryDate: today }, today)).toBe(true)
    expect(deliveryIsCurrent({ deliveryChoice: 'date', deliveryDate: '2026-01-01' }, today)).toBe(true)
  })
})
