/**
 * CSV as spreadsheets read it, for every export (the console's and the server's): one header
 * line, then one line per record, each ended by CRLF and quoted per RFC 4180.
 */
export interface CsvColumn<T> {
  header: string
  value: (row: T) => string | number | null | undefined
}

export interface CsvOptions {
  /**
   * Whether text that starts like a formula gets an apostrophe (the default: a person opens the
   * file in a spreadsheet). Off for a file only a machine reads, the accounting export: there
   * the apostrophe is data, and "'@Home Deli" is another customer to QuickBooks and Xero.
   */
  formulaGuard?: boolean
}

/** One cell. Text a spreadsheet would run as a formula gets a leading apostrophe, so it stays text. */
export function csvCell(
  value: string | number | null | undefined,
  { formulaGuard = true }: CsvOptions = {},
): string {
  const text = value === null || value === undefined ? '' : String(value)
  // Numbers are data (-3 stays a number); only text can smuggle a formula in.
  // Text that starts like a formula, or with apostrophes before one, gets one more apostrophe:
  // an import removes exactly one (unguardCell), so "'-a" round-trips as itself.
  const guard = formulaGuard && typeof value === 'string' && /^'*[=+\-@\t\r]/.test(text)
  const safe = guard ? `'${text}` : text
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** The lines of a CSV one at a time, header first, so a long export can be sent as it is made. */
export function* csvLines<T>(
  rows: Iterable<T>,
  columns: readonly CsvColumn<T>[],
  options: CsvOptions = {},
): Generator<string> {
  yield `${columns.map((c) => csvCell(c.header, options)).join(',')}\r\n`
  for (const row of rows) yield `${columns.map((c) => csvCell(c.value(row), options)).join(',')}\r\n`
}

export function toCsv<T>(
  rows: Iterable<T>,
  columns: readonly CsvColumn<T>[],
  options: CsvOptions = {},
): string {
  return [...csvLines(rows, columns, options)].join('')
}
