import { describe, expect, it } from 'vitest'
import { invoicesListQuery, invoicesListResult } from './invoicesMapping.ts'

describe('the invoices list (docs/books.md)', () => {
  it('asks for a page with the documented sorts and filters, newest number first by default', () => {
    const defaults = invoicesListQuery({ pagination: { page: 2, perPage: 25 } })
    expect(Object.values(defaults)).toEqual([2, 25, 'invoiceNumber', 'DESC'])
    expect(
      invoicesListQuery({
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'dueDate', order: 'ASC' },
        filter: { customerId: 7, status: 'open', businessName: 'ignored' },
      }),
    ).toEqual({ page: 1, limit: 10, sortBy: 'dueDate', order: 'ASC', customerId: 7, status: 'open' })
    // A column the API does not sort by falls back to the default.
    expect(invoicesListQuery({ sort: { field: 'open', order: 'ASC' } })).toMatchObject({
      sortBy: 'invoiceNumber',
      order: 'DESC',
    })
  })

  it('reads the answer through its schema, refusing a row of another shape', () => {
    const row = {
      id: 12,
      invoiceNumber: 12,
      customerId: 7,
      businessName: 'Blue Door Bistro',
      orderId: 88,
      issueDate: '2026-10-30',
      dueDate: '2026-11-29',
      total: 400,
      paid: 87.6,
      open: 312.4,
      status: 'open',
      daysPastDue: 5,
    }
    expect(invoicesListResult({ invoices: [row], total: 1 })).toEqual({ data: [row], total: 1 })
    expect(() => invoicesListResult({ invoices: [{ ...row, total: '400' }], total: 1 })).toThrow()
  })
})
