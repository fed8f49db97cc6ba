import { paymentMethods, paymentTerms, postalAddress } from '@provender/events'
import { answer, documentRoutes, itemRoutes, moneyAnswer } from '@provender/server-kit'
import { z } from 'zod'
import { customerIdParam, idempotencyKey } from '../orders/requests.ts'
import { billingBody } from './billingRequests.ts'
import { paymentBody } from './paymentRequests.ts'

const customer = itemRoutes('/api/customers/:id', customerIdParam, 'Customer not found (or another rep’s).')

// The answer's address and terms read as the events hold them.
const address = postalAddress
const terms = paymentTerms

/** The profile as docs/books.md shows it (profileView in billingRequests.ts). */
const profileAnswer = z.object({
  customerId: z.number().int(),
  billTo: address.nullable(),
  shipTos: z.array(
    z.object({
      shipToId: z.string(),
      label: z.string(),
      address,
      taxRatePercent: z.number().describe('A percent, at most three decimals (8.875).'),
    }),
  ),
  terms,
  termsLabel: z.string().describe('"COD" or "Net 30".'),
  taxExemptCertificate: z.string().nullable(),
  creditLimit: moneyAnswer.nullable(),
  updatedAt: z.string().nullable().describe('When the profile was set; null: never.'),
})

const paymentAnswer = z.object({
  paymentId: z.uuid(),
  applied: z.array(z.object({ invoiceNumber: z.number().int(), amount: moneyAnswer })),
  unapplied: moneyAnswer.describe('Left on account as a credit.'),
})

export const booksRouteDocs = documentRoutes({ tag: 'Books', access: ['admin', 'sales'] }, [
  customer({
    method: 'put',
    path: '/api/customers/:id/billing',
    summary: 'Set a customer’s billing profile (the whole of it)',
    description:
      'Addresses, ship-tos with their sales-tax rate (the first is the default), terms (COD or net 1..120 ' +
      'days), tax-exempt certificate and credit limit (docs/books.md). The same profile again changes nothing.',
    body: billingBody,
    responses: answer(200, 'The profile as stored.', profileAnswer),
  }),
  customer({
    method: 'post',
    path: '/api/customers/:id/payments',
    summary: 'Record a payment received from a customer',
    description:
      `Method one of ${paymentMethods.join(', ')}. Without \`invoiceNumbers\` it goes to the open invoices ` +
      'oldest first (due date, then number); with them, to those in the order given. Each invoice takes at ' +
      'most what is open on it; the rest stays on account. An `Idempotency-Key` header makes a retry ' +
      'record one payment.',
    headers: [
      {
        name: 'Idempotency-Key',
        description: 'A retry with the same key answers the first payment instead of recording a second.',
        schema: idempotencyKey,
      },
    ],
    body: paymentBody,
    responses: answer(201, 'Where the payment went.', paymentAnswer),
    errors: { 400: 'A bad body, a date after today, or a named invoice not open on this account.' },
  }),
])
