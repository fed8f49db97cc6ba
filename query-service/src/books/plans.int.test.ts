import type { Knex } from 'knex'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLogDatabase, type LogDatabase } from '../testing/databases.ts'
import {
  findInvoice,
  type InvoiceListQuery,
  invoicePageQuery,
  openInvoicesQuery,
  paymentsQuery,
} from './queries.ts'
import { invoiceRow, paymentRow } from './rule.ts'
import { writeLedgerRun } from './storage.ts'
import { invoiceIssued, paymentRecorded } from './testEvents.ts'

/**
 * The books' hot reads go by their indexes on tables the planner has no statistics for: the
 * read models are analyzed once at start-up (empty, on a new database) and autovacuum is off,
 * so each read below must choose its index from its conditions, order and limit alone.
 */
let database: LogDatabase
const INVOICES = 40_000
const CUSTOMERS = 400
const AT = '2026-12-01T12:00:00.000Z'

beforeAll(async () => {
  database = await createLogDatabase()
  await database.db.knex.transaction(async (trx) => {
    for (let start = 1; start <= INVOICES; start += 1000) {
      const numbers = Array.from({ length: 1000 }, (_, i) => start + i)
      const invoices = numbers.map((n) => invoiceRow(invoiceIssued(n, 1 + (n % CUSTOMERS), 1000 + n), AT))
      // Every other invoice paid in full.
      const payments = numbers
        .filter((n) => n % 2 === 0)
        .map((n) => {
          const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
          const total = invoices.find((i) => i.invoiceNumber === n)!.totalCents
          return paymentRow(paymentRecorded(id, 1 + (n % CUSTOMERS), total, [[n, total]]), AT)
        })
      await writeLedgerRun(trx, invoices, payments)
    }
  })
}, 180_000)
afterAll(() => database?.close())

async function plan(query: Knex.QueryBuilder): Promise<string> {
  const { sql, bindings } = query.toSQL()
  const { rows } = await database.db.knex.raw<{ rows: { 'QUERY PLAN': string }[] }>(
    `explain ${sql}`,
    bindings,
  )
  return rows.map((r) => r['QUERY PLAN']).join('\n')
}
const page = (q: Partial<InvoiceListQuery>) =>
  invoicePageQuery(database.db.knex, { page: 1, limit: 25, sortBy: 'invoiceNumber', order: 'DESC', ...q })

describe('the books’ reads, each by its index, without statistics', () => {
  it.each([
    ['the invoices, newest first', () => page({}), 'rm_invoices_pkey'],
    ['a later page, oldest first', () => page({ order: 'ASC', page: 3 }), 'rm_invoices_pkey'],
    ['the open ones', () => page({ status: 'open' }), 'rm_invoices_status_number'],
    ['one customer’s', () => page({ customerId: 7 }), 'rm_invoices_customer_number'],
  ])('%s: one index walked in order, to the limit', async (_name, query, index) => {
    const explained = await plan(query())
    expect(explained, explained).toContain(` ${index} `)
    expect(explained, explained).not.toMatch(/Seq Scan|Sort\b/)
  })

  it.each([
    [
      'a customer’s open invoices (balance, aging)',
      () => openInvoicesQuery(database.db.knex, 7),
      'rm_invoices_customer_status_due',
    ],
    ['a customer’s payments', () => paymentsQuery(database.db.knex, 7), 'rm_payments_customer_received'],
  ])('%s: by its index', async (_name, query, index) => {
    const explained = await plan(query())
    expect(explained, explained).toContain(index)
    expect(explained, explained).not.toMatch(/Seq Scan/)
  })

  it('an order’s invoice by the order index; a rep’s invoices without a scan of them all', async () => {
    expect(await findInvoice(database.db.knex, { orderId: 5000 + 77 })).toMatchObject({ number: 77 })
    const byOrder = await plan(database.db.knex('rm_invoices').where({ order_id: 5077 }).select('number'))
    expect(byOrder, byOrder).toContain('rm_invoices_order')
    const rep = await plan(
      invoicePageQuery(
        database.db.knex,
        { page: 1, limit: 25, sortBy: 'invoiceNumber', order: 'DESC' },
        { salesUserId: 3 },
      ),
    )
    expect(rep, rep).not.toContain('Seq Scan on rm_invoices')
  })
})
