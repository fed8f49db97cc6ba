import type { CartLine } from '@provender/web-shared/ordering/cart.ts'
import { productKey } from '@provender/web-shared/ordering/catalog.ts'
import type { CustomerProduct } from '@provender/web-shared/ordering/types.ts'
import type { OrderRow } from '../history/orderLines.ts'

/** The order's query-string for its change screen: `/customer/order-form?change=21`. */
export const CHANGE_PARAM = 'change'

/** The order id a `?change=` value names; anything else (words, 0, a huge number) names none. */
export function changedOrderId(value: string | null): number | null {
  if (value === null || !/^[1-9]\d{0,9}$/.test(value)) return null
  const id = Number(value)
  return id <= 2_147_483_647 ? id : null
}

/**
 * The products a change is made from (issue 36). A line kept on the order keeps the price it was
 * sold at (the server's rule), so the estimate shows that price, not today's; a kept product no
 * longer on the price list stays changeable from its own line. Added products are at today's price.
 */
export function changeCatalogue(products: readonly CustomerProduct[], order: OrderRow): CustomerProduct[] {
  const kept = new Map((order.OrderItems ?? []).map((item) => [item.productId, item]))
  const listed = products.map((product) => {
    const line = kept.get(productKey(product))
    const price = line?.sellPrice ?? line?.price
    return price === undefined ? product : { ...product, price, sellPrice: price }
  })
  const onList = new Set(products.map(productKey))
  const gone = [...kept.values()]
    .filter((item) => !onList.has(item.productId))
    .map(
      (item): CustomerProduct => ({
        id: item.productId,
        productId: item.productId,
        name: item.productName ?? item.Product?.name ?? item.productId,
        description: null,
        unitType: item.Product?.unitType ?? item.productUnitType ?? 'quantity',
        packsPerCase: item.Product?.packsPerCase ?? null,
        categoryId: null,
        category: null,
        price: item.sellPrice ?? item.price ?? 0,
        sellPrice: item.sellPrice ?? item.price ?? 0,
      }),
    )
  return [...listed, ...gone]
}

/** The order's lines as the form's cart: each amount and unit as ordered. */
export function orderCartLines(order: OrderRow): Map<string, CartLine> {
  return new Map(
    (order.OrderItems ?? []).map((item) => [
      item.productId,
      { quantityType: item.quantityType, amount: String(item.quantity) },
    ]),
  )
}
