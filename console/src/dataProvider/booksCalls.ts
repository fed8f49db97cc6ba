import { api } from '@provender/web-shared/api.ts'
import {
  type Balance,
  type BillingDraft,
  type BillingProfile,
  billingPath,
  billingProfile,
  fetchBalance,
  fetchBilling,
  type PaymentDraft,
  paymentsPath,
  type RecordedPayment,
  recordedPayment,
} from '@provender/web-shared/books/books.ts'

/** Issue 37, docs/books.md: a customer's billing profile, balance and payments. */
export interface BooksCalls {
  billing: (customerId: number) => Promise<BillingProfile>
  saveBilling: (customerId: number, profile: BillingDraft) => Promise<BillingProfile>
  balance: (customerId: number) => Promise<Balance>
  /** The key is the dialog's: a second tap, or a retry after a lost answer, records one payment. */
  recordPayment: (
    customerId: number,
    payment: PaymentDraft,
    idempotencyKey: string,
  ) => Promise<RecordedPayment>
}

export const booksCalls: BooksCalls = {
  billing: fetchBilling,
  saveBilling: async (customerId, profile) =>
    billingProfile.parse(await api<unknown>(billingPath(customerId), { method: 'PUT', body: profile })),
  balance: fetchBalance,
  recordPayment: async (customerId, payment, idempotencyKey) =>
    recordedPayment.parse(
      await api<unknown>(paymentsPath(customerId), {
        method: 'POST',
        body: payment,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    ),
}
