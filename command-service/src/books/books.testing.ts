import type { DomainEvent } from '@provender/events'

/** The books specs' shared request bodies: one kitchen in Maine, on Net 30 with a $5,000 limit. */

export const dockStreet = {
  line1: '40 Wharf Rd',
  line2: 'Unit 2',
  city: 'Bath',
  region: 'ME',
  postalCode: '04530',
  country: 'US',
}

export const billingRequest = {
  billTo: dockStreet,
  shipTos: [{ shipToId: 'main', label: 'Kitchen door', address: dockStreet, taxRatePercent: 5.5 }],
  terms: { kind: 'net', days: 30 },
  taxExemptCertificate: null,
  creditLimit: 5000,
}

/** Invoice `invoiceNumber` for customer 7's order 80 + n, of one untaxed line: `totalCents`, due `dueDate`. */
export function invoiceIssued(invoiceNumber: number, totalCents: number, dueDate: string): DomainEvent {
  const line = { productId: 'OIL', name: 'Olive oil', unitType: 'quantity', quantityType: 'pack' } as const
  return {
    type: 'InvoiceIssued',
    data: {
      invoiceNumber,
      customerId: 7,
      orderId: 80 + invoiceNumber,
      issueDate: '2026-11-01',
      dueDate,
      terms: { kind: 'net', days: 30 },
      seller: { name: 'Provender Foods', addressLines: [] },
      billTo: { businessName: 'Blue Door', accountNumber: 'BD-1', address: null },
      shipTo: null,
      taxExemptCertificate: null,
      taxRateMilliPercent: 0,
      deliveryDate: null,
      poNumber: null,
      lines: [
        {
          ...line,
          quantity: 1,
          unitPriceCents: totalCents,
          amountCents: totalCents,
          taxable: false,
          taxCents: 0,
        },
      ],
      subtotalCents: totalCents,
      taxCents: 0,
      totalCents,
    },
  }
}
