import { baseAmount, isOutOn, limitInBase, type OrderLine, type StandingLine } from '@provender/events'
import type { ProductState } from '../catalogue/product.ts'
import type { LeftOut, Placement } from '../standingOrders/placement.ts'
import type { StockMap } from './claims.ts'

type Place = Extract<Placement, { kind: 'place' }>

/** The most of `line`'s unit that fits in `free` base units (whole packs or cases, hundredths of a lb). */
function fitting(line: StandingLine, free: number, packsPerCase: number | null): number {
  if (line.quantityType === 'weight') return Math.floor(free * 100) / 100
  if (line.quantityType === 'case')
    return Math.floor(free / (packsPerCase && packsPerCase > 1 ? packsPerCase : 1))
  return Math.floor(free)
}

/**
 * A standing order's lines as the date's stock allows (issue 36): an out-of-stock line is left
 * out, saying so, as a deleted product is; a limited one is cut to what is left (`cutTo`), or left
 * out when nothing is. `onOrder`: the lines of the order it merges into (what it holds counts).
 */
export function withinStock(
  placement: Place,
  stock: StockMap,
  onOrder: readonly OrderLine[],
  products: ReadonlyMap<string, ProductState>,
): Placement {
  const lines: StandingLine[] = []
  const leftOut: LeftOut[] = [...placement.leftOut]
  for (const line of placement.lines) {
    const facts = stock.get(line.productId)
    const product = products.get(line.productId)
    const a = facts?.availability
    if (!facts || !product || !a || a.status === 'available') {
      lines.push(line)
      continue
    }
    const name = product.fields.name || line.productId
    if (a.status === 'out') {
      if (isOutOn(a, facts.date)) leftOut.push({ productId: line.productId, name, reason: 'out-of-stock' })
      else lines.push(line)
      continue
    }
    const packed = product.fields
    const held = onOrder.find((l) => l.productId === line.productId)
    const before = held ? baseAmount(held.quantityType, held.quantity, held) : 0
    const others = a.per === 'customer' ? facts.heldByCustomer : facts.heldByDate
    const free = limitInBase(a, packed) - others - before
    if (baseAmount(line.quantityType, line.quantity, packed) <= free) {
      lines.push(line)
      continue
    }
    const cutTo = fitting(line, free, packed.packsPerCase)
    if (cutTo > 0) {
      lines.push({ ...line, quantity: cutTo })
      leftOut.push({ productId: line.productId, name, reason: 'limited', cutTo })
    } else leftOut.push({ productId: line.productId, name, reason: 'limited' })
  }
  return lines.length ? { kind: 'place', lines, leftOut } : { kind: 'miss', reason: 'nothing-to-order' }
}
