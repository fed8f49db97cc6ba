import { strFromU8, unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import type { InvoiceLine } from './accounting.ts'
import { accountingCsv, accountingZip, FILE_LIMITS, fileParts } from './accountingFiles.ts'

const line = (invoiceNumber: number, customerName = 'Blue Door Bistro'): InvoiceLine => ({
  invoiceNumber,
  invoiceDate: '2026-12-01',
  accountNumber: 'BD-1001',
  customerName,
  productId: 'DRY-BUT',
  description: 'Butter',
  quantity: 1,
  unit: 'case',
  unitPriceCents: 4200,
  amountCents: 4200,
  totalCents: 4200,
})

/** `count` invoices of `each` lines, as the export reads them: pages of whole orders. */
async function* invoices(count: number, each: number): AsyncGenerator<InvoiceLine[]> {
  for (let first = 1; first <= count; first += 50) {
    const page: InvoiceLine[] = []
    for (let n = first; n < Math.min(first + 50, count + 1); n++) {
      for (let i = 0; i < each; i++) page.push(line(n))
    }
    yield page
  }
}

const sizes = async (pages: AsyncIterable<InvoiceLine[]>) => {
  const out: { invoices: number; rows: number }[] = []
  for await (const part of pages)
    out.push({ invoices: new Set(part.map((l) => l.invoiceNumber)).size, rows: part.length })
  return out
}

// Issue 35: the accounting export is read by QuickBooks Online or Xero, not by a person.
describe('the accounting export as an accounting system takes it', () => {
  it('writes names as they are: no formula guard in a file only a machine reads', () => {
    const text = accountingCsv([line(1, '@Home Deli'), line(2, '=Bistro'), line(3, '-Minus')])
    expect(text).toContain(',@Home Deli,')
    expect(text).toContain(',=Bistro,')
    expect(text).toContain(',-Minus,')
    expect(text).not.toContain("'")
  })

  it('QuickBooks Online: at most 100 invoices and 1,000 rows a file, an invoice never cut', async () => {
    expect(await sizes(fileParts(invoices(250, 3), FILE_LIMITS.quickbooks))).toEqual([
      { invoices: 100, rows: 300 },
      { invoices: 100, rows: 300 },
      { invoices: 50, rows: 150 },
    ])
    expect(await sizes(fileParts(invoices(40, 30), FILE_LIMITS.quickbooks))).toEqual([
      { invoices: 33, rows: 990 },
      { invoices: 7, rows: 210 },
    ])
  })

  it('Xero: at most 500 invoices a file', async () => {
    expect((await sizes(fileParts(invoices(1200, 1), FILE_LIMITS.xero))).map((s) => s.invoices)).toEqual([
      500, 500, 200,
    ])
  })

  it('puts an invoice longer than a file alone in its own', async () => {
    async function* pages() {
      yield [line(1), ...Array.from({ length: 1500 }, () => line(2)), line(3)]
    }
    expect((await sizes(fileParts(pages(), FILE_LIMITS.quickbooks))).map((s) => s.rows)).toEqual([1, 1500, 1])
  })

  it('zips the parts, numbered, each with its header and every line once', async () => {
    const stream = accountingZip(
      'invoices-2026-12-01-to-2026-12-01',
      fileParts(invoices(150, 2), FILE_LIMITS.quickbooks),
    )
    const files = unzipSync(new Uint8Array(Buffer.concat(await stream.toArray())))
    expect(Object.keys(files)).toEqual([
      'invoices-2026-12-01-to-2026-12-01-part-01.csv',
      'invoices-2026-12-01-to-2026-12-01-part-02.csv',
    ])
    const rows = Object.values(files).flatMap((bytes) => {
      // The byte-order mark Excel needs (TextDecoder drops it on reading).
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
      const [header, ...data] = strFromU8(bytes).trimEnd().split('\r\n')
      expect(header).toMatch(/^\uFEFF?Invoice number,Invoice date,/)
      return data
    })
    expect(rows).toHaveLength(300)
  })

  it('zips one empty part for a range without invoices', async () => {
    async function* none(): AsyncGenerator<InvoiceLine[]> {}
    const files = unzipSync(
      new Uint8Array(Buffer.concat(await accountingZip('x', fileParts(none(), FILE_LIMITS.xero)).toArray())),
    )
    expect(Object.keys(files)).toEqual(['x-part-01.csv'])
  })
})
