import { writeFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { invoiceIssued } from '../books/testEvents.ts'
import { issuedInvoiceDocument } from './issuedInvoice.ts'
import { NAMES, pdfBytes, pdfText } from './testing.ts'

const ISSUED_AT = new Date('2026-12-01T16:00:00Z')
const base = invoiceIssued(12, 7, 40_000, { issueDate: '2026-12-01', dueDate: '2026-12-31' }).data
const render = (data = base, at = ISSUED_AT) => pdfBytes(issuedInvoiceDocument(data, at))
/** Each line of the text, its runs of spaces (pdftotext's columns) made one. */
const lines = (bytes: Buffer) =>
  pdfText(bytes)
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim())

describe('an issued invoice’s PDF', () => {
  it('is the same bytes every time it is made, whenever that is', async () => {
    const first = await render()
    await new Promise((resolve) => setTimeout(resolve, 20))
    const second = await render()
    expect(second.equals(first)).toBe(true)
    // Its creation and modification dates are the issue instant, not the moment it was drawn.
    expect(first.toString('latin1').match(/\(D:20261201160000Z\)/g)).toHaveLength(2)
    // Another instant is another creation date and file ID: the fix is what makes them equal.
    expect((await render(base, new Date('2026-12-02T16:00:00Z'))).equals(first)).toBe(false)
    if (process.env.INVOICE_PDF_OUT) writeFileSync(process.env.INVOICE_PDF_OUT, first)
  })

  it('says what it was issued with: number, dates in words, terms, parties, lines, tax', async () => {
    // pdftotext puts the facts beside the seller's lines: each is looked for within a line.
    const text = lines(await render()).join('\n')
    expect(text).toContain('Provender Foods Invoice')
    expect(text).toContain('Invoice number: 12')
    expect(text).toContain('Issue date: Dec 1, 2026')
    expect(text).toContain('Due date: Dec 31, 2026')
    expect(text).toContain('Terms: Net 30')
    expect(text).toContain('PO number: PO-4410')
    expect(text).toContain('Delivery: Dec 1, 2026')
    expect(text).toContain('Provender Foods')
    for (const l of [
      'Bill to',
      'Blue Door Bistro',
      'Account BD-1001',
      'Ship to',
      'Kitchen door',
      '12 Dock St',
    ]) {
      expect(text).toContain(l)
    }
    expect(text).toContain('Portland, ME 04101')
    expect(text).toContain('DRY-BUT Butter 2 cases $200.00 /case $400.00 T')
    expect(text).toContain('Subtotal $400.00')
    expect(text).toContain('Tax (5.5%) $22.00')
    expect(text).toContain('Total $422.00')
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}|Tax exempt/)
  })

  it('names a tax-exempt customer’s certificate, and a substitute by what it stood in for', async () => {
    const exempt = {
      ...base,
      taxExemptCertificate: 'EX-2291',
      taxRateMilliPercent: 0,
      poNumber: null,
      deliveryDate: null,
      lines: [
        { ...base.lines[0]!, taxable: false, taxCents: 0 },
        {
          productId: 'DRY-MRG',
          name: 'Margarine',
          unitType: 'quantity' as const,
          quantityType: 'pack' as const,
          quantity: 3,
          unitPriceCents: 450,
          amountCents: 1350,
          taxable: false,
          taxCents: 0,
          substituteFor: 'DRY-BUT',
        },
      ],
    }
    const text = lines(await render(exempt))
    expect(text).toContain('Tax exempt: certificate EX-2291')
    // The description wraps in its column: "... for" on the row, "Butter" under it.
    expect(text.join(' ')).toMatch(/DRY-MRG Substituted: 3 packs Margarine for .* \$13\.50 Butter/)
    expect(text.some((l) => l.startsWith('PO number') || l.startsWith('Delivery'))).toBe(false)
  })

  it('writes Vietnamese and Polish names as they are spelt', async () => {
    const name = NAMES.vietnamesePolish
    const data = {
      ...base,
      billTo: { ...base.billTo, businessName: name },
      seller: { ...base.seller, name: 'Hà Nội Łańcut Foods' },
    }
    const text = lines(await render(data)).join('\n')
    expect(text).toContain(name)
    expect(text).toContain('Hà Nội Łańcut Foods')
  })
})
