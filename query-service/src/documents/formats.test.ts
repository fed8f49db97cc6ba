import { describe, expect, it } from 'vitest'
import { invoice, packingSlip } from './orderDocuments.ts'
import { pickListDocument } from './pickListDocument.ts'
import { LETTERHEAD, orderOf, pdfBytes, pdfText, pickListOf } from './testing.ts'

const ZONE = 'America/Chicago'
const order = orderOf('Blue Door Bistro')

/** One line of the text, its runs of spaces (pdftotext's columns) made one. */
const lines = (text: string) => text.split('\n').map((l) => l.replace(/\s+/g, ' ').trim())

// Documents say what the apps say (issue 35): "Dec 1, 2026", "3 cases", "$54.00 /case".
describe('documents read as the apps do', () => {
  it('the packing slip writes dates and quantities in words', async () => {
    const text = lines(pdfText(await pdfBytes(packingSlip(LETTERHEAD, order, ZONE))))
    expect(text).toContain('Placed: Nov 30, 2026')
    expect(text).toContain('Delivery: Tuesday, Dec 1, 2026')
    expect(text).toContain('DRY-BUT Butter 3 cases 3 cases')
    expect(text).toContain('DRY-EGG Eggs 1 pack 1 pack')
    expect(text).toContain('MEA-RIB Beef ribeye 19.42 lb 19.42 lb')
    expect(text.join('\n')).not.toMatch(/\d{4}-\d{2}-\d{2}/)
  })

  it('the invoice writes dates, quantities and unit prices as the apps do', async () => {
    const text = lines(pdfText(await pdfBytes(invoice(LETTERHEAD, order, ZONE))))
    expect(text).toContain('Invoice date: Dec 1, 2026')
    expect(text).toContain('Order date: Nov 30, 2026')
    // A case holds 12 packs at $3.50: $42.00 a case.
    expect(text.some((l) => l.startsWith('DRY-BUT Butter 3 cases $42.00 /case'))).toBe(true)
    expect(text.some((l) => l.startsWith('MEA-RIB Beef ribeye 19.42 lb $12.65 /lb'))).toBe(true)
  })

  it('the pick list writes its date and every amount in words', async () => {
    const text = lines(pdfText(await pdfBytes(pickListDocument(LETTERHEAD, pickListOf(['A', 'B'])))))
    expect(text).toContain('Delivery: Tuesday, Dec 1, 2026')
    expect(text).toContain('DRY-BUT Butter Total 6 cases')
    expect(text).toContain('AC-1 A #1000 3 cases')
    expect(text).toContain('Order notes')
    expect(text).toContain('#1000 AC-1 A PO PO-4410 Back door after 6 am')
  })

  // Issue 36: what the order carries beside its lines travels with it.
  it('the packing slip and the invoice carry the PO number; the slip the note', async () => {
    const slip = lines(pdfText(await pdfBytes(packingSlip(LETTERHEAD, order, ZONE))))
    expect(slip).toContain('PO number: PO-4410')
    expect(slip).toContain('Note to the warehouse')
    expect(slip).toContain('Back door after 6 am')
    const bill = lines(pdfText(await pdfBytes(invoice(LETTERHEAD, order, ZONE))))
    expect(bill).toContain('PO number: PO-4410')
    expect(bill).not.toContain('Back door after 6 am')
    const none = { ...order, poNumber: null, note: null }
    const plain = lines(pdfText(await pdfBytes(packingSlip(LETTERHEAD, none, ZONE))))
    expect(plain.some((l) => l.includes('PO number') || l.includes('Note to the warehouse'))).toBe(false)
  })
})
