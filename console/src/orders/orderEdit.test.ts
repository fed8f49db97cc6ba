import { ApiError } from '@provender/web-shared/api.ts'
import { formatDateTime } from '@provender/web-shared/format/index.ts'
import { oil } from '@provender/web-shared/testing/products.ts'
import { describe, expect, it } from 'vitest'
import { blueDoorOrder as order } from '../testing/orders.ts'
import {
  cancelledText,
  changedText,
  draftTotalCents,
  isOpen,
  isStale,
  linesOf,
  needsCutoffConfirmation,
  unitsOfLine,
} from './orderEdit.ts'

const refused = (status: number, code: string) => new ApiError(status, 'refused', code)

describe('what staff may change of an order (issue 36)', () => {
  it('is open until fulfilled or cancelled', () => {
    expect(isOpen(order)).toBe(true)
    expect(isOpen({ ...order, fulfilled: true })).toBe(false)
    expect(isOpen({ ...order, cancelled: true })).toBe(false)
    expect(isOpen({ ...order, status: 'cancelled' })).toBe(false)
  })

  it('tells the refusal to confirm and the stale copy from every other', () => {
    expect(needsCutoffConfirmation(refused(409, 'CONFIRMATION_REQUIRED'))).toBe(true)
    expect(needsCutoffConfirmation(refused(409, 'CUTOFF_PASSED'))).toBe(false)
    expect(needsCutoffConfirmation(refused(400, 'CONFIRMATION_REQUIRED'))).toBe(false)
    expect(isStale(refused(409, 'STALE'))).toBe(true)
    expect(isStale(refused(409, 'ORDER_FULFILLED'))).toBe(false)
    expect(isStale(new Error('STALE'))).toBe(false)
  })

  it('starts from the lines as ordered', () => {
    expect(linesOf(order)[1]).toEqual({
      productId: 'OIL-CAN',
      name: 'Olive oil',
      quantity: 1,
      quantityType: 'case',
    })
  })

  it("gives a kept line the units it was sold in, an added one the price list's", () => {
    const fromCatalogue = () => ['pack' as const]
    expect(unitsOfLine(order, { productId: 'OIL-CAN', quantityType: 'case' }, fromCatalogue)).toEqual([
      'pack',
      'case',
    ])
    expect(unitsOfLine(order, { productId: 'SALT', quantityType: 'weight' }, fromCatalogue)).toEqual([
      'weight',
    ])
    expect(unitsOfLine(order, { productId: 'NEW', quantityType: 'pack' }, fromCatalogue)).toEqual(['pack'])
  })

  it("estimates kept lines at the price sold, added ones at today's, and skips unfinished amounts", () => {
    const catalogue = [
      { ...oil, id: 'OIL-CAN', productId: 'OIL-CAN', sellPrice: 20 },
      { ...oil, id: 'NEW', productId: 'NEW', sellPrice: 2.5, packsPerCase: 4 },
    ]
    const draft = [
      { productId: 'OIL-CAN', name: 'Olive oil', quantityType: 'case' as const, amount: '2' },
      { productId: 'NEW', name: 'New', quantityType: 'case' as const, amount: '1' },
      { productId: 'BUN-12', name: 'Buns', quantityType: 'pack' as const, amount: '1.5' },
      { productId: 'GONE', name: 'Gone', quantityType: 'pack' as const, amount: '3' },
    ]
    // 2 cases of 6 at 9.25 = 111.00; a case of 4 at 2.50 = 10.00; half a pack and an unknown count nothing.
    expect(draftTotalCents(order, draft, catalogue)).toBe(12_100)
  })

  it('says who changed or cancelled it and when, in the shared formatter', () => {
    const at = '2026-11-21T09:30:00.000Z'
    expect(changedText(order)).toBeNull()
    expect(changedText({ changedAt: at, changedBy: 'Ana Ortiz' })).toBe(
      `Changed ${formatDateTime(at)} by Ana Ortiz`,
    )
    expect(cancelledText({ cancelledAt: at, cancelledBy: 'Sam Reyes' })).toBe(
      `Cancelled ${formatDateTime(at)} by Sam Reyes`,
    )
    expect(cancelledText({ cancelledAt: null, cancelledBy: null })).toBe('Cancelled')
  })
})
