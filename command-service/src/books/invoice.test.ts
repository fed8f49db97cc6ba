import type { EventData, OrderLine } from '@provender/events'
import { describe, expect, it } from 'vitest'
import { type InvoiceFacts, invoiceFor, sellerOf } from './invoice.ts'

const address = {
  line1: '1 Mill Ln',
  line2: '',
  city: 'Augusta',
  region: 'ME',
  postalCode: '04330',
  country: 'US',
}
const line = (productId: string, unitPriceCents: number, quantity: number): OrderLine => ({
  productId,
  name: `Product ${productId}`,
  unitType: 'quantity',
  packsPerCase: 6,
  quantityType: 'pack',
  quantity,
  unitPriceCents,
  lineTotalCents: unitPriceCents * quantity,
})
const profile = (patch: Partial<EventData<'CustomerBillingSet'>> = {}): EventData<'CustomerBillingSet'> => ({
  customerId: 7,
  billTo: address,
  shipTos: [
    { shipToId: 'main', label: 'Back door', address, taxRateMilliPercent: 8875 },
    { shipToId: 'bar', label: 'Bar', address, taxRateMilliPercent: 1000 },
  ],
  terms: { kind: 'net', days: 30 },
  taxExemptCertificate: null,
  creditLimitCents: null,
  ...patch,
})
/** Given: an order of napkins (taxable, 1.99 a pack) and oil (not), shipped as ordered. */
const facts = (patch: Partial<InvoiceFacts> = {}): InvoiceFacts => {
  const lines = [line('NAP', 199, 3), line('OIL', 900, 2)]
  return {
    invoiceNumber: 12,
    order: { id: 88, customerId: 7, lines, deliveryDate: '2026-10-31', poNumber: '' },
    shipped: lines.map((l) => ({
      productId: l.productId,
      quantity: l.quantity,
      lineTotalCents: l.lineTotalCents,
    })),
    customer: { businessName: 'Blue Door', accountNumber: 'BD-1' },
    billing: profile(),
    seller: sellerOf({ DISTRIBUTOR_NAME: 'Provender Foods', DISTRIBUTOR_ADDRESS: '9 Pier Rd|Portland, ME' }),
    taxable: new Set(['NAP']),
    issueDate: '2026-10-30',
    ...patch,
  }
}

