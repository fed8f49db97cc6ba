import { applyPayment, type EventData, invalid, type Ledger, type PaymentMethod } from '@provender/events'
import type { Decide } from '../shared/aggregate.ts'

/** Money received from a customer, as staff record it (in cents), and the id it is recorded under. */
export interface RecordPayment {
  type: 'RecordPayment'
  paymentId: string
  customerId: number
  amountCents: number
  receivedOn: string
  method: PaymentMethod
  reference: string
  /** The invoices to pay, in this order; null: the open ones, oldest first. */
  invoiceNumbers: number[] | null
  /** Today in the distributor's time zone: a payment is not received in the future. */
  today: string
}

/**
 * Records the payment on the ledger as it stands: applied by the shared rule (each invoice takes
 * at most what is open on it), what is left on account as a credit.
 */
export const decidePayment: Decide<'ledger', RecordPayment, Ledger> = (command, ledger) => {
  if (command.amountCents <= 0) throw invalid('The amount must be more than 0.')
  if (command.receivedOn > command.today) {
    throw invalid(`The payment cannot be received after today (${command.today}).`)
  }
  const { applied, unappliedCents } = applyPayment(ledger, command.amountCents, command.invoiceNumbers)
  const { type: _type, today: _today, invoiceNumbers: _chosen, ...recorded } = command
  const data: EventData<'PaymentRecorded'> = { ...recorded, applied, unappliedCents }
  return [{ type: 'PaymentRecorded', data }]
}
