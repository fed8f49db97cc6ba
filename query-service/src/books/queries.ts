import {
  type EventStore,
  emptyLedger,
  evolveLedger,
  type Ledger,
  type LedgerEvent,
  type LedgerInvoice,
  streams,
} from '@provender/events'
import type { Knex } from 'knex'
import { billingAnswer, centsOf, type InvoiceListRow, type PaymentListRow } from './answers.ts'
import type { IssuedInvoice } from './rule.ts'

export const INVOICE_SORT_FIELDS = ['invoiceNumber', 'issueDate', 'dueDate', 'total'] as const
export type InvoiceSortField = (typeof INVOICE_SORT_FIELDS)[number]

const sortColumns: Record<InvoiceSortField, string> = {
  invoiceNumber: 'number',
  issueDate: 'issue_date',
  dueDate: 'due_date',
  total: 'total',
}

export interface InvoiceListQuery {
  page: number
  limit: number
  sortBy: InvoiceSortField
  order: 'ASC' | 'DESC'
  customerId?: number | undefined
  status?: 'open' | 'paid' | undefined
}

/** Whose invoices a caller may list: a rep's customers now, a customer its own, else all. */
export interface InvoiceScope {
  salesUserId?: number
  customerId?: number
}

const LISTED = [
  'number',
  'customer_id',
  'business_name',
  'order_id',
  'issue_date',
  'due_date',
  'total',
  'paid',
  'status',
] as const

export async function billingOf(knex: Knex, customerId: number) {
  const row = await knex('rm_billing').where({ customer_id: customerId }).first()
  return billingAnswer(customerId, row ?? null)
}

/**
 * The invoices of the list's filter. A rep's reach is the customers it owns now (through their
 * rep index), so a transferred customer's invoices move with it.
 */
function filtered(knex: Knex, query: InvoiceListQuery, scope: InvoiceScope) {
  const q = knex('rm_invoices')
  if (scope.customerId !== undefined) q.where('customer_id', scope.customerId)
  if (scope.salesUserId !== undefined) {
    q.whereIn('customer_id', knex('rm_customers').select('id').where('sales_user_id', scope.salesUserId))
  }
  if (query.customerId !== undefined) q.where('customer_id', query.customerId)
  if (query.status) q.where('status', query.status)
  return q
}

/** The statement that reads one page (the plans test explains it); ties broken by number. */
export function invoicePageQuery(knex: Knex, query: InvoiceListQuery, scope: InvoiceScope = {}) {
  const tie = query.sortBy === 'invoiceNumber' ? '' : `, number ${query.order}`
  return filtered(knex, query, scope)
    .select(...LISTED)
    .orderByRaw(`${sortColumns[query.sortBy]} ${query.order}${tie}`)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
}

export async function listInvoices(knex: Knex, query: InvoiceListQuery, scope: InvoiceScope) {
  const [rows, [counted]] = await Promise.all([
    invoicePageQuery(knex, query, scope) as Promise<InvoiceListRow[]>,
    filtered(knex, query, scope).count<{ count: string }[]>({ count: '*' }),
  ])
  return { rows, total: Number(counted?.count ?? 0) }
}

export type InvoiceRecord = InvoiceListRow & {
  snapshot: IssuedInvoice
  issued_at: Date
  sales_user_id: number | null
}

/** One invoice with its snapshot and its customer's rep now (who may see it), by its number. */
export async function findInvoice(knex: Knex, where: { number: number } | { orderId: number }) {
  const q = knex('rm_invoices as i')
    .leftJoin('rm_customers as c', 'c.id', 'i.customer_id')
    .select(...LISTED.map((c) => `i.${c}`), 'i.snapshot', 'i.issued_at', 'c.sales_user_id')
  if ('number' in where) q.where('i.number', where.number)
  else q.where('i.order_id', where.orderId)
  return (await q.first()) as InvoiceRecord | undefined
}

/** A customer's payments, newest received first (then newest recorded): its index backwards. */
export function paymentsQuery(knex: Knex, customerId: number) {
  return knex('rm_payments')
    .where({ customer_id: customerId })
    .select(
      'payment_id',
      'amount',
      'received_on',
      'method',
      'reference',
      'applied',
      'unapplied',
      'recorded_at',
    )
    .orderBy([
      { column: 'received_on', order: 'desc' },
      { column: 'recorded_at', order: 'desc' },
      { column: 'payment_id', order: 'desc' },
    ])
}

export async function paymentsOf(knex: Knex, customerId: number): Promise<PaymentListRow[]> {
  return paymentsQuery(knex, customerId)
}

interface OpenInvoiceRow {
  number: number
  order_id: number
  issue_date: string
  due_date: string
  total: string
  paid: string
}

/** A customer's open invoices, oldest due first, by the (customer, status, due date) index. */
export function openInvoicesQuery(knex: Knex, customerId: number) {
  return knex('rm_invoices')
    .where({ customer_id: customerId, status: 'open' })
    .orderBy(['due_date', 'number'])
    .select<OpenInvoiceRow[]>('number', 'order_id', 'issue_date', 'due_date', 'total', 'paid')
}

/**
 * A customer's ledger as the read models hold it now: its open invoices (by their index) and
 * its credit on account. Paid invoices change neither the balance nor the aging (what is
 * invoiced less paid equals what is open less what is unapplied), so they are not read.
 */
export async function ledgerNow(knex: Knex, customerId: number): Promise<Ledger> {
  const [open, [credit]] = await Promise.all([
    openInvoicesQuery(knex, customerId),
    knex('rm_payments')
      .where({ customer_id: customerId })
      .sum<{ sum: string | null }[]>({ sum: 'unapplied' }),
  ])
  const invoices: LedgerInvoice[] = open.map((r) => ({
    invoiceNumber: r.number,
    orderId: r.order_id,
    issueDate: r.issue_date,
    dueDate: r.due_date,
    totalCents: centsOf(r.total),
    paidCents: centsOf(r.paid),
  }))
  const unappliedCents = credit?.sum === null || credit?.sum === undefined ? 0 : centsOf(credit.sum)
  return {
    invoices,
    invoicedCents: invoices.reduce((sum, i) => sum + i.totalCents, 0),
    paidCents: invoices.reduce((sum, i) => sum + i.paidCents, 0) + unappliedCents,
    unappliedCents,
  }
}

const isLedgerEvent = (event: { type: string }): event is LedgerEvent =>
  event.type === 'InvoiceIssued' || event.type === 'PaymentRecorded'

/** The customer's ledger replayed from the log, every event recorded at or before `at`. */
export async function ledgerAt(store: EventStore, customerId: number, at: Date): Promise<Ledger> {
  const events = await store.readStream(streams.ledger(customerId))
  return events
    .filter((e) => Date.parse(e.metadata.occurredAt) <= at.getTime())
    .map((e) => e.event)
    .filter(isLedgerEvent)
    .reduce(evolveLedger, emptyLedger)
}