describe('the invoice a fulfilment issues: given the facts, when issued, then its data', () => {
  it('Net 30 across a month end: due 30 calendar days on, the profile as it is copied in', () => {
    const invoice = invoiceFor(facts())
    expect([invoice.invoiceNumber, invoice.customerId, invoice.orderId]).toEqual([12, 7, 88])
    expect([invoice.issueDate, invoice.dueDate, invoice.deliveryDate]).toEqual([
      '2026-10-30',
      '2026-11-29',
      '2026-10-31',
    ])
    expect(invoice.terms).toEqual({ kind: 'net', days: 30 })
    expect(invoice.seller).toEqual({ name: 'Provender Foods', addressLines: ['9 Pier Rd', 'Portland, ME'] })
    expect(invoice.billTo).toEqual({ businessName: 'Blue Door', accountNumber: 'BD-1', address })
    expect(invoice.shipTo).toEqual({ label: 'Back door', address })
    expect([invoice.taxRateMilliPercent, invoice.poNumber]).toEqual([8875, null])
    expect(Object.keys(invoice.billTo)).toEqual(['businessName', 'accountNumber', 'address'])
  })

  it('tax on the taxable line only, rounded half up on the line: 5.97 x 8.875% = 0.5298… is 53 cents', () => {
    const { lines, subtotalCents, taxCents, totalCents } = invoiceFor(facts())
    expect(lines.map((l) => [l.productId, l.amountCents, l.taxable, l.taxCents])).toEqual([
      ['NAP', 597, true, 53],
      ['OIL', 1800, false, 0],
    ])
    expect([subtotalCents, taxCents, totalCents]).toEqual([2397, 53, 2450])
  })

  it('per-line rounding: two taxable lines of 5 cents at 10% are 1 + 1 cent, not 1 cent on their 10', () => {
    const lines = [line('NAP', 5, 1), line('CUP', 5, 1)]
    const shipped = lines.map((l) => ({ productId: l.productId, quantity: 1, lineTotalCents: 5 }))
    const tenPercent = profile({ shipTos: [{ ...profile().shipTos[0]!, taxRateMilliPercent: 10_000 }] })
    const invoice = invoiceFor(
      facts({
        order: { ...facts().order, lines },
        shipped,
        billing: tenPercent,
        taxable: new Set(['NAP', 'CUP']),
      }),
    )
    expect(invoice.lines.map((l) => l.taxCents)).toEqual([1, 1])
    expect([invoice.subtotalCents, invoice.taxCents, invoice.totalCents]).toEqual([10, 2, 12])
  })

  it('COD: due on the invoice date', () => {
    const invoice = invoiceFor(
      facts({ billing: profile({ terms: { kind: 'cod' } }), issueDate: '2026-12-31' }),
    )
    expect([invoice.issueDate, invoice.dueDate, invoice.terms]).toEqual([
      '2026-12-31',
      '2026-12-31',
      { kind: 'cod' },
    ])
  })

  it('a tax-exempt customer: no tax at any rate, its certificate on the invoice', () => {
    const invoice = invoiceFor(facts({ billing: profile({ taxExemptCertificate: 'ME-EX-114' }) }))
    expect([invoice.taxExemptCertificate, invoice.taxRateMilliPercent, invoice.taxCents]).toEqual([
      'ME-EX-114',
      0,
      0,
    ])
    expect(invoice.lines.every((l) => l.taxCents === 0)).toBe(true)
  })

  it('no profile: COD, no address, no ship-to, no tax', () => {
    const invoice = invoiceFor(facts({ billing: null, order: { ...facts().order, poNumber: 'PO-7' } }))
    expect(invoice).toMatchObject({
      terms: { kind: 'cod' },
      dueDate: '2026-10-30',
      billTo: { address: null },
      shipTo: null,
      taxRateMilliPercent: 0,
      taxCents: 0,
      totalCents: 2397,
      poNumber: 'PO-7',
    })
  })

  it('a substitute is a line of its own after the short line, at its price, taxed by its own product', () => {
    const { order } = facts()
    const substitute = { ...line('TOWEL', 250, 2), lineTotalCents: 500 }
    const { substituteAllowed: _s, ...sub } = substitute
    const invoice = invoiceFor(
      facts({
        shipped: [
          { productId: 'NAP', quantity: 0, lineTotalCents: 0, substitute: sub },
          { productId: 'OIL', quantity: 2, lineTotalCents: 1800 },
        ],
        taxable: new Set(['NAP', 'TOWEL']),
        order,
      }),
    )
    expect(
      invoice.lines.map((l) => [l.productId, l.quantity, l.amountCents, l.taxCents, l.substituteFor]),
    ).toEqual([
      ['NAP', 0, 0, 0, undefined],
      ['TOWEL', 2, 500, 44, 'NAP'],
      ['OIL', 2, 1800, 0, undefined],
    ])
    expect(invoice.totalCents).toBe(2344)
  })

  it('a catch-weight line is invoiced at the weight shipped', () => {
    const beef: OrderLine = {
      ...line('BEEF', 650, 10),
      unitType: 'weight',
      quantityType: 'weight',
      packsPerCase: null,
    }
    const invoice = invoiceFor(
      facts({
        order: { ...facts().order, lines: [beef] },
        shipped: [{ productId: 'BEEF', quantity: 10.4, lineTotalCents: 6760 }],
      }),
    )
    expect(invoice.lines).toEqual([
      {
        productId: 'BEEF',
        name: 'Product BEEF',
        unitType: 'weight',
        quantityType: 'weight',
        quantity: 10.4,
        unitPriceCents: 650,
        amountCents: 6760,
        taxable: false,
        taxCents: 0,
      },
    ])
  })

  it('a case line is invoiced at the price of a case, so that quantity times price is its amount', () => {
    // Butter is 3.82 a pack, 36 packs a case: 2 cases are 2 x 137.52.
    const butter: OrderLine = {
      ...line('BUT', 382, 2),
      packsPerCase: 36,
      quantityType: 'case',
      lineTotalCents: 27504,
    }
    const invoice = invoiceFor(
      facts({
        order: { ...facts().order, lines: [butter] },
        shipped: [{ productId: 'BUT', quantity: 2, lineTotalCents: 27504 }],
        taxable: new Set(),
      }),
    )
    expect(invoice.lines[0]).toMatchObject({ quantity: 2, unitPriceCents: 13752, amountCents: 27504 })
  })
})
