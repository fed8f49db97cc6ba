import { MAX_ORDER_QUANTITY, type QuantityType } from '@provender/events/rules/ordering'
import { parseQuantity } from './cart.ts'

/** How far one tap of − or + moves a line: one pack or case; one pound by weight. */
export const STEP: Record<QuantityType, number> = { pack: 1, case: 1, weight: 1 }

/**
 * The amount after one tap of − (-1) or + (+1), as text. Packs and cases move to the next whole
 * number; pounds move by a pound and keep what was typed after the point (2.35 → 3.35). It never
 * goes below 0 (empty: the line leaves the order) nor above the order limit. Each tap is one
 * step: a button held down does not repeat.
 */
export function stepped(amount: string, quantityType: QuantityType, direction: 1 | -1): string {
  const current = Math.max(0, parseQuantity(amount))
  const step = STEP[quantityType]
  const raw =
    quantityType === 'weight'
      ? Math.round((current + direction * step) * 100) / 100
      : direction > 0
        ? Math.floor(current) + step
        : Math.ceil(current) - step
  const next = Math.min(MAX_ORDER_QUANTITY, raw)
  return next <= 0 ? '' : String(next)
}

/** Whether − can do anything (there is something to take away). */
export const canStepDown = (amount: string): boolean => parseQuantity(amount) > 0
/** Whether + can do anything (the limit is not reached). */
export const canStepUp = (amount: string): boolean => parseQuantity(amount) < MAX_ORDER_QUANTITY
