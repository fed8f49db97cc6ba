import { unguardCell } from '@provender/events'
import Papa from 'papaparse'
import { decodeText } from './decodeText.ts'
import { isBlank, MAX_IMPORT_ROWS, type Table, type TableRow, tableOf, tooManyRows } from './table.ts'

const SEPARATORS: Record<string, string> = { ',': 'commas', ';': 'semicolons', '\t': 'tabs' }

/**
 * A CSV upload as a table: decoded (see decodeText), separated by commas, semicolons (Excel in
 * many European locales) or tabs, whichever the first lines show, with quoted fields that hold
 * separators, quotes or line breaks. Rows are counted as they are read, and reading stops past
 * the limit, so a million-line file costs no more than the limit's worth of rows.
 */
export function readCsv(bytes: Uint8Array): Table {
  const { text, encoding } = decodeText(bytes)
  const lines: TableRow[] = []
  let record = 0
  let dataRows = 0
  let overLimit = false
  // The separator is the one the header line uses: data (a name like ";;a") cannot mislead it.
  const separator = headerSeparator(text)
  Papa.parse<string[]>(text, {
    delimiter: separator,
    skipEmptyLines: false,
    step(result, parser) {
      record += 1
      // A guarded cell ('=HYPERLINK(...) from an export) reads back as the text it guards; an
      // XLSX cell holds text as text, so only CSV cells are unguarded.
      const cells = result.data.map((c) => unguardCell(String(c)))
      if (isBlank(cells)) return
      // The first line that is not blank is the header; every one after it is a data row.
      if (lines.length > 0) dataRows += 1
      if (dataRows > MAX_IMPORT_ROWS) {
        overLimit = true
        parser.abort()
        return
      }
      lines.push({ row: record, cells })
    },
  })
  if (overLimit) throw tooManyRows()
  const notes = [`Read as CSV (${encoding}, separated by ${SEPARATORS[separator] ?? `"${separator}"`}).`]
  return tableOf(lines, notes)
}

/** The separator of the first line that is not blank: the one it holds most of, outside quotes. */
function headerSeparator(text: string): string {
  const header = text.split(/\r\n|\n|\r/).find((line) => line.trim() !== '') ?? ''
  const unquoted = header.replace(/"(?:[^"]|"")*"/g, '')
  let best = ','
  let most = 0
  for (const candidate of Object.keys(SEPARATORS)) {
    const count = unquoted.split(candidate).length - 1
    if (count > most) {
      best = candidate
      most = count
    }
  }
  return best
}
