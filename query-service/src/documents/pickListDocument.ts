import type { PickList, PickTotal } from '../pickList/pickList.ts'
import type { Doc, Letterhead, TableColumn } from './pdf.ts'
import { line, note, startDocument, table, tickBox } from './pdf.ts'

const COLUMNS: TableColumn[] = [
  { header: 'Product ID', width: 90 },
  { header: 'Product / customer', width: 192 },
  { header: 'Order', width: 55, align: 'right' },
  { header: 'Quantity', width: 55, align: 'right' },
  { header: 'Unit', width: 120 },
]

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`

/** A product's total in the units it was ordered in, never mixed: "2 cases + 5 packs", "35.5 lb". */
export function totalLabel(total: PickTotal): string {
  const parts: string[] = []
  if (total.cases > 0) parts.push(plural(total.cases, 'case'))
  if (total.packs > 0) parts.push(plural(total.packs, 'pack'))
  if (total.lb > 0) parts.push(`${total.lb} lb`)
  return parts.join(' + ') || '0'
}

const UNIT = { pack: 'pack', case: 'case', weight: 'lb' } as const

/**
 * The pick list of a delivery date, for the warehouse floor: by category, each product's total
 * with a box to tick, then who gets how much of it (account, customer, order).
 */
export function pickListDocument(head: Letterhead, list: PickList): Doc {
  const doc = startDocument(head, 'Pick list', [
    ['Delivery', list.date],
    ['Orders', String(list.orderCount)],
  ])
  if (list.categories.length === 0) {
    line(doc, `No orders are to be delivered on ${list.date}.`, 'regular', 11)
    return doc
  }
  for (const category of list.categories) {
    line(doc, category.categoryName, 'bold', 12)
    doc.moveDown(0.3)
    const rows: string[][] = []
    const productRows = new Set<number>()
    for (const product of category.products) {
      productRows.add(rows.length)
      rows.push([product.productId, product.name, '', 'Total', totalLabel(product.total)])
      for (const line of product.lines) {
        rows.push([
          '',
          `   ${line.accountNumber} ${line.businessName}`,
          `#${line.orderId}`,
          String(line.quantity),
          UNIT[line.quantityType],
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
  return doc
}
