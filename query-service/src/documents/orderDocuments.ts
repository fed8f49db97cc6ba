import { formatMoney, lineTotalCents, shippedDifferenceLabel, toCents, wallClock } from '@provender/events'
import type { findOrder } from '../orders/queries.ts'
import {
  block,
  type Doc,
  type Letterhead,
  line,
  note,
  startDocument,
  type TableColumn,
  table,
  tickBox,
  totals,
} from './pdf.ts'

export type Order = NonNullable<Awaited<ReturnType<typeof findOrder>>>
type Item = Order['OrderItems'][number]

const money = (amount: number) => formatMoney(toCents(amount))
const unitOf = (item: Item) => (item.quantityType === 'weight' ? 'lb' : item.quantityType)
const dateIn = (instant: string, timeZone: string) => wallClock(new Date(instant), timeZone).date

const customerLines = (order: Order) => [
  order.Customer.businessName,
  `Account ${order.Customer.accountNumber}`,
]

const SLIP_COLUMNS: TableColumn[] = [
  { header: 'Product ID', width: 90 },
  { header: 'Product', width: 222 },
  { header: 'Quantity', width: 70, align: 'right' },
  { header: 'Unit', width: 50 },
  { header: 'Shipped', width: 80, align: 'right' },
]

/**
 * What to pick and ship for one order: each line with its quantity and a box to tick, and
 * once fulfilled what shipped. Without prices: it travels with the goods.
 */
export function packingSlip(head: Letterhead, order: Order, timeZone: string): Doc {
  const doc = startDocument(head, 'Packing slip', [
    ['Order', `#${order.id}`],
    ['Placed', dateIn(order.createdAt, timeZone)],
    ['Delivery', order.deliveryDate ?? 'Not scheduled'],
  ])
  block(doc, 'Ship to', customerLines(order))
  const rows = order.OrderItems.map((i) => [
    i.productId,
    i.productName,
    String(i.quantity),
    unitOf(i),
    i.shippedQuantity === null ? '' : String(i.shippedQuantity),
  ])
  table(doc, SLIP_COLUMNS, rows, { marker: (y) => tickBox(doc, y) })
  const count = order.OrderItems.length
  line(doc, `${count} ${count === 1 ? 'line' : 'lines'}`, 'regular', 10)
  note(doc, 'Weighed lines: write the weight read off the scale in the Shipped column.')
  return doc
}

const INVOICE_COLUMNS: TableColumn[] = [
  { header: 'Product ID', width: 80 },
  { header: 'Description', width: 172 },
  { header: 'Shipped', width: 60, align: 'right' },
  { header: 'Unit', width: 40 },
  { header: 'Unit price', width: 70, align: 'right' },
  { header: 'Amount', width: 90, align: 'right' },
]
const INVOICE_WIDTH = INVOICE_COLUMNS.reduce((sum, c) => sum + c.width, 0)

/** A line's description, with how it shipped when not as ordered ("short 2 cases"). */
function described(item: Item): string {
  const difference = shippedDifferenceLabel(item.quantityType, item.quantity, item.shippedQuantity ?? 0)
  return difference ? `${item.productName} (${difference})` : item.productName
}

/**
 * The invoice of a fulfilled order: what shipped at the order's own prices, and the final
 * total. Its number is the order number, so the books and Provender name it alike.
 */
export function invoice(head: Letterhead, order: Order, timeZone: string): Doc {
  const doc = startDocument(head, 'Invoice', [
    ['Invoice number', String(order.id)],
    ['Invoice date', dateIn(order.fulfilledAt ?? order.createdAt, timeZone)],
    ['Order date', dateIn(order.createdAt, timeZone)],
  ])
  block(doc, 'Bill to', customerLines(order))
  const rows = order.OrderItems.map((i) => [
    i.productId,
    described(i),
    String(i.shippedQuantity ?? 0),
    unitOf(i),
    // A case's price is its packs' (the order form's rule), so shipped x unit price = amount.
    formatMoney(lineTotalCents(toCents(i.sellPrice), i.quantityType, 1, i.Product.packsPerCase)),
    money(i.shippedLineTotal ?? 0),
  ])
  table(doc, INVOICE_COLUMNS, rows)
  const lines: [string, string][] = []
  if (order.finalTotal !== null && order.finalTotal !== order.estimatedTotal) {
    lines.push(['Estimated when ordered', money(order.estimatedTotal)])
  }
  lines.push(['Total', money(order.finalTotal ?? order.totalPrice)])
  totals(doc, lines, INVOICE_WIDTH)
  note(doc, 'Weighed lines are billed at the weight shipped, to the cent.')
  return doc
}
