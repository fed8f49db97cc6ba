import { boundedText, type EventData, fromCents, paymentMethods, toCents } from '@provender/events'
import { z } from 'zod'
import { dollars } from './billingRequests.ts'
import type { PaymentRequest } from './recordPayment.ts'

const METHOD = `The method must be one of ${paymentMethods.join(', ')}.`
const INVOICE = 'Name the invoices to pay by their numbers.'
const invoiceNumber = z.number({ error: INVOICE }).int(INVOICE).positive(INVOICE).max(2_147_483_647, INVOICE)

/** POST /api/customers/:id/payments (docs/books.md): dollars in, cents to the decider. */
export const paymentBody = z.object(
  {
    amount: dollars('The amount', 'positive'),
    receivedOn: z.iso.date({ error: 'Say when it was received as a date, YYYY-MM-DD.' }),
    method: z.enum(paymentMethods, { error: METHOD }),
    reference: boundedText('The reference', 60)
      .optional()
      .transform((v) => v ?? ''),
    invoiceNumbers: z.array(invoiceNumber, { error: INVOICE }).min(1, INVOICE).max(200, INVOICE).optional(),
  },
  { error: 'Send the payment as a JSON object with its amount, the date received and the method.' },
)

export function paymentRequestOf(body: z.infer<typeof paymentBody>): PaymentRequest {
  const { amount, invoiceNumbers, ...rest } = body
  return { ...rest, amountCents: toCents(amount), invoiceNumbers: invoiceNumbers ?? null }
}

/** The payment as it was recorded, in dollars. */
export function paymentView(payment: EventData<'PaymentRecorded'>) {
  return {
    paymentId: payment.paymentId,
    applied: payment.applied.map((a) => ({
      invoiceNumber: a.invoiceNumber,
      amount: fromCents(a.amountCents),
    })),
    unapplied: fromCents(payment.unappliedCents),
  }
}
