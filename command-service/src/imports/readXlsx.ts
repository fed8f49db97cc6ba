import { invalid } from '@provender/events'
import { type Table, tableOf } from './table.ts'
import { readSheet } from './xlsx/sheet.ts'
import { readSharedStrings, readWorkbookIndex } from './xlsx/workbook.ts'
import { ZipParts } from './xlsx/zipParts.ts'

/** An XLSX file is a zip archive: its first bytes say so, whatever the Content-Type claims. */
export function looksLikeXlsx(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04
}

/**
 * An XLSX upload as a table: its first sheet (the preview says which, when there are several),
 * each cell as the text it shows; a merged range reads as its top-left value in every cell it
 * covers (a category merged down a block of rows applies to each row), and the preview lists it.
 *
 * Read by our own small reader over the zip's directory, not a spreadsheet library's: every part
 * is bounded in unpacked bytes before it is inflated (zipParts), parsed a slice at a time so the
 * event loop keeps turning (xmlParts), and only the cells the file lists under a header are kept
 * (sheet), so neither a zip bomb nor a stray cell in the last column can stall the server.
 */
export async function readXlsx(bytes: Uint8Array): Promise<Table> {
  const parts = ZipParts.open(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))
  const { sheets, sharedStrings } = await readWorkbookIndex(parts)
  const sheet = sheets[0]
  if (!sheet) throw invalid('The workbook has no sheet to read.')
  const strings = await readSharedStrings(parts, sharedStrings)
  const { lines, merges } = await readSheet(parts, sheet.part, strings)
  const notes: string[] = []
  if (sheets.length > 1) {
    const names = sheets.map((s) => `"${s.name}"`).join(', ')
    notes.push(`Read the first sheet, "${sheet.name}", of ${sheets.length}: ${names}.`)
  } else notes.push(`Read the sheet "${sheet.name}".`)
  if (merges.length > 0) {
    const shown = merges.slice(0, 5).join(', ')
    notes.push(
      `Merged cells (${shown}${merges.length > 5 ? ', …' : ''}) were read as their top-left value in every cell they cover.`,
    )
  }
  return tableOf(lines, notes)
}
