import { describe, expect, it } from 'vitest'
import {
  allowsSubstitute,
  orderChoices,
  parseChoices,
  substituteDefault,
  withSubstituteChoices,
} from './substitutes.ts'

const line = (productId: string) => ({ productId, quantity: 1, quantityType: 'case' as const })

describe('substitute choices (issue 36)', () => {
  it('reads the default from the order requirements, null when they do not say', () => {
    expect(substituteDefault({ poNumberRequired: false, substitutesAllowed: true })).toBe(true)
    expect(substituteDefault({ substitutesAllowed: false })).toBe(false)
    expect(substituteDefault({ poNumberRequired: false })).toBeNull()
    expect(substituteDefault({ substitutesAllowed: 'yes' })).toBeNull()
    expect(substituteDefault(null)).toBeNull()
  })

  it("a line's own choice wins over the default; an unknown default shows as not allowed", () => {
    expect(allowsSubstitute({ OIL: false }, 'OIL', true)).toBe(false)
    expect(allowsSubstitute({}, 'OIL', true)).toBe(true)
    expect(allowsSubstitute({}, 'OIL', null)).toBe(false)
  })

  it('sends each line what its switch shows: its choice, else the default, else not allowed', () => {
    expect(withSubstituteChoices([line('OIL'), line('SALT')], { OIL: false }, true)).toEqual([
      { ...line('OIL'), substituteAllowed: false },
      { ...line('SALT'), substituteAllowed: true },
    ])
    expect(withSubstituteChoices([line('OIL'), line('SALT')], { SALT: true }, null)).toEqual([
      { ...line('OIL'), substituteAllowed: false },
      { ...line('SALT'), substituteAllowed: true },
    ])
  })

  it("a change starts from the order's lines; stored choices keep only booleans", () => {
    const items = [
      { id: 1, productId: 'OIL', quantity: 2, quantityType: 'case' as const, substituteAllowed: true },
      { id: 2, productId: 'SALT', quantity: 1, quantityType: 'pack' as const },
    ]
    expect(orderChoices({ OrderItems: items })).toEqual({ OIL: true })
    expect(parseChoices({ OIL: false, SALT: 'yes' })).toEqual({ OIL: false })
    expect(parseChoices(['OIL'])).toEqual({})
  })
})
