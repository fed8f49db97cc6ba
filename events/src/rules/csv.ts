/**
 * CSV as spreadsheets read it, for every export (the console's and the server's): one header
 * line, then one line per record, each ended by CRLF and quoted per RFC 4180.
 */
export interface CsvColumn<T> {
  header: string
  value: (row: T) => string | number | null | undefined
}

/** One cell. Text a spreadsheet would run as a formula gets a leading apostrophe, so it stays text. */
export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value)
  // Numbers are data (-3 stays a number); only text can smuggle a formula in.
  // Text that starts like a formula, or with apostrophes before one, gets one more apostrophe:
  // an import removes exactly one (unguardCell), so "'-a" round-trips as itself.
  const safe = typeof value === 'string' && /^'*[=+\-@\t\r]/.test(text) ? `'${text}` : text
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** The lines of a CSV one at a time, header first, so a long export can be sent as it is made. */
export function* csvLines<T>(rows: Iterable<T>, columns: readonly CsvColumn<T>[]): Generator<string> {
  yield `${columns.map((c) => csvCell(c.header)).join(',')}\r\n`
  for (const row of rows) yield `${columns.map((c) => csvCell(c.value(row))).join(',')}\r\n`
}

export function toCsv<T>(rows: Iterable<T>, columns: readonly CsvColumn<T>[]): string {
  return [...csvLines(rows, columns)].join('')
}
