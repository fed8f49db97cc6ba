import {
  type PaymentMethod,
  paymentMethods,
  paymentTerms,
  postalAddress,
  quantityType,
  unitType,
} from '@provender/events'
import { z } from 'zod'
import { api } from '../api.ts'

/**
 * The books' answers (docs/books.md, issue 37) as both apps read them: billing profiles, balances,
 * invoices. Each answer goes through its schema, so a field of another shape fails loudly at the
 * edge instead of printing "NaN" or "undefined" on a statement a customer pays from.
 */

/** Dollars, as prices are in JSON. */
const dollars = z.number().finite()
const calendarDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)
const orderId = z.union([z.number(), z.string()])

export const billingShipTo = z.object({
  shipToId: z.string(),
  label: z.string(),
  address: postalAddress,
  taxRatePercent: z.number().finite(),
})
export type BillingShipTo = z.infer<typeof billingShipTo>

export const billingProfile = z.object({
  customerId: z.number(),
  billTo: postalAddress.nullable(),
  shipTos: z.array(billingShipTo),
  terms: paymentTerms,
  termsLabel: z.string(),
  taxExemptCertificate: z.string().nullable(),
  creditLimit: dollars.nullable(),
  updatedAt: z.string().nullable(),
})
export type BillingProfile = z.infer<typeof billingProfile>
/** What PUT /api/customers/:id/billing takes: the profile without what the server keeps. */
export type BillingDraft = Omit<BillingProfile, 'customerId' | 'termsLabel' | 'updatedAt'>

export const AGING_BUCKETS = [
  ['current', 'Current'],
  ['days1to30', '1–30 days'],
  ['days31to60', '31–60 days'],
  ['days61to90', '61–90 days'],
  ['over90', 'Over 90 days'],
] as const
export type AgingBucket = (typeof AGING_BUCKETS)[number][0]

export const invoiceStatuses = ['open', 'paid'] as const
export type InvoiceStatus = (typeof invoiceStatuses)[number]
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = { open: 'Open', paid: 'Paid' }

export const invoiceSummary = z.object({
  id: z.number().int(),
  invoiceNumber: z.number().int(),
  status: z.enum(invoiceStatuses),
  customerId: z.number(),
  businessName: z.string(),
  orderId: orderId.nullish(),
  issueDate: calendarDate,
  dueDate: calendarDate,
  total: dollars,
  paid: dollars,
  open: dollars,
  daysPastDue: z.number().int(),
})
export type InvoiceSummary = z.infer<typeof invoiceSummary>

/** An open invoice of a balance: its summary's dates and amounts. */
export const openInvoice = invoiceSummary.pick({
  invoiceNumber: true,
  orderId: true,
  issueDate: true,
  dueDate: true,
  total: true,
  open: true,
  daysPastDue: true,
})
export type OpenInvoice = z.infer<typeof openInvoice>

export const balanceAnswer = z.object({
  customerId: z.number(),
  asOf: z.string(),
  balance: dollars,
  unapplied: dollars,
  aging: z.object({
    current: dollars,
    days1to30: dollars,
    days31to60: dollars,
    days61to90: dollars,
    over90: dollars,
  }),
  openInvoices: z.array(openInvoice),
})
export type Balance = z.infer<typeof balanceAnswer>

export const invoiceLine = z.object({
  productId: z.string(),
  name: z.string(),
  unitType,
  quantityType,
  quantity: z.number(),
  unitPrice: dollars,
  amount: dollars,
  taxable: z.boolean(),
  tax: dollars,
  substituteFor: z.string().nullish(),
})
export type InvoiceLineView = z.infer<typeof invoiceLine>

export const invoiceDetail = invoiceSummary.extend({
  terms: paymentTerms,
  termsLabel: z.string(),
  seller: z.object({ name: z.string(), addressLines: z.array(z.string()) }),
  billTo: z.object({
    businessName: z.string(),
    accountNumber: z.string(),
    address: postalAddress.nullable(),
  }),
  shipTo: z.object({ label: z.string(), address: postalAddress }).nullable(),
  taxExemptCertificate: z.string().nullable(),
  taxRatePercent: z.number().finite(),
  deliveryDate: calendarDate.nullish(),
  poNumber: z.string().nullish(),
  subtotal: dollars,
  tax: dollars,
  lines: z.array(invoiceLine),
})
export type InvoiceDetail = z.infer<typeof invoiceDetail>

export const invoiceList = z.object({ invoices: z.array(invoiceSummary), total: z.number().int() })

export const recordedPayment = z.object({
  paymentId: z.string(),
  applied: z.array(z.object({ invoiceNumber: z.number().int(), amount: dollars })),
  unapplied: dollars,
})
export type RecordedPayment = z.infer<typeof recordedPayment>

export interface PaymentDraft {
  amount: number
  receivedOn: string
  method: PaymentMethod
  reference: string
  /** Absent: the server applies the payment oldest first. */
  invoiceNumbers?: number[]
}

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  check: 'Check',
  ach: 'ACH transfer',
  card: 'Card',
  cash: 'Cash',
  other: 'Other',
}
export { paymentMethods }

const customerPath = (customerId: number | string, rest: string) =>
  `/api/customers/${encodeURIComponent(String(customerId))}/${rest}`

export const billingPath = (customerId: number | string) => customerPath(customerId, 'billing')
export const balancePath = (customerId: number | string) => customerPath(customerId, 'balance')
export const paymentsPath = (customerId: number | string) => customerPath(customerId, 'payments')
export const INVOICES_PATH = '/api/invoices'
export const invoicePath = (invoiceNumber: number | string) =>
  `${INVOICES_PATH}/${encodeURIComponent(String(invoiceNumber))}`
/** The issued invoice as a file: a plain link, the browser opens it with the session cookie. */
export const invoicePdfPath = (invoiceNumber: number | string) => `${invoicePath(invoiceNumber)}/invoice.pdf`

export const fetchBilling = async (customerId: number): Promise<BillingProfile> =>
  billingProfile.parse(await api<unknown>(billingPath(customerId)))

export const fetchBalance = async (customerId: number): Promise<Balance> =>
  balanceAnswer.parse(await api<unknown>(balancePath(customerId)))

/** "5 days past due", or "Not yet due" while it is not late. */
export function pastDueText(daysPastDue: number): string {
  if (daysPastDue <= 0) return 'Not yet due'
  return `${daysPastDue} ${daysPastDue === 1 ? 'day' : 'days'} past due`
}
