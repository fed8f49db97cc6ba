import { describe, expect, it } from 'vitest'
import { invoice, packingSlip } from './orderDocuments.ts'
import { pickListDocument } from './pickListDocument.ts'
import { LETTERHEAD, NAMES, orderOf, pdfBytes, pdfText, pickListOf } from './testing.ts'

const ZONE = 'America/Chicago'
const ALL = Object.values(NAMES)

/** pdftotext writes a right-to-left run in reading order; the letters are what must survive. */
const letters = (text: string) => text.replace(/\s+/g, '')

describe('documents print every customer name as written (issue 35)', () => {
  it('the pick list prints Vietnamese, Polish, Chinese, Korean, Japanese, Greek, Cyrillic, Hebrew and Arabic names', async () => {
    const text = pdfText(await pdfBytes(pickListDocument(LETTERHEAD, pickListOf(ALL))))
    for (const name of ALL) expect(letters(text)).toContain(letters(name))
  })

  it.each(Object.entries(NAMES))('the packing slip and the invoice print a %s name', async (_, name) => {
    for (const document of [packingSlip, invoice]) {
      const text = pdfText(await pdfBytes(document(LETTERHEAD, orderOf(name), ZONE)))
      expect(letters(text)).toContain(letters(name))
    }
  })
})
