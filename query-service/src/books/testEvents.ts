import type { DomainEvent, EventData } from '@provender/events'

/** Events of the books as the command side records them, for the read models' specs. */

export const ADDRESS = {
  line1: '12 Dock St',
  line2: '',
  city: 'Portland',
  region: 'ME',
  postalCode: '04101',
  country: 'US',
}

export function billingSet(
  customerId: number,
  overrides: Partial<EventData<'CustomerBillingSet'>> = {},
): DomainEvent {
  return {
    type: 'CustomerBillingSet',
    data: {
      customerId,
      billTo: ADDRESS,
      shipTos: [{ shipToId: 'main', label: 'Kitchen door', address: ADDRESS, taxRateMilliPercent: 5500 }],
      terms: { kind: 'net', days: 30 },
      taxExemptCertificate: null,
      creditLimitCents: 500_000,
      ...overrides,
    },
  }
}

/** An invoice of one taxable line of `amountCents` at 5.5 %, due 30 days after `issueDate`. */
export function invoiceIssued(
  invoiceNumber: number,
  customerId: number,
  amountCents: number,
  dates: { issueDate: string; dueDate: string } = { issueDate: '2026-10-30', dueDate: '2026-11-29' },
  overrides: Partial<EventData<'InvoiceIssued'>> = {},
): DomainEvent & { type: 'InvoiceIssued' } {
  const taxCents = Math.floor((amountCents * 5500 + 50_000) / 100_000)
  return {
    type: 'InvoiceIssued',
    data: {
      invoiceNumber,
      customerId,
      orderId: 5000 + invoiceNumber,
      ...dates,
      terms: { kind: 'net', days: 30 },
      seller: { name: 'Provender Foods', addressLines: ['1 Dock St', 'Portland, ME'] },
      billTo: { businessName: 'Blue Door Bistro', accountNumber: 'BD-1001', address: ADDRESS },
      shipTo: { label: 'Kitchen door', address: ADDRESS },
      taxExemptCertificate: null,
      taxRateMilliPercent: 5500,
      deliveryDate: dates.issueDate,
      poNumber: 'PO-4410',
      lines: [
        {
          productId: 'DRY-BUT',
          name: 'Butter',
          unitType: 'quantity',
          quantityType: 'case',
          quantity: 2,
          unitPriceCents: amountCents / 2,
          amountCents,
          taxable: true,
          taxCents,
        },
      ],
      subtotalCents: amountCents,
      taxCents,
      totalCents: amountCents + taxCents,
      ...overrides,
    },
  }
}

export function paymentRecorded(
  paymentId: string,
  customerId: number,
  amountCents: number,
  /** [invoice number, cents applied to it] */
  paid: [number, number][],
  receivedOn = '2026-12-03',
): DomainEvent & { type: 'PaymentRecorded' } {
  const applied = paid.map(([invoiceNumber, cents]) => ({ invoiceNumber, amountCents: cents }))
  const appliedCents = applied.reduce((sum, a) => sum + a.amountCents, 0)
  return {
    type: 'PaymentRecorded',
    data: {
      paymentId,
      customerId,
      amountCents,
      receivedOn,
      method: 'check',
      reference: 'Check 1042',
      applied,
      unappliedCents: amountCents - appliedCents,
    },
  }
}
