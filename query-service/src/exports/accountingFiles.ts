import { once } from 'node:events'
import { PassThrough, type Readable } from 'node:stream'
import { csvLines } from '@provender/events'
import { UTF8_BOM } from '@provender/server-kit/spreadsheets'
import { strToU8, Zip, ZipDeflate } from 'fflate'
import { type InvoiceLine, invoiceColumns } from './accounting.ts'

export const ACCOUNTING_TARGETS = ['quickbooks', 'xero'] as const
export type AccountingTarget = (typeof ACCOUNTING_TARGETS)[number]

/** How much one import file may hold: invoices, and data rows (lines) under the header. */
export interface FileLimits {
  invoices: number
  rows: number
}

/**
 * What each system refuses a file beyond (docs/accounting.md): QuickBooks Online imports at
 * most 100 invoices and 1,000 rows a file, Xero 500 invoices.
 */
export const FILE_LIMITS: Record<AccountingTarget, FileLimits> = {
  quickbooks: { invoices: 100, rows: 1000 },
  xero: { invoices: 500, rows: Number.POSITIVE_INFINITY },
}

/**
 * One import file: no formula guard, since only the accounting system reads it and an
 * apostrophe would be part of the name ("'@Home Deli" is another customer there).
 */
export function accountingCsv(lines: Iterable<InvoiceLine>): string {
  let text = UTF8_BOM
  for (const line of csvLines(lines, invoiceColumns, { formulaGuard: false })) text += line
  return text
}

/**
 * The lines cut into files within `limits`, whole invoices only (each system reads an
 * invoice's lines from one file). An invoice with more lines than a file may hold goes alone in
 * its file: no cut makes it importable, and alone it is the one file the system refuses.
 */
export async function* fileParts(
  pages: AsyncIterable<InvoiceLine[]>,
  limits: FileLimits,
): AsyncGenerator<InvoiceLine[]> {
  let part: InvoiceLine[] = []
  let invoices = 0
  let invoice: InvoiceLine[] = []
  const close = (): InvoiceLine[] | null => {
    let full: InvoiceLine[] | null = null
    if (part.length > 0 && (invoices + 1 > limits.invoices || part.length + invoice.length > limits.rows)) {
      full = part
      part = []
      invoices = 0
    }
    part.push(...invoice)
    invoices += 1
    invoice = []
    return full
  }
  for await (const page of pages) {
    for (const line of page) {
      if (invoice.length > 0 && invoice[0]!.invoiceNumber !== line.invoiceNumber) {
        const full = close()
        if (full) yield full
      }
      invoice.push(line)
    }
  }
  if (invoice.length > 0) {
    const full = close()
    if (full) yield full
  }
  if (part.length > 0) yield part
}

/** "invoices-2026-12-01-to-2026-12-01-part-02.csv": parts sort by name in their order. */
export const partName = (stem: string, index: number) => `${stem}-part-${String(index).padStart(2, '0')}.csv`

/**
 * A zip of the parts, streamed as each is made (a part is at most 1,000 rows for QuickBooks, a
 * few hundred KB: one in memory at a time). A range with no invoice still holds one part, its
 * header alone, so the bookkeeper sees an empty file rather than an empty zip.
 */
export function accountingZip(stem: string, parts: AsyncIterable<InvoiceLine[]>): Readable {
  const out = new PassThrough({ highWaterMark: 1 << 20 })
  const zip = new Zip((failure, chunk, final) => {
    if (failure) return void out.destroy(failure)
    out.write(chunk)
    if (final) out.end()
  })
  const add = (index: number, lines: InvoiceLine[]) => {
    const file = new ZipDeflate(partName(stem, index), { level: 6 })
    zip.add(file)
    file.push(strToU8(accountingCsv(lines)), true)
  }
  const write = async () => {
    let index = 0
    for await (const part of parts) {
      index += 1
      add(index, part)
      if (out.writableNeedDrain) await once(out, 'drain')
    }
    if (index === 0) add(1, [])
    zip.end()
  }
  write().catch((failure: unknown) =>
    out.destroy(failure instanceof Error ? failure : new Error(String(failure))),
  )
  return out
}
