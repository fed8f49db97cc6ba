import { cellPrefix, invalid } from '@provender/events'

/** The most of a header line's cell that is kept: the mapping names columns by it. */
const HEADER_CHARS = 100

/** The most data rows one import reads; a bigger file is refused before it is planned. */
export const MAX_IMPORT_ROWS = 200_000
export const TOO_MANY_ROWS = 'The file has more than 200,000 rows; split it.'

/** One line of the file under its header, numbered as a spreadsheet shows it (the header is row 1). */
export interface TableRow {
  row: number
  cells: string[]
}

/** A file read as a table: its header line, its data rows, and what the reader wants the admin to know. */
export interface Table {
  headers: string[]
  rows: TableRow[]
  /** Which sheet was read, which cells were merged, which encoding: shown with the preview. */
  notes: string[]
}

export const tooManyRows = () => invalid(TOO_MANY_ROWS, [], 'IMPORT_TOO_MANY_ROWS')

/** A line with nothing in any cell is no row: spreadsheets keep such lines between blocks. */
export const isBlank = (cells: readonly string[]) => cells.every((c) => c.trim() === '')

/**
 * The header (the first line that is not blank) and the rows after it; blank lines are skipped.
 * Refused: a file without a header line.
 */
export function tableOf(lines: Iterable<TableRow>, notes: string[]): Table {
  let headers: string[] | null = null
  const rows: TableRow[] = []
  for (const line of lines) {
    if (isBlank(line.cells)) continue
    // A header is echoed in the preview (its columns, the unknown ones): only its start.
    if (headers === null) headers = line.cells.map((c) => cellPrefix(c.trim(), HEADER_CHARS))
    else rows.push(line)
  }
  if (headers === null) throw invalid('The file is empty: it needs a header line and rows under it.')
  return { headers, rows, notes }
}
