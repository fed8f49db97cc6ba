import { execFileSync } from 'node:child_process'
import { type ItemRow, type OrderRow, orderView } from '../orders/orderView.ts'
import type { PickList } from '../pickList/pickList.ts'
import type { Order } from './orderDocuments.ts'
import type { Doc, Letterhead } from './pdf.ts'

/** Names from every script a customer of ours may write its name in (issue 35). */
export const NAMES = {
  vietnamesePolish: 'Phở Bắc & Łódź Deli',
  chinese: '北京烤鸭店',
  korean: '서울 한식당',
  japanese: 'すし処 銀座',
  greek: 'Ταβέρνα Μύκονος',
  cyrillic: 'Столовая Москва',
  hebrew: 'מסעדה',
  arabic: 'مطعم',
} as const

export const LETTERHEAD: Letterhead = { name: 'Provender Foods', addressLines: ['1 Dock St'], logo: null }

/** The whole PDF a document writes, once it is ended. */
export function pdfBytes(doc: Doc): Promise<Buffer> {
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))))
  doc.end()
  return done
}

/** The text of a PDF as its layout shows it (poppler's pdftotext, as a reader copies it). */
export const pdfText = (bytes: Buffer): string =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes }).toString('utf8')

const ITEM: Omit<ItemRow, 'id' | 'product_id' | 'product_name' | 'quantity' | 'quantity_type'> = {
  order_id: 1042,
  unit_type: 'quantity',
  packs_per_case: 12,
  sell_price: '3.50',
  line_total: '0',
  substitute_allowed: false,
}

/** A fulfilled order of `businessName`: 3 cases, 1 pack and 19.42 lb, as the read model gives it. */
export function orderOf(businessName: string): Order {
  const row: OrderRow = {
    id: 1042,
    customer_id: 7,
    created_at: new Date('2026-11-30T15:00:00Z'),
    fulfilled: true,
    fulfilled_at: new Date('2026-12-01T16:00:00Z'),
    total: '380.16',
    final_total: '380.16',
    business_name: businessName,
    account_number: 'PB-1001',
    sales_user_id: null,
    rep_first_name: null,
    rep_last_name: null,
    placed_by_user_id: null,
    placed_by_name: null,
    placed_outside_window: false,
    shipped_changes: null,
    delivery_date: '2026-12-01',
    outside_schedule: false,
    standing_order_id: null,
    left_out: null,
    version: 0,
    changed_at: null,
    changed_by_name: null,
    cancelled: false,
    cancelled_at: null,
    cancelled_by_name: null,
    cancel_reason: null,
    po_number: 'PO-4410',
    note: 'Back door after 6 am',
  }
  return orderView(row, [
    { ...ITEM, id: 1, product_id: 'DRY-BUT', product_name: 'Butter', quantity: 3, quantity_type: 'case' },
    { ...ITEM, id: 2, product_id: 'DRY-EGG', product_name: 'Eggs', quantity: 1, quantity_type: 'pack' },
    {
      ...ITEM,
      id: 3,
      product_id: 'MEA-RIB',
      product_name: 'Beef ribeye',
      unit_type: 'weight',
      packs_per_case: null,
      sell_price: '12.65',
      quantity: 19.42,
      quantity_type: 'weight',
    },
  ])
}

/** A delivery date's pick list with one line for each of `names`. */
export function pickListOf(names: readonly string[]): PickList {
  return {
    date: '2026-12-01',
    orderCount: names.length,
    categories: [
      {
        categoryId: 1,
        categoryName: 'Dairy',
        products: [
          {
            productId: 'DRY-BUT',
            name: 'Butter',
            unitType: 'quantity',
            total: { cases: names.length * 3, packs: 0, lb: 0 },
            lines: names.map((businessName, i) => ({
              orderId: 1000 + i,
              customerId: i + 1,
              businessName,
              accountNumber: `AC-${i + 1}`,
              quantity: 3,
              quantityType: 'case' as const,
            })),
          },
        ],
      },
    ],
    orderNotes: names.slice(0, 1).map((businessName) => ({
      orderId: 1000,
      businessName,
      accountNumber: 'AC-1',
      poNumber: 'PO-4410',
      note: 'Back door after 6 am',
    })),
  }
}
