import { type Cents, hasAtMostTwoDecimals } from './money.ts'

export type UnitType = 'quantity' | 'weight'
export type QuantityType = 'pack' | 'case' | 'weight'

/**
 * Quantities are exact too: packs and cases are whole numbers, pounds are kept in
 * hundredths of a pound so that price x weight stays integer arithmetic.
 */
export function quantityIsValid(quantityType: QuantityType, quantity: number): boolean {
  if (!Number.isFinite(quantity) || quantity <= 0) return false
  if (quantityType === 'weight') return hasAtMostTwoDecimals(quantity) && Math.round(quantity * 100) >= 1
  return Number.isInteger(quantity)
}

/** The most of one product (packs, cases or pounds) one order line may hold. */
export const MAX_ORDER_QUANTITY = 100_000

/** Why a line's quantity would be refused, or null: the order form and the server judge alike. */
export type QuantityProblem = 'not-above-zero' | 'not-whole' | 'too-many-decimals' | 'above-limit'

export function quantityProblem(quantityType: QuantityType, quantity: number): QuantityProblem | null {
  if (Number.isNaN(quantity) || quantity <= 0) return 'not-above-zero'
  if (quantity > MAX_ORDER_QUANTITY) return 'above-limit'
  if (quantityIsValid(quantityType, quantity)) return null
  if (quantityType !== 'weight') return 'not-whole'
  return Math.round(quantity * 100) < 1 ? 'not-above-zero' : 'too-many-decimals'
}

/** 100000 → '100,000', the way the limit is written in messages. */
export const formatQuantityLimit = (): string => MAX_ORDER_QUANTITY.toLocaleString('en-US')

/** Which quantity types a product can be ordered in. */
export function allowedQuantityTypes(unitType: UnitType, packsPerCase: number | null): QuantityType[] {
  if (unitType === 'weight') return ['weight']
  return packsPerCase && packsPerCase > 1 ? ['pack', 'case'] : ['pack']
}

/**
 * The line total of spec section 9: weight is price x lb; a case is price x packsPerCase
 * (when above 1) x quantity; a pack is price x quantity. Rounded to the cent once.
 */
export function lineTotalCents(
  unitPriceCents: Cents,
  quantityType: QuantityType,
  quantity: number,
  packsPerCase: number | null,
): Cents {
  if (quantityType === 'weight') return Math.round((unitPriceCents * Math.round(quantity * 100)) / 100)
  const perUnit =
    quantityType === 'case' && packsPerCase && packsPerCase > 1
      ? unitPriceCents * packsPerCase
      : unitPriceCents
  return perUnit * quantity
}

export function unitLabel(quantityType: QuantityType, quantity: number): string {
  const unit = quantityType === 'weight' ? 'lb' : quantityType
  return `${quantity} ${unit}${quantity > 1 ? 's' : ''}`
}

/** How far over the ordered weight a weight line may ship, until an admin sets otherwise. */
export const DEFAULT_FULFILMENT_TOLERANCE_PERCENT = 10

/** The most a line may ship: its ordered packs or cases, or its weight plus the tolerance. */
export function maxShippedQuantity(
  quantityType: QuantityType,
  orderedQuantity: number,
  tolerancePercent: number,
): number {
  if (quantityType !== 'weight') return orderedQuantity
  // In hundredths of a pound, rounded down: the limit itself is a weight the scale can read.
  return Math.floor((Math.round(orderedQuantity * 100) * (100 + tolerancePercent)) / 100) / 100
}

/** Why a shipped amount would be refused, or null: the fulfil dialog and the server judge alike. */
export type ShippedProblem =
  | 'negative'
  | 'not-whole'
  | 'too-many-decimals'
  | 'more-than-ordered'
  | 'over-tolerance'

export function shippedProblem(
  quantityType: QuantityType,
  orderedQuantity: number,
  shipped: number,
  tolerancePercent: number,
): ShippedProblem | null {
  if (!Number.isFinite(shipped) || shipped < 0) return 'negative'
  if (quantityType === 'weight') {
    if (!hasAtMostTwoDecimals(shipped)) return 'too-many-decimals'
    return shipped > maxShippedQuantity(quantityType, orderedQuantity, tolerancePercent)
      ? 'over-tolerance'
      : null
  }
  if (!Number.isInteger(shipped)) return 'not-whole'
  return shipped > orderedQuantity ? 'more-than-ordered' : null
}

/**
 * How a fulfilled line differs from what was ordered, in the words staff and customers read:
 * "ordered 20 lb, shipped 19.42 lb", "short 2 cases", "out of stock"; null when it shipped as ordered.
 */
export function shippedDifferenceLabel(
  quantityType: QuantityType,
  ordered: number,
  shipped: number,
): string | null {
  if (shipped === ordered) return null
  if (shipped === 0) return 'out of stock'
  if (quantityType === 'weight') return `ordered ${ordered} lb, shipped ${shipped} lb`
  if (shipped < ordered) return `short ${unitLabel(quantityType, ordered - shipped)}`
  return `ordered ${unitLabel(quantityType, ordered)}, shipped ${unitLabel(quantityType, shipped)}`
}
