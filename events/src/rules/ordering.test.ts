import { describe, expect, it } from 'vitest'
import {
  allowedQuantityTypes,
  formatQuantityLimit,
  lineTotalCents,
  MAX_ORDER_QUANTITY,
  maxShippedQuantity,
  quantityIsValid,
  quantityProblem,
  shippedDifferenceLabel,
  shippedProblem,
  unitLabel,
} from './ordering.ts'

describe('quantity is valid', () => {
  it.each([
    ['pack', 1],
    ['pack', 100_000],
    ['case', 3],
    ['weight', 12.25],
    ['weight', 12.5],
    ['weight', 0.01],
    ['weight', 1.15],
    ['weight', 0.29],
    ['weight', 7],
  ] as const)('%s %s is valid', (quantityType, quantity) => {
    expect(quantityIsValid(quantityType, quantity)).toBe(true)
  })

  it.each([
    ['pack', 1.5],
    ['case', 0.5],
    ['pack', 0],
    ['case', -1],
    ['weight', 0],
    ['weight', -0.5],
    ['weight', 12.255],
    ['weight', 1.001],
    ['weight', 0.004],
    ['pack', Number.NaN],
    ['weight', Number.POSITIVE_INFINITY],
  ] as const)('%s %s is not valid', (quantityType, quantity) => {
    expect(quantityIsValid(quantityType, quantity)).toBe(false)
  })

  // A weight must be a whole number of hundredths and at least 0.01 lb: nothing that
  // rounds to 0.00 lb, and nothing like 12.250000001 that would be stored as given.
  it('a weight that rounds to 0.00 lb is not valid', () => {
    expect(quantityIsValid('weight', 0.000000001)).toBe(false)
  })
})

describe('allowed quantity types', () => {
  it.each([
    ['weight', null, ['weight']],
    ['weight', 12, ['weight']],
    ['quantity', 12, ['pack', 'case']],
    ['quantity', 2, ['pack', 'case']],
    ['quantity', 1, ['pack']],
    ['quantity', null, ['pack']],
  ] as const)('%s with packsPerCase %s: %j', (unitType, packsPerCase, expected) => {
    expect(allowedQuantityTypes(unitType, packsPerCase)).toEqual(expected)
  })
})

describe('line total (spec 9, exact cents)', () => {
  it('weight: price per lb x lb, rounded to the cent once', () => {
    expect(lineTotalCents(1265, 'weight', 12.25, null)).toBe(15496) // 15496.25
    expect(lineTotalCents(1265, 'weight', 0.5, null)).toBe(633) // 632.5 rounds up
    expect(lineTotalCents(999, 'weight', 1.15, null)).toBe(1149) // 1148.85; 1.15 x 100 is 114.999... in binary
    expect(lineTotalCents(1265, 'weight', 7, null)).toBe(8855)
    expect(lineTotalCents(0, 'weight', 3.5, null)).toBe(0)
  })

  it('case: price x packsPerCase x cases', () => {
    expect(lineTotalCents(450, 'case', 3, 12)).toBe(16200)
    expect(lineTotalCents(450, 'case', 1, 2)).toBe(900)
  })

  it('case with packsPerCase 1 or none: price x quantity', () => {
    expect(lineTotalCents(389, 'case', 4, 1)).toBe(1556)
    expect(lineTotalCents(389, 'case', 4, null)).toBe(1556)
  })

  it('pack: price x packs, whatever the case size', () => {
    expect(lineTotalCents(450, 'pack', 7, 12)).toBe(3150)
    expect(lineTotalCents(275, 'pack', 2, null)).toBe(550)
  })

  it('stays exact at the largest quantity', () => {
    expect(lineTotalCents(99_999, 'case', 100_000, 48)).toBe(479_995_200_000)
    expect(lineTotalCents(1265, 'weight', 100_000, null)).toBe(126_500_000)
  })
})

