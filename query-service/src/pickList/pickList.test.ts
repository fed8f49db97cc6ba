import { describe, expect, it } from 'vitest'
import { type PickRow, pickLines, pickList } from './pickList.ts'

const row = (over: Partial<PickRow>): PickRow => ({
  order_id: 1,
  customer_id: 4,
  business_name: 'Blue Door Bistro',
  account_number: 'BD-1',
  product_id: 'OIL',
  product_name: 'Olive oil',
  unit_type: 'quantity',
  quantity: '1.00',
  quantity_type: 'case',
  catalogue_name: 'Olive oil',
  catalogue_unit_type: 'quantity',
  category_id: 2,
  category_name: 'Pantry',
  ...over,
})

describe('the pick list of a delivery date', () => {
  const rows = [
    row({ order_id: 7, quantity: '2.00', quantity_type: 'case' }),
    row({
      order_id: 7,
      product_id: 'RIB',
      product_name: 'Ribeye',
      unit_type: 'weight',
      catalogue_name: 'Beef ribeye',
      catalogue_unit_type: 'weight',
      quantity: '0.10',
      quantity_type: 'weight',
      category_id: 1,
      category_name: 'Meat',
    }),
    row({
      order_id: 8,
      customer_id: 5,
      business_name: 'Anchor Cafe',
      account_number: 'AC-1',
      quantity: '3.00',
      quantity_type: 'pack',
    }),
    row({
      order_id: 8,
      customer_id: 5,
      business_name: 'Anchor Cafe',
      account_number: 'AC-1',
      product_id: 'RIB',
      product_name: 'Ribeye',
      unit_type: 'weight',
      catalogue_name: 'Beef ribeye',
      catalogue_unit_type: 'weight',
      quantity: '0.20',
      quantity_type: 'weight',
      category_id: 1,
      category_name: 'Meat',
    }),
    // A product since deleted: the line's own name and unit, no category.
    row({
      order_id: 9,
      product_id: 'GONE',
      product_name: 'Old cheese',
      catalogue_name: null,
      catalogue_unit_type: null,
      category_id: null,
      category_name: null,
      quantity: '1.00',
      quantity_type: 'pack',
    }),
  ]

  it('sums by category and product, packs, cases and pounds apart, with each customer’s line', () => {
    const list = pickList('2026-12-01', rows)
    expect(list.orderCount).toBe(3)
    expect(list.categories.map((c) => [c.categoryId, c.categoryName])).toEqual([
      [1, 'Meat'],
      [2, 'Pantry'],
      [null, 'Uncategorized'],
    ])
    const [meat, pantry, none] = list.categories
    // 0.1 + 0.2 lb is 0.3 lb, not 0.30000000000000004.
    expect(meat!.products).toEqual([
      {
        productId: 'RIB',
        name: 'Beef ribeye',
        unitType: 'weight',
        total: { packs: 0, cases: 0, lb: 0.3 },
        lines: [
          {
            orderId: 8,
            customerId: 5,
            businessName: 'Anchor Cafe',
            accountNumber: 'AC-1',
            quantity: 0.2,
            quantityType: 'weight',
          },
          {
            orderId: 7,
            customerId: 4,
            businessName: 'Blue Door Bistro',
            accountNumber: 'BD-1',
            quantity: 0.1,
            quantityType: 'weight',
          },
        ],
      },
    ])
    // Two cases and three packs stay two cases and three packs.
    expect(pantry!.products[0]!.total).toEqual({ packs: 3, cases: 2, lb: 0 })
    expect(none!.products[0]).toMatchObject({
      productId: 'GONE',
      name: 'Old cheese',
      total: { packs: 1, cases: 0, lb: 0 },
    })
  })

  it('adds up to the lines, unit by unit, and lists each line once for the CSV', () => {
    const list = pickList('2026-12-01', rows)
    const lines = [...pickLines(list)]
    expect(lines).toHaveLength(rows.length)
    for (const [type, key] of [
      ['pack', 'packs'],
      ['case', 'cases'],
      ['weight', 'lb'],
    ] as const) {
      const ordered = rows
        .filter((r) => r.quantity_type === type)
        .reduce((sum, r) => sum + Math.round(Number(r.quantity) * 100), 0)
      const totals = list.categories
        .flatMap((c) => c.products)
        .reduce((sum, p) => sum + Math.round(p.total[key] * 100), 0)
      expect(totals, type).toBe(ordered)
    }
  })

  it('is empty for a day without orders', () => {
    expect(pickList('2026-12-02', [])).toEqual({
      date: '2026-12-02',
      orderCount: 0,
      categories: [],
      orderNotes: [],
    })
  })
})

describe('the pick list’s order notes (issue 36)', () => {
  it('lists the orders with a PO number or a note by customer, then order', () => {
    const note = (orderId: number, businessName: string) => ({
      orderId,
      businessName,
      accountNumber: 'A-1',
      poNumber: `PO-${orderId}`,
      note: null,
    })
    const list = pickList('2026-12-02', [], [note(9, 'Zest'), note(7, 'Blue Door'), note(3, 'Zest')])
    expect(list.orderNotes.map((n) => n.orderId)).toEqual([7, 3, 9])
  })
})
