import {
  type InvoiceDetail,
  type InvoiceSummary,
  invoiceDetail,
  invoiceList,
} from '@provender/web-shared/books/books.ts'
import type { ListParams } from './listParams.ts'
import { pagedListQuery } from './pagedMapping.ts'

export { INVOICES_PATH, invoicePath } from '@provender/web-shared/books/books.ts'
export type { InvoiceDetail, InvoiceSummary }

/** docs/books.md: the sorts GET /api/invoices takes; newest number first unless asked. */
export const INVOICE_SORT_FIELDS = ['invoiceNumber', 'issueDate', 'dueDate', 'total'] as const
export const DEFAULT_INVOICE_SORT = { field: 'invoiceNumber', order: 'DESC' } as const
export const INVOICE_PAGE_SIZES = [10, 25, 50]

export const invoicesListQuery = (params: ListParams) =>
  pagedListQuery(params, {
    sortFields: INVOICE_SORT_FIELDS,
    defaultSort: DEFAULT_INVOICE_SORT,
    passFilters: ['customerId', 'status'],
  })

/** The answer through its schema: a summary of another shape is an error, not a row of blanks. */
export function invoicesListResult(body: unknown): { data: InvoiceSummary[]; total: number } {
  const { invoices, total } = invoiceList.parse(body)
  return { data: invoices, total }
}

export const invoiceResult = (body: unknown): InvoiceDetail => invoiceDetail.parse(body)
