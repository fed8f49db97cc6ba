import { hasAtMostTwoDecimals, type PaymentMethod, paymentMethods } from '@provender/events'
import type { PaymentDraft } from '@provender/web-shared/books/books.ts'

/** The "Record payment" dialog as typed; react-admin's NumberInput gives null for an empty field. */
export interface PaymentValues {
  amount: number | null
  receivedOn: string
  method: PaymentMethod
  reference: string
  /** The invoices it pays, in the order chosen; none: the server applies it oldest first. */
  invoiceNumbers: number[]
}

export const PAYMENT_REFERENCE_MAX = 100
/** What one payment may be at most: a typo of extra zeros is refused before it reaches the books. */
export const PAYMENT_MAX = 10_000_000

export const PAYMENT_MESSAGES = {
  amount: 'Enter an amount above $0 with at most two decimals.',
  receivedOn: 'Enter the date the payment was received.',
  method: 'Choose how it was paid.',
  reference: `At most ${PAYMENT_REFERENCE_MAX} characters.`,
  failed: 'Failed to record the payment.',
} as const

export type PaymentErrors = Partial<Record<keyof PaymentValues, string>>

export const paymentValues = (today: string): PaymentValues => ({
  amount: null,
  receivedOn: today,
  method: 'check',
  reference: '',
  invoiceNumbers: [],
})

/** What the server would refuse (docs/books.md), said under each field before it is sent. */
export function paymentErrors(values: PaymentValues): PaymentErrors {
  const errors: PaymentErrors = {}
  const amount = values.amount
  if (amount === null || !Number.isFinite(amount) || amount <= 0 || amount > PAYMENT_MAX)
    errors.amount = PAYMENT_MESSAGES.amount
  else if (!hasAtMostTwoDecimals(amount)) errors.amount = PAYMENT_MESSAGES.amount
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.receivedOn ?? '')) errors.receivedOn = PAYMENT_MESSAGES.receivedOn
  if (!paymentMethods.includes(values.method)) errors.method = PAYMENT_MESSAGES.method
  if ((values.reference ?? '').length > PAYMENT_REFERENCE_MAX) errors.reference = PAYMENT_MESSAGES.reference
  return errors
}

/** The POST body: invoices only when some were chosen, so the default stays "oldest first". */
export function paymentDraft(values: PaymentValues): PaymentDraft {
  const chosen = values.invoiceNumbers ?? []
  return {
    amount: Number(values.amount),
    receivedOn: values.receivedOn,
    method: values.method,
    reference: values.reference.trim(),
    ...(chosen.length > 0 && { invoiceNumbers: chosen }),
  }
}
