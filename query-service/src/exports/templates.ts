import type { ImportKind } from '@provender/events'
import { type ExportColumn, type ExportFormat, sendExport } from '@provender/server-kit/spreadsheets'
import type { Context } from 'koa'
import {
  type CustomerLine,
  customerColumns,
  type PriceLine,
  type ProductLine,
  priceColumns,
  productColumns,
  type StockLine,
  stockColumns,
} from './layouts.ts'

/** A template's one page: the example row, written by the same columns as the export. */
async function* onePage<Row>(row: Row): AsyncGenerator<Row[]> {
  yield [row]
}

function template<Row>(kind: ImportKind, sheet: string, columns: readonly ExportColumn<Row>[], example: Row) {
  return (ctx: Context, format: ExportFormat) =>
    sendExport(ctx, { stem: `${kind}-template`, format, sheet }, onePage(example), columns)
}

/**
 * The import templates (issue 35): each layout's header line and one example row, written exactly
 * as its export writes rows, so a template filled in imports as an export does. The example
 * names nothing real (example.com addresses); previewing it shows what the import would refuse.
 */
export const sendTemplate: Record<ImportKind, (ctx: Context, format: ExportFormat) => void> = {
  catalogue: template<ProductLine>('catalogue', 'Products', productColumns, {
    id: 'OIL-5L',
    name: 'Olive oil, 5 L',
    description: 'Extra virgin, cold pressed',
    category_name: 'Oils and vinegars',
    unit_type: 'quantity',
    packs_per_case: 4,
    price: '42.50',
    warn_above: '20',
  }),
  customers: template<CustomerLine>('customers', 'Customers', customerColumns, {
    id: 0,
    account_number: 'BD-1001',
    business_name: 'Blue Door Bistro',
    owner_email: 'rep@example.com',
    email: 'orders@bluedoor.example.com',
    first_name: 'Ana',
    last_name: 'Ruiz',
    phone: '3125550100',
  }),
  prices: template<PriceLine>('prices', 'Prices', priceColumns, {
    customer_id: 0,
    account_number: 'BD-1001',
    product_id: 'OIL-5L',
    price: '39.90',
    unit_type: 'quantity',
  }),
  stock: template<StockLine>('stock', 'Stock', stockColumns, {
    product_id: 'OIL-5L',
    status: 'limited',
    limit: 6,
    limit_unit: 'case',
    limit_per: 'customer',
    until: null,
  }),
}
