import { IMPORT_KINDS } from '@provender/events'
import { documentRoutes, type RouteDoc } from '@provender/server-kit'
import { z } from 'zod'
import { ordersFilter } from '../orders/routes.ts'
import {
  accountingQuery,
  accountingZipQuery,
  customersFilter,
  historyCustomersFilter,
  pricesFilter,
  productsFilter,
  sentMailFilter,
} from './routes.ts'

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** The CSV and the XLSX route of one export. */
function spreadsheet(
  name: string,
  summary: string,
  query: z.ZodType,
  errors: RouteDoc['errors'] = {},
  description = 'Every row of the filter, streamed, in exactly the import layout (docs/imports.md); a sales rep gets only its own customers.',
) {
  return (['csv', 'xlsx'] as const).map((format) => ({
    method: 'get' as const,
    path: `/api/exports/${name}.${format}`,
    summary: `${summary} (${format.toUpperCase()})`,
    description,
    query,
    responses: {
      200: {
        description: `The file (attachment), as ${format.toUpperCase()}.`,
        schema: z.string(),
        contentType: format === 'csv' ? 'text/csv' : XLSX,
      },
    },
    errors,
  }))
}

export const exportRouteDocs = documentRoutes({ tag: 'Exports', access: ['admin', 'sales', 'auditor'] }, [
  ...spreadsheet('products', 'The catalogue in the import layout', productsFilter),
  ...spreadsheet('customers', 'Customers in the import layout', customersFilter),
  ...spreadsheet('prices', 'Negotiated price lines in the import layout', pricesFilter, {
    404: 'Customer not found (customerId names one the caller may not see).',
  }),
  ...spreadsheet(
    'orders',
    'The orders list of a filter, one row per order',
    ordersFilter,
    {},
    'Every order of `GET /api/orders` with the same filters and sort (no page), streamed: Order, Placed, Customer account, Customer, Sales rep, Delivery date, Status, Items, Estimate, Final total. A sales rep gets only its own customers’ orders; `scope` is an admin’s choice (403 for others).',
  ),
  ...spreadsheet(
    'sent-mail',
    'The sent mail list of a filter, one row per mail',
    sentMailFilter,
    {},
    'Every mail of `GET /api/notifications` with the same filters and sort (no page), streamed: Queued, Sent, Status, Kind, To, Subject. Never the message itself (no bodies, no links). Admins only, as the list.',
  ).map((route) => ({ ...route, access: ['admin'] as const })),
  ...spreadsheet(
    'history-customers',
    'The history’s customer directory of a search, deleted customers too',
    historyCustomersFilter,
    {},
    'Every customer of `GET /api/history/customers` with the same search (no page), in its order (name, then id), streamed: Business, Account #, Owner, Deleted. Admins and auditors, as the list.',
  ).map((route) => ({ ...route, access: ['admin', 'auditor'] as const })),
  ...IMPORT_KINDS.flatMap((kind) =>
    spreadsheet(
      `templates/${kind}`,
      `The ${kind} import template: its header line and one example row`,
      z.object({}),
      {},
      'The columns an import of this kind reads, in the order its export writes them, with one example row (docs/imports.md lists the required ones). Admins only, as imports.',
    ).map((route) => ({ ...route, access: ['admin'] as const })),
  ),
  {
    method: 'get',
    path: '/api/exports/accounting.csv',
    summary:
      'Fulfilled orders of a date range as invoice lines (QuickBooks Online and Xero; docs/accounting.md)',
    query: accountingQuery,
    responses: {
      200: {
        description:
          'One line per shipped line, final totals, in one file; names as they are (no formula guard: the file is for the accounting system).',
        schema: z.string(),
        contentType: 'text/csv',
      },
    },
  },
  {
    method: 'get',
    path: '/api/exports/accounting.zip',
    summary: 'The same invoice lines as numbered CSV parts within the target system’s file limits',
    description:
      '`target=quickbooks`: at most 100 invoices and 1,000 rows a part (QuickBooks Online); `target=xero`: at most 500 invoices a part. An invoice is never cut across parts.',
    query: accountingZipQuery,
    responses: {
      200: {
        description: 'A zip of CSV parts (attachment).',
        schema: z.string(),
        contentType: 'application/zip',
      },
    },
  },
])
