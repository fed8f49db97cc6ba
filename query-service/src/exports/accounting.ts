import { formatMoney, lineTotalCents, toCents, wallClock, zonedInstant } from '@provender/events'
import type { ExportColumn } from '@provender/server-kit/spreadsheets'
import type { Knex } from 'knex'
import { type ItemRow, ORDER_COLUMNS, ORDER_JOINS, type OrderRow, orderView } from '../orders/orderView.ts'
import { keysetPages } from './pages.ts'

/** One invoice line: a line of a fulfilled order that shipped something. */
export interface InvoiceLine {
  invoiceNumber: number
  invoiceDate: string
  accountNumber: string
  customerName: string
  productId: string
  description: string
  quantity: number
  unit: 'pack' | 'case' | 'lb'
  unitPriceCents: number
  amountCents: number
  totalCents: number
}

export interface AccountingFilter {
  /** First and last fulfilment date (YYYY-MM-DD, the distributor's zone), inclusive. */
  from: string
  to: string
  timeZone: string
  /** Only the orders of the customers this rep owns. */
  salesUserId?: number
}

/** 1234 -> "12.34": the plain decimal an accounting import reads (no currency sign). */
export const plainAmount = (cents: number): string => formatMoney(cents).replace('$', '')

const dayAfter = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)

type Order = ReturnType<typeof orderView>

/** The lines an order's invoice bills: what shipped, at the order's own prices. */
export function invoiceLines(order: Order, timeZone: string): InvoiceLine[] {
  if (!order.fulfilled || order.fulfilledAt === null) return []
  const totalCents = toCents(order.finalTotal ?? order.totalPrice)
  const invoiceDate = wallClock(new Date(order.fulfilledAt), timeZone).date
  return order.OrderItems.filter((i) => (i.shippedQuantity ?? 0) > 0).map((i) => {
    const packPrice = toCents(i.sellPrice)
    return {
      invoiceNumber: order.id,
      invoiceDate,
      accountNumber: order.Customer.accountNumber,
      customerName: order.Customer.businessName,
      productId: i.productId,
      description: i.productName,
      quantity: i.shippedQuantity ?? 0,
      unit: i.quantityType === 'weight' ? 'lb' : i.quantityType,
      // A case's price is the pack price times the packs in it (the order form's rule).
      unitPriceCents: lineTotalCents(packPrice, i.quantityType, 1, i.Product.packsPerCase),
      amountCents: toCents(i.shippedLineTotal ?? 0),
      totalCents,
    }
  })
}

/** Every fulfilled order of the range with its lines, a page of orders at a time, by number. */
export async function* invoiceLinePages(knex: Knex, filter: AccountingFilter): AsyncGenerator<InvoiceLine[]> {
  const start = zonedInstant(filter.from, '00:00', filter.timeZone)
  const end = zonedInstant(dayAfter(filter.to), '00:00', filter.timeZone)
  const pages = keysetPages(
    async (after: number | null, size) => {
      const owner = filter.salesUserId === undefined ? '' : 'and o.sales_user_id = ?'
      const { rows } = await knex.raw<{ rows: (OrderRow & { items: ItemRow[] })[] }>(
        `select ${ORDER_COLUMNS},
                (select coalesce(json_agg(i order by i.line_no), '[]') from rm_order_items i where i.order_id = o.id) as items
         from rm_orders o ${ORDER_JOINS}
         where o.fulfilled and not o.cancelled and o.fulfilled_at >= ? and o.fulfilled_at < ? and o.id > ? ${owner}
         order by o.id limit ?`,
        [start, end, after ?? 0, ...(filter.salesUserId === undefined ? [] : [filter.salesUserId]), size],
      )
      return rows
    },
    (row) => row.id,
    500,
  )
  for await (const page of pages) {
    yield page.flatMap((row) => invoiceLines(orderView(row, row.items), filter.timeZone))
  }
}

/**
 * One layout both QuickBooks Online and Xero import as invoices (docs/accounting.md maps each
 * column): one line per shipped line, the invoice's final total repeated on each.
 */
export const invoiceColumns: readonly ExportColumn<InvoiceLine>[] = [
  { header: 'Invoice number', value: (l) => l.invoiceNumber },
  { header: 'Invoice date', value: (l) => l.invoiceDate },
  // No payment terms are kept: due on receipt, which either system lets the bookkeeper change.
  { header: 'Due date', value: (l) => l.invoiceDate },
  { header: 'Customer account', value: (l) => l.accountNumber },
  { header: 'Customer name', value: (l) => l.customerName },
  { header: 'Product ID', value: (l) => l.productId },
  { header: 'Description', value: (l) => l.description },
  { header: 'Quantity', value: (l) => l.quantity },
  { header: 'Unit', value: (l) => l.unit },
  { header: 'Unit price', value: (l) => plainAmount(l.unitPriceCents) },
  { header: 'Amount', value: (l) => plainAmount(l.amountCents) },
  { header: 'Invoice total', value: (l) => plainAmount(l.totalCents) },
]
