import { type ImportKind, importLayouts } from '@provender/events'
import type { ExportColumn } from '@provender/server-kit/spreadsheets'

/** A product as the catalogue layout writes it; amounts are PostgreSQL's exact numeric text. */
export interface ProductLine {
  id: string
  name: string
  description: string
  category_name: string | null
  unit_type: 'quantity' | 'weight'
  packs_per_case: number | null
  price: string
  warn_above: string | null
}

export interface CustomerLine {
  id: number
  account_number: string
  business_name: string
  owner_email: string | null
  email: string | null
  first_name: string | null
  last_name: string | null
  phone: string | null
}

export interface PriceLine {
  customer_id: number
  account_number: string
  product_id: string
  price: string
  unit_type: 'quantity' | 'weight'
}

/** A product's availability as the stock layout writes it (issue 36); empty cells where it has none. */
export interface StockLine {
  product_id: string
  status: 'available' | 'limited' | 'out'
  limit: number | null
  limit_unit: 'case' | 'pack' | 'lb' | null
  limit_per: 'customer' | 'date' | null
  until: string | null
}

type Cells<Row> = Record<string, Pick<ExportColumn<Row>, 'value' | 'xlsx' | 'width'>>

/** An amount: its exact decimal text in CSV, a number cell in XLSX. */
const amount = <Row>(read: (row: Row) => string | null) => ({
  value: read,
  xlsx: (row: Row) => {
    const text = read(row)
    return text === null || text === '' ? null : Number(text)
  },
})

/**
 * The columns of a layout in its order with its headers (events' importLayouts), each with the
 * cell it writes: a field the layout has and this table lacks fails at once, in every test.
 */
function layoutColumns<Row>(kind: ImportKind, cells: Cells<Row>): ExportColumn<Row>[] {
  return importLayouts[kind].map((column) => {
    const cell = cells[column.field]
    if (!cell) throw new Error(`The ${kind} export writes no ${column.field}.`)
    return { header: column.header, ...cell }
  })
}

export const productColumns = layoutColumns<ProductLine>('catalogue', {
  productId: { value: (p) => p.id, width: 16 },
  name: { value: (p) => p.name, width: 32 },
  description: { value: (p) => p.description, width: 40 },
  category: { value: (p) => p.category_name ?? '', width: 18 },
  // The import reads quantity or weight (and each/pack/case, lb): write its own words.
  unitType: { value: (p) => p.unit_type },
  // Empty for weight products, which have no cases.
  packsPerCase: { value: (p) => (p.unit_type === 'weight' ? null : p.packs_per_case) },
  price: amount((p) => p.price),
  // A weight (lb) or a number of packs, not money: written as the number it is (20, 12.5).
  warnAbove: {
    value: (p) => (p.warn_above === null ? null : Number(p.warn_above)),
    xlsx: (p) => (p.warn_above === null ? null : Number(p.warn_above)),
  },
})

export const customerColumns = layoutColumns<CustomerLine>('customers', {
  accountNumber: { value: (c) => c.account_number, width: 16 },
  businessName: { value: (c) => c.business_name, width: 30 },
  ownerEmail: { value: (c) => c.owner_email ?? '', width: 28 },
  email: { value: (c) => c.email ?? '', width: 28 },
  firstName: { value: (c) => c.first_name ?? '' },
  lastName: { value: (c) => c.last_name ?? '' },
  phone: { value: (c) => c.phone ?? '', width: 16 },
})

export const priceColumns = layoutColumns<PriceLine>('prices', {
  accountNumber: { value: (l) => l.account_number, width: 16 },
  productId: { value: (l) => l.product_id, width: 16 },
  price: amount((l) => l.price),
  // A quantity product's price is per pack; a weight product's per lb.
  unit: { value: (l) => (l.unit_type === 'weight' ? 'lb' : 'pack') },
})

export const stockColumns = layoutColumns<StockLine>('stock', {
  productId: { value: (l) => l.product_id, width: 16 },
  status: { value: (l) => l.status },
  limit: { value: (l) => l.limit },
  limitUnit: { value: (l) => l.limit_unit ?? '' },
  limitPer: { value: (l) => l.limit_per ?? '' },
  // YYYY-MM-DD as text, which the import reads as the date it is.
  until: { value: (l) => l.until ?? '', width: 12 },
})
