import type { PickListOrderNote } from '@provender/events'
/** One line to pick, as the read models give it: the order's line with its product's catalogue facts. */
export interface PickRow {
  order_id: number
  customer_id: number
  business_name: string
  account_number: string
  product_id: string
  product_name: string
  unit_type: 'quantity' | 'weight'
  quantity: string | number
  quantity_type: 'pack' | 'case' | 'weight'
  /** Null when the product has left the catalogue: the line's own name and unit then. */
  catalogue_name: string | null
  catalogue_unit_type: 'quantity' | 'weight' | null
  category_id: number | null
  category_name: string | null
}

export interface PickLine {
  orderId: number
  customerId: number
  businessName: string
  accountNumber: string
  quantity: number
  quantityType: 'pack' | 'case' | 'weight'
}

/** Packs, cases and pounds apart: a case is never counted as packs, nor a pound as either. */
export interface PickTotal {
  packs: number
  cases: number
  lb: number
}

export interface PickProduct {
  productId: string
  name: string
  unitType: 'quantity' | 'weight'
  total: PickTotal
  lines: PickLine[]
}

export interface PickCategory {
  categoryId: number | null
  categoryName: string
  products: PickProduct[]
}

/** An order of the day that carries a PO number or a note to the warehouse (issue 36). */
export type PickOrderNote = PickListOrderNote

export interface PickList {
  date: string
  orderCount: number
  categories: PickCategory[]
  /** The day's orders with a PO number or a note, by customer: what the packers must read. */
  orderNotes: PickOrderNote[]
}

export const UNCATEGORIZED = 'Uncategorized'

const TOTAL_KEY = { pack: 'packs', case: 'cases', weight: 'lb' } as const

/**
 * Every line of a delivery date's orders, summed by category and product, each product with its
 * lines per customer. Sums are kept in hundredths (quantities have two decimals), so 0.1 + 0.2 lb
 * is 0.3 lb. Categories by name (uncategorized last), products by name, lines by customer.
 */
export function pickList(
  date: string,
  rows: readonly PickRow[],
  orderNotes: readonly PickOrderNote[] = [],
): PickList {
  const categories = new Map<string, PickCategory>()
  const products = new Map<string, PickProduct>()
  const hundredths = new Map<string, PickTotal>()
  const orders = new Set<number>()
  for (const row of rows) {
    orders.add(row.order_id)
    const categoryKey = row.category_id === null ? '' : String(row.category_id)
    let category = categories.get(categoryKey)
    if (!category) {
      category = {
        categoryId: row.category_id,
        categoryName: row.category_name ?? UNCATEGORIZED,
        products: [],
      }
      categories.set(categoryKey, category)
    }
    let product = products.get(row.product_id)
    if (!product) {
      product = {
        productId: row.product_id,
        name: row.catalogue_name ?? row.product_name,
        unitType: row.catalogue_unit_type ?? row.unit_type,
        total: { packs: 0, cases: 0, lb: 0 },
        lines: [],
      }
      products.set(row.product_id, product)
      hundredths.set(row.product_id, { packs: 0, cases: 0, lb: 0 })
      category.products.push(product)
    }
    const quantity = Number(row.quantity)
    hundredths.get(row.product_id)![TOTAL_KEY[row.quantity_type]] += Math.round(quantity * 100)
    product.lines.push({
      orderId: row.order_id,
      customerId: row.customer_id,
      businessName: row.business_name,
      accountNumber: row.account_number,
      quantity,
      quantityType: row.quantity_type,
    })
  }
  const sorted = [...categories.values()].sort(
    (a, b) =>
      Number(a.categoryId === null) - Number(b.categoryId === null) ||
      a.categoryName.localeCompare(b.categoryName) ||
      (a.categoryId ?? 0) - (b.categoryId ?? 0),
  )
  for (const category of sorted) {
    category.products = category.products
      .sort((a, b) => a.name.localeCompare(b.name) || (a.productId < b.productId ? -1 : 1))
      .map((product) => ({
        ...product,
        total: inUnits(hundredths.get(product.productId)!),
        lines: product.lines.sort(
          (a, b) => a.businessName.localeCompare(b.businessName) || a.orderId - b.orderId,
        ),
      }))
  }
  const notes = [...orderNotes].sort(
    (a, b) => a.businessName.localeCompare(b.businessName) || a.orderId - b.orderId,
  )
  return { date, orderCount: orders.size, categories: sorted, orderNotes: notes }
}

const inUnits = (h: PickTotal): PickTotal => ({ packs: h.packs / 100, cases: h.cases / 100, lb: h.lb / 100 })

/** The pick list's rows as the CSV has them: one per line to pick. */
export function* pickLines(list: PickList) {
  for (const category of list.categories)
    for (const product of category.products)
      for (const line of product.lines) yield { category: category.categoryName, product, line }
}
