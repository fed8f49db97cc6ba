import { baseAmount, conflict, type OrderLine, stockRefusal } from '@provender/events'
import type { StockMap } from './claims.ts'

/**
 * Refuses the first line that takes what cannot be had (409 OUT_OF_STOCK or OVER_LIMIT, naming
 * the product and what is left). Only added or increased amounts are judged: a kept line placed
 * before the product ran out stays. No stock facts (an older caller): nothing is judged.
 */
export function refuseUnavailable(
  lines: readonly OrderLine[],
  before: readonly OrderLine[],
  stock: StockMap | undefined,
): void {
  if (!stock) return
  for (const line of lines) {
    const facts = stock.get(line.productId)
    if (!facts) continue
    const old = before.find((l) => l.productId === line.productId)
    const refusal = stockRefusal({
      name: line.name,
      unitType: line.unitType,
      packsPerCase: line.packsPerCase,
      availability: facts.availability,
      date: facts.date,
      dateText: facts.dateText,
      asked: baseAmount(line.quantityType, line.quantity, line),
      before: old ? baseAmount(old.quantityType, old.quantity, old) : 0,
      heldByOthers:
        facts.availability.status === 'limited' && facts.availability.per === 'customer'
          ? facts.heldByCustomer
          : facts.heldByDate,
    })
    if (refusal)
      throw conflict(refusal.message, refusal.code, { productId: line.productId, left: refusal.leftBase })
  }
}
