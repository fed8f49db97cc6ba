import { formatQuantity, formatUnitTotals } from '@provender/events/format'
import { formatCalendarDate } from '@provender/events/format/delivery'
import type { PickList } from '../pickList/pickList.ts'
import type { Doc, Letterhead, TableColumn } from './pdf.ts'
import { line, note, startDocument, table, tickBox } from './pdf.ts'

const COLUMNS: TableColumn[] = [
  { header: 'Product ID', width: 90 },
  { header: 'Product / customer', width: 192 },
  { header: 'Order', width: 55, align: 'right' },
  { header: 'Quantity', width: 175 },
]

/**
 * The pick list of a delivery date, for the warehouse floor: by category, each product's total
 * with a box to tick, then who gets how much of it (account, customer, order).
 */
export function pickListDocument(head: Letterhead, list: PickList): Doc {
  const day = formatCalendarDate(list.date, { weekday: true })
  const doc = startDocument(head, 'Pick list', [
    ['Delivery', day],
    ['Orders', String(list.orderCount)],
  ])
  if (list.categories.length === 0) {
    line(doc, `No orders are to be delivered on ${day}.`, 'regular', 11)
    return doc
  }
  for (const category of list.categories) {
    line(doc, category.categoryName, 'bold', 12)
    doc.moveDown(0.3)
    const rows: string[][] = []
    const productRows = new Set<number>()
    for (const product of category.products) {
      productRows.add(rows.length)
      // Totals add like units only, as the pick list screen shows them: "2 cases · 3 packs".
      rows.push([product.productId, product.name, 'Total', formatUnitTotals(product.total)])
      for (const pick of product.lines) {
        rows.push([
          '',
          `   ${pick.accountNumber} ${pick.businessName}`,
          `#${pick.orderId}`,
          formatQuantity(pick.quantity, pick.quantityType),
        ])
      }
    }
    let index = 0
    table(doc, COLUMNS, rows, {
      marker: (y) => {
        if (productRows.has(index)) tickBox(doc, y)
        index += 1
      },
    })
  }
  note(doc, 'Totals add like units only: cases, packs and pounds are picked apart.')
  orderNotesSection(doc, list)
  return doc
}

/** The orders' PO numbers and notes to the warehouse, after the picks: each order once. */
function orderNotesSection(doc: Doc, list: PickList): void {
  if (list.orderNotes.length === 0) return
  doc.moveDown(0.6)
  line(doc, 'Order notes', 'bold', 12)
  doc.moveDown(0.3)
  const rows = list.orderNotes.map((o) => [
    `#${o.orderId}`,
    `${o.accountNumber} ${o.businessName}`,
    o.poNumber ? `PO ${o.poNumber}` : '',
    o.note ?? '',
  ])
  table(doc, NOTE_COLUMNS, rows)
}

const NOTE_COLUMNS: TableColumn[] = [
  { header: 'Order', width: 55 },
  { header: 'Customer', width: 150 },
  { header: 'PO number', width: 100 },
  { header: 'Note to the warehouse', width: 207 },
]
