import type { Knex } from 'knex'
import type { BillingRow, InvoiceRow, PaymentRow } from './rule.ts'
import { paidByInvoice } from './rule.ts'

/**
 * The books' SQL writes. Each is idempotent by its key, so an event applied again (a lost
 * checkpoint) changes nothing, and a payment's amounts are added to its invoices only when the
 * payment's row is new. Cents go in as integers and become dollars in SQL (numeric: exact).
 */

export async function writeBilling(trx: Knex.Transaction, row: BillingRow): Promise<void> {
  await trx.raw(
    `insert into rm_billing (customer_id, bill_to, ship_tos, terms, tax_exempt_certificate, credit_limit, updated_at)
     values (?, ?::jsonb, ?::jsonb, ?::jsonb, ?, ?::numeric / 100, ?)
     on conflict (customer_id) do update set bill_to = excluded.bill_to, ship_tos = excluded.ship_tos,
       terms = excluded.terms, tax_exempt_certificate = excluded.tax_exempt_certificate,
       credit_limit = excluded.credit_limit, updated_at = excluded.updated_at`,
    [
      row.customerId,
      JSON.stringify(row.billTo),
      JSON.stringify(row.shipTos),
      JSON.stringify(row.terms),
      row.taxExemptCertificate,
      row.creditLimitCents,
      row.updatedAt,
    ],
  )
}

/** Invoices and payments of a run of ledger events, in three statements at most. */
export async function writeLedgerRun(
  trx: Knex.Transaction,
  invoices: readonly InvoiceRow[],
  payments: readonly PaymentRow[],
): Promise<void> {
  if (invoices.length > 0) {
    await trx.raw(
      `insert into rm_invoices (number, customer_id, order_id, business_name, issue_date, due_date,
         subtotal, tax, total, snapshot, issued_at)
       select r."invoiceNumber", r."customerId", r."orderId", r."businessName", r."issueDate", r."dueDate",
         r."subtotalCents"::numeric / 100, r."taxCents"::numeric / 100, r."totalCents"::numeric / 100,
         r.snapshot, r."issuedAt"
       from jsonb_to_recordset(?::jsonb) as r("invoiceNumber" integer, "customerId" integer, "orderId" integer,
         "businessName" text, "issueDate" text, "dueDate" text, "subtotalCents" bigint, "taxCents" bigint,
         "totalCents" bigint, snapshot jsonb, "issuedAt" timestamptz)
       on conflict (number) do nothing`,
      [JSON.stringify(invoices)],
    )
  }
  if (payments.length === 0) return
  const { rows: inserted } = await trx.raw<{ rows: { payment_id: string }[] }>(
    `insert into rm_payments (payment_id, customer_id, amount, received_on, method, reference, applied,
       unapplied, recorded_at)
     select r."paymentId", r."customerId", r."amountCents"::numeric / 100, r."receivedOn", r.method,
       r.reference, r.applied, r."unappliedCents"::numeric / 100, r."recordedAt"
     from jsonb_to_recordset(?::jsonb) as r("paymentId" uuid, "customerId" integer, "amountCents" bigint,
       "receivedOn" text, method text, reference text, applied jsonb, "unappliedCents" bigint,
       "recordedAt" timestamptz)
     on conflict (payment_id) do nothing
     returning payment_id`,
    [JSON.stringify(payments)],
  )
  const fresh = new Set(inserted.map((r) => r.payment_id))
  const paid = paidByInvoice(payments.filter((p) => fresh.has(p.paymentId)))
  if (paid.size === 0) return
  await trx.raw(
    `update rm_invoices i set paid = i.paid + p.cents::numeric / 100
     from jsonb_to_recordset(?::jsonb) as p(number integer, cents bigint) where i.number = p.number`,
    [JSON.stringify([...paid].map(([number, cents]) => ({ number, cents })))],
  )
}

/** A deleted customer leaves the books' read models; its events stay in the log for auditors. */
export async function forgetCustomer(trx: Knex.Transaction, customerId: number): Promise<void> {
  await trx('rm_payments').where({ customer_id: customerId }).delete()
  await trx('rm_invoices').where({ customer_id: customerId }).delete()
  await trx('rm_billing').where({ customer_id: customerId }).delete()
}
