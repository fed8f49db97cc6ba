import type { Availability } from '@provender/events'
import { availabilityLabel } from '@provender/events/rules/stock'
import type { Product } from '../dataProvider/index.ts'

/** The stock dialog's fields: flat, as react-admin's inputs hold them. */
export interface StockValues {
  status: 'available' | 'limited' | 'out'
  quantity: number | null
  unit: 'case' | 'pack' | 'lb'
  per: 'customer' | 'date'
  /** YYYY-MM-DD, exclusive: orderable again for delivery that day; '' or null: indefinitely. */
  until: string | null
}

export const availabilityOfProduct = (p: Product): Availability => p.availability ?? { status: 'available' }

export function stockValues(p: Product): StockValues {
  const a = availabilityOfProduct(p)
  const unit = p.unitType === 'weight' ? 'lb' : p.packsPerCase && p.packsPerCase > 1 ? 'case' : 'pack'
  return {
    status: a.status,
    quantity: a.status === 'limited' ? a.quantity : null,
    unit: a.status === 'limited' ? a.unit : unit,
    per: a.status === 'limited' ? a.per : 'date',
    until: a.status === 'out' ? a.until : null,
  }
}

/** The units a limit may be given in: those the product is sold by. */
export function stockUnits(p: Product): { id: StockValues['unit']; name: string }[] {
  if (p.unitType === 'weight') return [{ id: 'lb', name: 'lb' }]
  const packs = [{ id: 'pack' as const, name: 'packs' }]
  return p.packsPerCase && p.packsPerCase > 1 ? [{ id: 'case', name: 'cases' }, ...packs] : packs
}

export function validateStock(v: StockValues): Partial<Record<keyof StockValues, string>> {
  if (v.status !== 'limited') return {}
  if (v.quantity === null || !(v.quantity > 0)) return { quantity: 'Enter a limit above 0.' }
  return {}
}

/** What PUT /api/products/:id/availability takes. */
export function availabilityOfValues(v: StockValues): Availability {
  if (v.status === 'limited')
    return { status: 'limited', quantity: v.quantity ?? 0, unit: v.unit, per: v.per }
  if (v.status === 'out') return { status: 'out', until: v.until || null }
  return { status: 'available' }
}

/** "Available", "Out of stock until Dec 8", "Limited: 4 cases a day in total". */
export const stockLabel = (p: Product) => availabilityLabel(availabilityOfProduct(p), p) ?? 'Available'