describe('unit label', () => {
  it.each([
    ['pack', 1, '1 pack'],
    ['pack', 2, '2 packs'],
    ['case', 1, '1 case'],
    ['case', 3, '3 cases'],
    ['weight', 1, '1 lb'],
    ['weight', 0.5, '0.5 lb'],
    ['weight', 12.25, '12.25 lbs'],
  ] as const)('%s %s: %s', (quantityType, quantity, label) => {
    expect(unitLabel(quantityType, quantity)).toBe(label)
  })
})

describe('a weight with more than two decimals', () => {
  it('is refused however close it is to a hundredth', () => {
    expect(quantityIsValid('weight', 12.250000001)).toBe(false)
    expect(quantityIsValid('weight', 0.29)).toBe(true)
    expect(quantityIsValid('weight', 0.01)).toBe(true)
  })
})

describe('quantity problem (the order form and the server use the same verdict)', () => {
  it.each([
    ['pack', 3, null],
    ['pack', MAX_ORDER_QUANTITY, null],
    ['weight', 12.25, null],
    ['weight', MAX_ORDER_QUANTITY, null],
    ['pack', 0, 'not-above-zero'],
    ['case', -1, 'not-above-zero'],
    ['weight', -0.5, 'not-above-zero'],
    ['weight', 0.001, 'not-above-zero'],
    ['pack', Number.NaN, 'not-above-zero'],
    ['pack', 1.5, 'not-whole'],
    ['weight', 1.255, 'too-many-decimals'],
    ['case', MAX_ORDER_QUANTITY + 1, 'above-limit'],
    ['weight', MAX_ORDER_QUANTITY + 0.01, 'above-limit'],
    ['pack', Number.POSITIVE_INFINITY, 'above-limit'],
  ] as const)('%s %s: %s', (quantityType, quantity, expected) => {
    expect(quantityProblem(quantityType, quantity)).toBe(expected)
  })

  it('writes the limit with a thousands separator', () => {
    expect(formatQuantityLimit()).toBe('100,000')
  })
})

describe('shipped amounts (fulfilment)', () => {
  it('a weight line may ship up to the tolerance over the ordered weight', () => {
    expect(maxShippedQuantity('weight', 20, 10)).toBe(22)
    expect(maxShippedQuantity('weight', 12.25, 10)).toBe(13.47)
    expect(maxShippedQuantity('weight', 20, 0)).toBe(20)
    expect(maxShippedQuantity('case', 3, 10)).toBe(3)
  })

  it.each([
    ['weight', 20, 19.42, null],
    ['weight', 20, 22, null],
    ['weight', 20, 0, null],
    ['weight', 20, 22.01, 'over-tolerance'],
    ['weight', 20, 19.425, 'too-many-decimals'],
    ['weight', 20, -1, 'negative'],
    ['case', 5, 3, null],
    ['case', 5, 0, null],
    ['case', 5, 6, 'more-than-ordered'],
    ['pack', 5, 2.5, 'not-whole'],
    ['pack', 5, Number.NaN, 'negative'],
  ] as const)('%s ordered %s, shipped %s: %s', (quantityType, ordered, shipped, problem) => {
    expect(shippedProblem(quantityType, ordered, shipped, 10)).toBe(problem)
  })
})

describe('shipped difference label', () => {
  it.each([
    ['weight', 20, 20, null],
    ['weight', 20, 19.42, 'ordered 20 lb, shipped 19.42 lb'],
    ['weight', 20, 21.5, 'ordered 20 lb, shipped 21.5 lb'],
    ['case', 5, 3, 'short 2 cases'],
    ['pack', 2, 1, 'short 1 pack'],
    ['pack', 2, 0, 'out of stock'],
    ['weight', 8, 0, 'out of stock'],
  ] as const)('%s ordered %s, shipped %s: %s', (quantityType, ordered, shipped, label) => {
    expect(shippedDifferenceLabel(quantityType, ordered, shipped)).toBe(label)
  })
})
