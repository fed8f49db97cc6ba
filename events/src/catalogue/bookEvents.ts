import { z } from 'zod'
import { calendarDate, cents, id, productId, quantityType, unitType } from './fields.ts'

/** The longest line of a postal address, and the most ship-to addresses one customer keeps. */
export const ADDRESS_LINE_MAX = 100
export const MAX_SHIP_TOS = 20
/** The highest sales-tax rate staff may enter, in thousandths of a percent (30 %). */
export const MAX_TAX_RATE_MILLI_PERCENT = 30_000
/** The longest payment terms, in days after the invoice date. */
export const MAX_NET_DAYS = 120

export const postalAddress = z.object({
  line1: z.string().min(1).max(ADDRESS_LINE_MAX),
  line2: z.string().max(ADDRESS_LINE_MAX),
  city: z.string().min(1).max(60),
  region: z.string().max(60),
  postalCode: z.string().max(20),
  country: z.string().max(60),
})
export type PostalAddress = z.infer<typeof postalAddress>

/** Where an order is delivered, and the sales tax on taxable lines delivered there. */
export const shipTo = z.object({
  /** Stable within the customer: an order names the ship-to it goes to by it. */
  shipToId: z.string().regex(/^[a-z0-9-]{1,32}$/),
  label: z.string().min(1).max(60),
  address: postalAddress,
  /** Thousandths of a percent: 8.875 % is 8875. Entered by staff; no tax service. */
  taxRateMilliPercent: z.number().int().min(0).max(MAX_TAX_RATE_MILLI_PERCENT),
})
export type ShipTo = z.infer<typeof shipTo>

/** Cash on delivery (due on the invoice date), or net N days after it. */
export const paymentTerms = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('cod') }),
  z.object({ kind: z.literal('net'), days: z.number().int().min(1).max(MAX_NET_DAYS) }),
])
export type PaymentTerms = z.infer<typeof paymentTerms>

export const paymentMethods = ['check', 'ach', 'card', 'cash', 'other'] as const
export const paymentMethod = z.enum(paymentMethods)
export type PaymentMethod = z.infer<typeof paymentMethod>

/** An invoice line as shipped: a substitute is its own line, naming the product it stood in for. */
export const invoiceLine = z.object({
  productId,
  name: z.string(),
  unitType,
  quantityType,
  quantity: z.number().nonnegative(),
  unitPriceCents: cents,
  amountCents: cents,
  taxable: z.boolean(),
  /** This line's tax, rounded half up on its own (docs/decisions.md): the invoice's is their sum. */
  taxCents: cents,
  substituteFor: productId.optional(),
})
export type InvoiceLine = z.infer<typeof invoiceLine>

/** The parties as they were when the invoice was issued: a later edit never changes it. */
const issuedParties = {
  seller: z.object({ name: z.string(), addressLines: z.array(z.string()).max(8) }),
  billTo: z.object({
    businessName: z.string(),
    accountNumber: z.string(),
    /** Null: the customer had no billing address when it was issued. */
    address: postalAddress.nullable(),
  }),
  shipTo: z.object({ label: z.string(), address: postalAddress }).nullable(),
}

/** The books (issue 37): billing profiles, the invoice series and each customer's ledger. */
export const bookEvents = {
  // billing-{customerId}: the whole profile, set as a whole by staff
  CustomerBillingSet: {
    version: 1,
    data: z.object({
      customerId: id,
      billTo: postalAddress,
      /** The first is the customer's default. */
      shipTos: z.array(shipTo).min(1).max(MAX_SHIP_TOS),
      terms: paymentTerms,
      /** Tax-exempt with this certificate number; null: taxable. */
      taxExemptCertificate: z.string().min(1).max(40).nullable(),
      /** The most open balance plus open orders may reach; null: no limit. */
      creditLimitCents: cents.nullable(),
    }),
  },

  // invoice-numbers: one event per number, appended at the revision read in the same append as
  // the invoice, so numbers are gapless and never reused whatever races or crashes.
  InvoiceNumberTaken: {
    version: 1,
    data: z.object({ invoiceNumber: id, customerId: id, orderId: id }),
  },

  // ledger-{customerId}: what the customer owes, as documents and money
  InvoiceIssued: {
    version: 1,
    data: z.object({
      invoiceNumber: id,
      customerId: id,
      orderId: id,
      issueDate: calendarDate,
      dueDate: calendarDate,
      terms: paymentTerms,
      ...issuedParties,
      taxExemptCertificate: z.string().nullable(),
      taxRateMilliPercent: z.number().int().min(0).max(MAX_TAX_RATE_MILLI_PERCENT),
      deliveryDate: calendarDate.nullable(),
      poNumber: z.string().nullable(),
      lines: z.array(invoiceLine).min(1),
      subtotalCents: cents,
      taxCents: cents,
      totalCents: cents,
    }),
  },
  /** Money received, applied to invoices as recorded; what is left stays on account as a credit. */
  PaymentRecorded: {
    version: 1,
    data: z.object({
      paymentId: z.uuid(),
      customerId: id,
      amountCents: cents.positive(),
      receivedOn: calendarDate,
      method: paymentMethod,
      reference: z.string().max(60),
      applied: z.array(z.object({ invoiceNumber: id, amountCents: cents.positive() })),
      unappliedCents: cents,
    }),
  },
} as const
