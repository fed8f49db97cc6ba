import { conflict, invalid, MAX_SUBSTITUTES } from '@provender/events'
import type { EventsOf } from '../shared/aggregate.ts'
import type { ProductState } from './product.ts'

/**
 * Staff name the products the warehouse may ship in this one's place when it is short (issue 36):
 * an ordered list of other products that exist now; [] names none.
 */
export interface SetSubstitutes {
  type: 'SetSubstitutes'
  substitutes: string[]
  /** Which of the named products exist now (not new, not deleted), read just before deciding. */
  activeProducts: ReadonlySet<string>
}

export function setSubstitutes(
  { substitutes, activeProducts }: SetSubstitutes,
  product: ProductState,
): EventsOf<'product'>[] {
  if (substitutes.length > MAX_SUBSTITUTES) {
    throw invalid(`Name at most ${MAX_SUBSTITUTES} substitutes.`, [
      `substitutes: Name at most ${MAX_SUBSTITUTES} substitutes.`,
    ])
  }
  if (substitutes.includes(product.id)) {
    throw invalid('A product cannot substitute for itself.', [
      'substitutes: A product cannot substitute for itself.',
    ])
  }
  if (new Set(substitutes).size !== substitutes.length) {
    throw invalid('Name each substitute once.', ['substitutes: Name each substitute once.'])
  }
  const missing = substitutes.filter((id) => !activeProducts.has(id))
  if (missing.length > 0) {
    throw conflict(`No such product: ${missing.join(', ')}. Choose existing products as substitutes.`)
  }
  const unchanged =
    substitutes.length === product.substitutes.length &&
    substitutes.every((id, i) => product.substitutes[i] === id)
  if (unchanged) return []
  return [{ type: 'ProductSubstitutesSet', data: { productId: product.id, substitutes } }]
}
