import { describe, expect, it } from 'vitest'
import { invoice, packingSlip } from './orderDocuments.ts'
import { LETTERHEAD, orderOf, pdfBytes, pdfText } from './testing.ts'

const lines = (text: string) => text.split('\n').map((l) => l.replace(/\s+/g, ' ').trim())

// Issue 36: the eggs were out; 2 cases of duck eggs (12 a case at $0.80) shipped in their place.
const base = orderOf('Blue Door Bistro')
const order = {
  ...base,
  OrderItems: base.OrderItems.map((i) =>
    i.productId === 'DRY-EGG'
      ? {
          ...i,
          shippedQuantity: 0,
          shippedLineTotal: 0,
          substituteAllowed: true,
          substitute: {
            productId: 'DRY-EGG-DCK',
            name: 'Duck eggs',
            quantityType: 'case' as const,
            quantity: 2,
            unitPrice: 0.8,
            lineTotal: 19.2,
          },
        }
      : i,
  ),
}

describe('the invoice: a substituted line (issue 36)', () => {
  it('bills the substitute on its own row, named for what it stood in for', async () => {
    const text = lines(pdfText(await pdfBytes(invoice(LETTERHEAD, order, 'America/Chicago'))))
    expect(text.some((l) => l.startsWith('DRY-EGG Eggs (Out of stock) 0 packs'))).toBe(true)
    // The description wraps in its column: "… for" on the row, "Eggs" under it.
    const row = text.findIndex((l) => l.startsWith('DRY-EGG-DCK Substituted: 2 cases Duck eggs for'))
    expect(text[row]).toBe('DRY-EGG-DCK Substituted: 2 cases Duck eggs for 2 cases $9.60 /case $19.20')
    expect(text[row + 1]).toBe('Eggs')
  })
})

describe('the packing slip: a substituted line (issue 36)', () => {
  it('shows what was packed: the substitute by its own code and name, under the short line', async () => {
    const text = lines(pdfText(await pdfBytes(packingSlip(LETTERHEAD, order, 'America/Chicago'))))
    const short = text.findIndex((l) => l.startsWith('DRY-EGG Eggs'))
    expect(text[short]).toMatch(/ 0 packs$/)
    const row = text.findIndex((l) => l.startsWith('DRY-EGG-DCK Substituted: 2 cases Duck eggs'))
    expect(row).toBeGreaterThan(short)
    expect(text[row]).toBe('DRY-EGG-DCK Substituted: 2 cases Duck eggs for Eggs 2 cases')
    expect(text.some((l) => l.includes('$'))).toBe(false)
  })
})
