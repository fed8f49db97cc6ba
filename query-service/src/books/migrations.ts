import type { ReadModelSchema } from '../projections/migrations.ts'
import { tablesMigration } from '../projections/tablesMigration.ts'

/**
 * The books (issue 37): each customer's billing profile, its issued invoices and its payments.
 * Money in dollars as numeric (as rm_orders), exact from the events' cents. An invoice's
 * `status` is derived from what it totals and what was applied to it, so it can never disagree
 * with them; the reads that page or age by it walk an index ending in it. Without statistics
 * (autovacuum is off; start-up analyzes the read models once, empty on a new database) the
 * planner takes these from the order and the limit alone; plans.int.test.ts reads the plans.
 */
const booksTables = tablesMigration(
  '1501_books',
  `
      create table rm_billing (
        customer_id             integer primary key,
        bill_to                 jsonb not null,
        -- As the event carries them: tax rates in thousandths of a percent.
        ship_tos                jsonb not null,
        terms                   jsonb not null,
        tax_exempt_certificate  text,
        credit_limit            numeric(14, 2),
        updated_at              timestamptz not null
      );
      create table rm_invoices (
        number        integer primary key,
        customer_id   integer not null,
        order_id      integer not null,
        -- As issued (the bill-to's name then): a later rename never changes an issued invoice.
        business_name text not null,
        issue_date    text not null,
        due_date      text not null,
        subtotal      numeric(14, 2) not null,
        tax           numeric(14, 2) not null,
        total         numeric(14, 2) not null,
        paid          numeric(14, 2) not null default 0,
        status        text generated always as (case when paid >= total then 'paid' else 'open' end) stored,
        -- The InvoiceIssued event's data, whole: what the invoice and its PDF show.
        snapshot      jsonb not null,
        issued_at     timestamptz not null
      );
      create index rm_invoices_customer_number on rm_invoices (customer_id, number);
      create index rm_invoices_customer_status_due on rm_invoices (customer_id, status, due_date, number);
      create index rm_invoices_status_number on rm_invoices (status, number);
      create index rm_invoices_order on rm_invoices (order_id);
      create table rm_payments (
        payment_id   uuid primary key,
        customer_id  integer not null,
        amount       numeric(14, 2) not null,
        received_on  text not null,
        method       text not null,
        reference    text not null,
        -- [{ invoiceNumber, amountCents }] as recorded.
        applied      jsonb not null,
        unapplied    numeric(14, 2) not null,
        recorded_at  timestamptz not null
      );
      create index rm_payments_customer_received on rm_payments (customer_id, received_on, recorded_at, payment_id);
    `,
  { drop: ['rm_payments', 'rm_invoices', 'rm_billing'], checkpoint: 'books' },
)

export const booksSchema: ReadModelSchema = {
  tables: [],
  async create() {},
  migrations: [booksTables],
}
