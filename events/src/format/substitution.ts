import type { QuantityType } from '../rules/ordering.ts'
import { formatQuantity } from './numbers.ts'

/** What shipped in a short line's place (issue 36), as every reader of an order names it. */
export interface SubstituteShipped {
  name: string
  quantityType: QuantityType
  quantity: number
}

/**
 * "Substituted: 2 packs Light cream for Heavy cream": the words the order pages, the mail and
 * the invoice share, so a customer reads the same wherever it looks.
 */
export function substitutedText(substitute: SubstituteShipped, forName: string, locale?: string): string {
  return `Substituted: ${formatQuantity(substitute.quantity, substitute.quantityType, locale)} ${substitute.name} for ${forName}`
}
