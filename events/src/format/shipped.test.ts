import { describe, expect, it } from 'vitest'
import { formatShippedLine } from './shipped.ts'

describe('formatShippedLine', () => {
  it('says nothing until fulfilled, and when the line shipped as ordered', () => {
    expect(formatShippedLine('weight', 35.75, null)).toBeNull()
    expect(formatShippedLine('weight', 35.75, undefined)).toBeNull()
    expect(formatShippedLine('case', 3, 3)).toBeNull()
  })

  it('reads a weight that shipped differently in one line naming both weights', () => {
    expect(formatShippedLine('weight', 35.75, 34.1)).toBe('Shipped 34.10 lb of 35.75 lb')
    expect(formatShippedLine('weight', 20, 21.5)).toBe('Shipped 21.50 lb of 20.00 lb')
  })

  it('says how many packs or cases were short', () => {
    expect(formatShippedLine('case', 2, 1)).toBe('Short 1 case')
    expect(formatShippedLine('pack', 12, 9)).toBe('Short 3 packs')
  })

  it('says out of stock when nothing shipped', () => {
    expect(formatShippedLine('pack', 4, 0)).toBe('Out of stock')
    expect(formatShippedLine('weight', 20, 0)).toBe('Out of stock')
  })

  it('names both counts if more packs shipped than ordered', () => {
    expect(formatShippedLine('case', 2, 3)).toBe('Shipped 3 of 2 cases')
  })
})
