import { notFound } from '@provender/events'
import { customerAsOf, lastPaid, type PriceChange, priceChanges } from './customerFold.ts'
import { type CustomerRecord, customerNow } from './customerRecord.ts'
import { actorView, type Person } from './directory.ts'

const priced = (cents: number | null) => (cents === null ? null : cents / 100)

function priceChangeView(change: PriceChange, people: Map<number, Person>) {
  return {
    at: change.at,
    kind: change.kind,
    oldPrice: priced(change.oldPriceCents),
    newPrice: priced(change.newPriceCents),
    actor: actorView(change.actor, people),
  }
}

/** One product's negotiated price over time for this customer, and what it last paid for it. */
function priceLine({ id, events, directory }: CustomerRecord, productId: string) {
  const product = directory.products.get(productId)
  const paid = lastPaid(events, productId)
  return {
    productId,
    product: product
      ? {
          name: product.name,
          unitType: product.unitType,
          packsPerCase: product.packsPerCase,
          deleted: product.deleted,
        }
      : null,
    changes: priceChanges(events, productId).map((c) => priceChangeView(c, directory.people)),
    currentPrice: priced(customerNow(id, events).prices.get(productId)?.priceCents ?? null),
    lastPaid: paid && {
      orderId: paid.orderId,
      at: paid.at,
      price: paid.unitPriceCents / 100,
      quantityType: paid.quantityType,
      quantity: paid.quantity,
      // The negotiated price in force when the order was placed, folded from the log.
      negotiatedPrice: priced(
        customerAsOf(id, events, new Date(paid.at)).prices.get(productId)?.priceCents ?? null,
      ),
    },
  }
}

/** Every line the customer was ever priced on, or one product's line (404 when it never had it). */
export function customerPriceLines(record: CustomerRecord, productId: string | undefined) {
  if (productId !== undefined) {
    const line = priceLine(record, productId)
    if (line.changes.length === 0 && line.lastPaid === null)
      throw notFound('This customer never had that product.')
    return { customer: record.customer, ...line }
  }
  const everPriced = new Set<string>()
  for (const { event } of record.events) {
    if (event.type === 'CustomerProductPriced') everPriced.add(event.data.productId)
  }
  return { customer: record.customer, lines: [...everPriced].sort().map((pid) => priceLine(record, pid)) }
}
