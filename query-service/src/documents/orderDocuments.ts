import { lineTotalCents, toCents, wallClock } from '@provender/events'
import {
  formatMoneyCents,
  formatQuantity,
  formatShippedLine,
  substitutedText,
  unitWord,
} from '@provender/events/format'
import { formatCalendarDate } from '@provender/events/format/delivery'
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

// The apps' formatter, in en-US (a server has no page locale): "$1,234.50", "3 cases", "Dec 1, 2026".
const money = (amount: number) => formatMoneyCents(toCents(amount))
const quantity = (item: Item, amount: number) => formatQuantity(amount, item.quantityType)
const dateIn = (instant: string, timeZone: string) =>
  formatCalendarDate(wallClock(new Date(instant), timeZone).date)

const customerLines = (order: Order) => [
  order.Customer.businessName,
  `Account ${order.Customer.accountNumber}`,
]

/** The customer's PO number among a document's facts, when the order carries one (issue 36). */
const poFact = (order: Order): [string, string][] => (order.poNumber ? [['PO number', order.poNumber]] : [])

const SLIP_COLUMNS: TableColumn[] = [
  { header: 'Product ID', width: 90 },
  { header: 'Product', width: 222 },
  { header: 'Quantity', width: 100, align: 'right' },
  { header: 'Shipped', width: 100, align: 'right' },
]

/**
 * What to pick and ship for one order: each line with its quantity and a box to tick, and
 * once fulfilled what shipped, a substitute shipped for a short line on its own row. Without
 * prices: it travels with the goods.
 */
export function packingSlip(head: Letterhead, order: Order, timeZone: string): Doc {
  const doc = startDocument(head, 'Packing slip', [
    ['Order', `#${order.id}`],
    ['Placed', dateIn(order.createdAt, timeZone)],
    [
      'Delivery',
      order.deliveryDate ? formatCalendarDate(order.deliveryDate, { weekday: true }) : 'Not scheduled',
    ],
    ...poFact(order),
  ])
  block(doc, 'Ship to', customerLines(order))
  // The customer's words to whoever picks and drives: before the lines, where they are read.
  if (order.note) block(doc, 'Note to the warehouse', order.note.split('\n'))
  // Issue 36: what was packed in a short line's place, on its own row under it, by its own code.
  const rows = order.OrderItems.flatMap((i) => [
    [
      i.productId,
      i.productName,
      quantity(i, i.quantity),
      i.shippedQuantity === null ? '' : quantity(i, i.shippedQuantity),
    ],
    ...(i.substitute
      ? [
          [
            i.substitute.productId,
            substitutedText(i.substitute, i.productName),
            '',
            formatQuantity(i.substitute.quantity, i.substitute.quantityType),
          ],
        ]
      : []),
  ])
  table(doc, SLIP_COLUMNS, rows, { marker: (y) => tickBox(doc, y) })
  const count = order.OrderItems.length
  line(doc, `${count} ${count === 1 ? 'line' : 'lines'}`, 'regular', 10)
  note(doc, 'Weighed lines: write the weight read off the scale in the Shipped column.')
  return doc
}

/** An invoice's columns (the issued invoice's too, with a tax mark after the amount). */
export const INVOICE_COLUMNS: TableColumn[] = [
  { header: 'Product ID', width: 80 },
  { header: 'Description', width: 172 },
  { header: 'Shipped', width: 70, align: 'right' },
  { header: 'Unit price', width: 100, align: 'right' },
  { header: 'Amount', width: 90, align: 'right' },
]
const INVOICE_WIDTH = INVOICE_COLUMNS.reduce((sum, c) => sum + c.width, 0)

/** A line's description, with how it shipped when not as ordered ("Short 2 cases"), as the order history says it. */
function described(item: Item): string {
  const difference = formatShippedLine(item.quantityType, item.quantity, item.shippedQuantity ?? 0)
  return difference ? `${item.productName} (${difference})` : item.productName
}

/**
 * Issue 36: what shipped in a short line's place, billed on its own row at the customer's price
 * for it at fulfilment (a case's price: the line's total over its cases, exact in cents).
 */
function substituteRows(item: Item): string[][] {
  const s = item.substitute
  if (!s) return []
  const unitCents =
    s.quantityType === 'case' ? Math.round(toCents(s.lineTotal) / s.quantity) : toCents(s.unitPrice)
  return [
    [
      s.productId,
      substitutedText(s, item.productName),
      formatQuantity(s.quantity, s.quantityType),
      `${formatMoneyCents(unitCents)} /${unitWord(s.quantityType)}`,
      money(s.lineTotal),
    ],
  ]
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
    ...poFact(order),
  ])
  block(doc, 'Bill to', customerLines(order))
  const rows = order.OrderItems.flatMap((i) => [
    [
      i.productId,
      described(i),
      quantity(i, i.shippedQuantity ?? 0),
      // A case's price is its packs' (the order form's rule), so shipped x unit price = amount.
      `${formatMoneyCents(lineTotalCents(toCents(i.sellPrice), i.quantityType, 1, i.Product.packsPerCase))} /${unitWord(i.quantityType)}`,
      money(i.shippedLineTotal ?? 0),
    ],
    ...substituteRows(i),
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
