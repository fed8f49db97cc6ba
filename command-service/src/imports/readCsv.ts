import { unguardCell } from '@provender/events'
import Papa from 'papaparse'
import { decodeText } from './decodeText.ts'
import { isBlank, MAX_IMPORT_ROWS, type Table, type TableRow, tableOf, tooManyRows } from './table.ts'
import { pacer } from './turns.ts'

const SEPARATORS: Record<string, string> = { ',': 'commas', ';': 'semicolons', '\t': 'tabs' }

/**
 * A CSV upload as a table: decoded (see decodeText), separated by commas, semicolons (Excel in
 * many European locales) or tabs, whichever the first lines show, with quoted fields that hold
 * separators, quotes or line breaks. The text is parsed a piece of whole records at a time, the
 * event loop given a turn between pieces (one synchronous parse of 20 MB held it for a second);
 * rows are counted as they are read, and reading stops past the limit, so a million-line file
 * costs no more than the limit's worth of rows.
 */
export async function readCsv(bytes: Uint8Array): Promise<Table> {
  const { text, encoding } = await decodeText(bytes)
  const lines: TableRow[] = []
  let record = 0
  let dataRows = 0
  // The separator is the one the header line uses: data (a name like ";;a") cannot mislead it.
  const separator = headerSeparator(text)
  const turn = pacer()
  for (const piece of recordPieces(text)) {
    await turn()
    for (const data of Papa.parse<string[]>(piece, { delimiter: separator, skipEmptyLines: false }).data) {
      record += 1
      // A guarded cell ('=HYPERLINK(...) from an export) reads back as the text it guards; an
      // XLSX cell holds text as text, so only CSV cells are unguarded.
      const cells = data.map((c) => unguardCell(String(c)))
      if (isBlank(cells)) continue
      // The first line that is not blank is the header; every one after it is a data row.
      if (lines.length > 0 && ++dataRows > MAX_IMPORT_ROWS) throw tooManyRows()
      lines.push({ row: record, cells })
    }
  }
  const notes = [`Read as CSV (${encoding}, separated by ${SEPARATORS[separator] ?? `"${separator}"`}).`]
  return tableOf(lines, notes)
}

/** About this much text is parsed before the event loop may get a turn. */
const PIECE_CHARS = 64 * 1024

/**
 * The text cut into pieces of whole records: at a line break outside quotes. A quote inside a
 * quoted field is doubled, so a line break is outside quotes when the quotes before it (since
 * the last cut) are even in number. The line break at a cut is dropped with the cut, so no
 * piece ends in an empty record and the rows keep their numbers.
 */
export function* recordPieces(text: string): Generator<string> {
  const newline = text.includes('\n') ? '\n' : '\r'
  const marks = newline === '\n' ? /["\n]/g : /["\r]/g
  let start = 0
  let inQuotes = false
  let cut = -1
  for (let m = marks.exec(text); m !== null; m = marks.exec(text)) {
    if (m[0] === '"') inQuotes = !inQuotes
    else if (!inQuotes && m.index > start) cut = m.index
    if (cut > start && m.index - start >= PIECE_CHARS) {
      yield text.slice(start, text[cut - 1] === '\r' && newline === '\n' ? cut - 1 : cut)
      start = cut + 1
      marks.lastIndex = start
      inQuotes = false
      cut = -1
    }
  }
  if (start < text.length || start === 0) yield text.slice(start)
}

/** The separator of the first line that is not blank: the one it holds most of, outside quotes. */
function headerSeparator(text: string): string {
  const header = firstLine(text)
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

/** The first line that is not blank, found without splitting the whole of a 20 MB text. */
function firstLine(text: string): string {
  const breaks = /\r\n|\n|\r/g
  let start = 0
  while (start < text.length) {
    const found = breaks.exec(text)
    const end = found ? found.index : text.length
    const line = text.slice(start, end)
    if (line.trim() !== '' || !found) return line
    start = breaks.lastIndex
  }
  return ''
}
