import { describe, expect, it } from 'vitest'
import type { PriceRow } from './rows.ts'
import { firstOrder, order, type PricedLine, priceInUnit, reprice } from './rule.ts'

const ORDERED_AT = '2026-11-24T15:00:00.000Z'
const REPRICED_AT = '2026-11-25T09:00:00.000Z'
const caseOfFour: PricedLine = { quantityType: 'case', packsPerCase: 4, unitPriceCents: 1000 }
const pack: PricedLine = { quantityType: 'pack', packsPerCase: null, unitPriceCents: 300 }
const priceSetBy = (price_cents: number, event_id: string): PriceRow => ({
  price_cents,
  event_id,
  priced_at: '2026-11-24T14:59:00.000Z',
})
const repricing = (id: string) => ({ id, metadata: { occurredAt: REPRICED_AT } })

describe('a price in the unit bought', () => {
  it.each([
    ['a case costs its packs', 'case', 4, 4000],
    ['a case of one pack costs the pack', 'case', 1, 1000],
    ['a case with no packs known costs the unit', 'case', null, 1000],
    ['a pack costs the pack, whatever the case holds', 'pack', 4, 1000],
    ['a weight costs the unit', 'weight', null, 1000],
  ] as const)('%s', (_, quantityType, packsPerCase, cents) => {
    expect(priceInUnit(1000, quantityType, packsPerCase)).toBe(cents)
  })
})

describe('an order', () => {
  it('makes the price paid the price now, with no change, when no price is known', () => {
    expect(firstOrder(8, 'RIB', 17, ORDERED_AT, caseOfFour, undefined)).toEqual({
      customer_id: 8,
      product_id: 'RIB',
      quantity_type: 'case',
      packs_per_case: 4,
      order_id: 17,
      ordered_at: ORDERED_AT,
      paid_cents: 4000,
      current_cents: 4000,
      change_id: null,
      changed_at: null,
      dismissed_change_id: null,
    })
  })

  it('at the price now is no change', () => {
    const row = firstOrder(8, 'RIB', 17, ORDERED_AT, caseOfFour, priceSetBy(1000, 'e1'))
    expect(row).toMatchObject({ paid_cents: 4000, current_cents: 4000, change_id: null, changed_at: null })
  })

  it('decided just before a re-pricing keeps the change, named by the event that set the price now', () => {
    const row = firstOrder(8, 'RIB', 17, ORDERED_AT, caseOfFour, priceSetBy(1100, 'e2'))
    expect(row).toMatchObject({
      paid_cents: 4000,
      current_cents: 4400,
      change_id: '8-e2',
      changed_at: '2026-11-24T14:59:00.000Z',
    })
  })

  it('again rewrites the row in the unit of its line, and keeps the dismissal', () => {
    const row = firstOrder(8, 'RIB', 17, ORDERED_AT, caseOfFour, priceSetBy(1100, 'e2'))
    row.dismissed_change_id = '8-e2'
    order(row, 18, REPRICED_AT, { ...pack, unitPriceCents: 1100 }, priceSetBy(1100, 'e2'))
    expect(row).toMatchObject({
      quantity_type: 'pack',
      packs_per_case: null,
      order_id: 18,
      ordered_at: REPRICED_AT,
      paid_cents: 1100,
      current_cents: 1100,
      change_id: null,
      changed_at: null,
      dismissed_change_id: '8-e2',
    })
  })
})

describe('a re-pricing', () => {
  it('that leaves the price now where it is moves nothing', () => {
    const row = firstOrder(8, 'EGG', 17, ORDERED_AT, pack, undefined)
    const before = { ...row }
    expect(reprice(row, 300, repricing('e3'))).toBeNull()
    expect(row).toEqual(before)
  })

  it('away from what was paid is a change named by its event, and a move old -> new', () => {
    const row = firstOrder(8, 'RIB', 17, ORDERED_AT, caseOfFour, undefined)
    expect(reprice(row, 900, repricing('e3'))).toEqual({
      customer_id: 8,
      product_id: 'RIB',
      change_id: '8-e3',
      quantity_type: 'case',
      old_cents: 4000,
      new_cents: 3600,
      changed_at: REPRICED_AT,
    })
    expect(row).toMatchObject({
      paid_cents: 4000,
      current_cents: 3600,
      change_id: '8-e3',
      changed_at: REPRICED_AT,
    })
  })

  it('back to what was paid is a move but no change', () => {
    const row = firstOrder(8, 'EGG', 17, ORDERED_AT, pack, undefined)
    reprice(row, 320, repricing('e3'))
    expect(reprice(row, 300, repricing('e4'))).toMatchObject({
      change_id: '8-e4',
      old_cents: 320,
      new_cents: 300,
    })
    expect(row).toMatchObject({ current_cents: 300, change_id: null, changed_at: null })
  })
})
