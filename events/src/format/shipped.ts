import type { QuantityType } from '../rules/ordering.ts'
import { formatCount, formatQuantity, formatWeight } from './numbers.ts'

/**
 * How a fulfilled line shipped, when that differs from the order, in one short line a phone
 * shows whole: "Shipped 34.10 lb of 35.75 lb", "Short 1 case", "Out of stock". Null until the
 * line is fulfilled, and when it shipped as ordered.
 */
export function formatShippedLine(
  quantityType: QuantityType,
  ordered: number,
  shipped: number | null | undefined,
): string | null {
  if (shipped === null || shipped === undefined || shipped === ordered) return null
  if (shipped === 0) return 'Out of stock'
  if (quantityType === 'weight') return `Shipped ${formatWeight(shipped)} of ${formatWeight(ordered)}`
  if (shipped < ordered) return `Short ${formatQuantity(ordered - shipped, quantityType)}`
  return `Shipped ${formatCount(shipped)} of ${formatQuantity(ordered, quantityType)}`
}
