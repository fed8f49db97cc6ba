import { documentRoutes, instantAnswer } from '@provender/server-kit'
import { z } from 'zod'
import { idParam } from '../orders/routes.ts'
import { balanceQuery, invoiceNumberParam, invoicesQuery } from './routes.ts'

const dollars = z.number().describe('Dollars, at most two decimals.')
const calendarDate = z.string().describe('YYYY-MM-DD, in the distributor’s zone.')
const address = z.object({
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  region: z.string(),
  postalCode: z.string(),
  country: z.string(),
})
const terms = z.union([
  z.object({ kind: z.literal('cod') }),
  z.object({ kind: z.literal('net'), days: z.number().int() }),
])
const summary = z.object({
  id: z.number().int().describe('The invoice number, for react-admin.'),
  invoiceNumber: z.number().int(),
  customerId: z.number().int(),
  businessName: z.string().describe('As issued.'),
  orderId: z.number().int(),
  issueDate: calendarDate,
  dueDate: calendarDate,
  total: dollars,
  paid: dollars,
  open: dollars,
  status: z.enum(['open', 'paid']),
  daysPastDue: z.number().int().describe('Days past its due date today; 0 once paid or not yet due.'),
})
const detail = summary.extend({
  terms,
  termsLabel: z.string(),
  seller: z.object({ name: z.string(), addressLines: z.array(z.string()) }),
  billTo: z.object({ businessName: z.string(), accountNumber: z.string(), address: address.nullable() }),
  shipTo: z.object({ label: z.string(), address }).nullable(),
  taxExemptCertificate: z.string().nullable(),
  taxRatePercent: z.number(),
  deliveryDate: calendarDate.nullable(),
  poNumber: z.string().nullable(),
  subtotal: dollars,
  tax: dollars,
  lines: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      unitType: z.enum(['quantity', 'weight']),
      quantityType: z.enum(['pack', 'case', 'weight']),
      quantity: z.number(),
      unitPrice: dollars,
      amount: dollars,
      taxable: z.boolean(),
      tax: dollars,
      substituteFor: z.string().nullable(),
    }),
  ),
})
/** The aging buckets by days past due; `current` carries a credit on account as a negative. */
const aging = z.object(
  Object.fromEntries(['current', 'days1to30', 'days31to60', 'days61to90', 'over90'].map((b) => [b, dollars])),
)
const customerParams = z.object({ id: idParam })
const CUSTOMER_404 = { 404: 'Customer not found (or not visible to the caller).' }
const INVOICE_404 = { 404: 'Invoice not found (or not visible to the caller).' }

export const booksReadRouteDocs = documentRoutes({ tag: 'Books', access: 'signed-in' }, [
  {
    method: 'get',
    path: '/api/customers/:id/billing',
    summary: 'A customer’s billing profile: addresses, terms, tax status, credit limit',
    description:
      'Admins, auditors, the owning rep and the customer itself. Never given one: no address, COD, no limit, updatedAt null.',
    params: customerParams,
    responses: {
      200: {
        description: 'The profile as last set.',
        schema: z.object({
          customerId: z.number().int(),
          billTo: address.nullable(),
          shipTos: z.array(
            z.object({ shipToId: z.string(), label: z.string(), address, taxRatePercent: z.number() }),
          ),
          terms,
          termsLabel: z.string(),
          taxExemptCertificate: z.string().nullable(),
          creditLimit: dollars.nullable(),
          updatedAt: instantAnswer.nullable(),
        }),
      },
    },
    errors: CUSTOMER_404,
  },
  {
    method: 'get',
    path: '/api/invoices',
    summary: 'Issued invoices, a page at a time (newest first unless asked)',
    description:
      'Admins and auditors every invoice, a sales rep those of the customers it owns now, a customer its own.',
    query: invoicesQuery,
    responses: {
      200: {
        description: 'One page, and how many match.',
        schema: z.object({ invoices: z.array(summary), total: z.number().int() }),
      },
    },
  },
  {
    method: 'get',
    path: '/api/invoices/:number',
    summary: 'One issued invoice, with everything it was issued with',
    params: z.object({ number: invoiceNumberParam }),
    responses: { 200: { description: 'The invoice.', schema: detail } },
    errors: INVOICE_404,
  },
  {
    method: 'get',
    path: '/api/invoices/:number/invoice.pdf',
    summary: 'An issued invoice as PDF: rendered from what it was issued with, the same bytes every time',
    params: z.object({ number: invoiceNumberParam }),
    responses: { 200: { description: 'The invoice.', schema: z.string(), contentType: 'application/pdf' } },
    errors: INVOICE_404,
  },
  {
    method: 'get',
    path: '/api/customers/:id/payments',
    summary: 'A customer’s payments, newest received first',
    params: customerParams,
    responses: {
      200: {
        description: 'Every payment recorded, with what it paid.',
        schema: z.object({
          payments: z.array(
            z.object({
              paymentId: z.string(),
              amount: dollars,
              receivedOn: calendarDate,
              method: z.enum(['check', 'ach', 'card', 'cash', 'other']),
              reference: z.string(),
              applied: z.array(z.object({ invoiceNumber: z.number().int(), amount: dollars })),
              unapplied: dollars,
              recordedAt: instantAnswer,
            }),
          ),
        }),
      },
    },
    errors: CUSTOMER_404,
  },
  {
    method: 'get',
    path: '/api/customers/:id/balance',
    summary: 'A customer’s balance, aging and open invoices, now or as of an instant',
    description:
      'Without asOf, from the read models today. With it, the customer’s ledger replayed from the log up to that instant, aged on its date in the distributor’s zone; an instant after now is answered as of now. The aging sums to the balance; a credit on account is a negative current amount.',
    params: customerParams,
    query: balanceQuery,
    responses: {
      200: {
        description: 'The balance.',
        schema: z.object({
          customerId: z.number().int(),
          asOf: calendarDate,
          balance: dollars,
          unapplied: dollars,
          aging,
          openInvoices: z.array(
            z.object({
              invoiceNumber: z.number().int(),
              orderId: z.number().int(),
              issueDate: calendarDate,
              dueDate: calendarDate,
              total: dollars,
              open: dollars,
              daysPastDue: z.number().int(),
            }),
          ),
        }),
      },
    },
    errors: CUSTOMER_404,
  },
])
