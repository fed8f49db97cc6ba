import { customerAsOf } from './customerFold.ts'
import type { CustomerRecord } from './customerRecord.ts'
import { actorView, foldProducts, repView } from './directory.ts'

/** A customer as it stood at an instant: its details, owner, price lines and favourites then. */
export function customerAsOfView({ id, events, directory, customer }: CustomerRecord, at: string) {
  const when = new Date(at)
  const snapshot = customerAsOf(id, events, when)
  // Product names and units as they were then, from the products' own streams.
  const productsThen = foldProducts(
    directory.productEvents.filter((e) => Date.parse(e.metadata.occurredAt) <= when.getTime()),
  )
  const prices = [...snapshot.prices.values()]
    .map((line) => {
      const product = productsThen.get(line.productId) ?? directory.products.get(line.productId)
      return {
        productId: line.productId,
        name: product?.name ?? line.productId,
        unitType: product?.unitType ?? null,
        packsPerCase: product?.packsPerCase ?? null,
        price: line.priceCents / 100,
        defaultPrice: product ? product.priceCents / 100 : null,
        since: line.since,
        setBy: actorView(line.setBy, directory.people),
      }
    })
    .sort((a, b) => a.name.localeCompare(b.name) || a.productId.localeCompare(b.productId))
  return {
    at: when.toISOString(),
    customer: {
      id,
      status: snapshot.status,
      businessName: snapshot.businessName,
      accountNumber: snapshot.accountNumber,
      contact: snapshot.contact,
    },
    current: customer,
    salesUser: repView(snapshot.salesUserId, directory.people),
    prices,
    favorites: [...snapshot.favorites].sort(),
  }
}
