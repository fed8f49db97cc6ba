import {
  type ColumnMatch,
  DomainError,
  type ImportKind,
  importLayouts,
  matchColumns,
} from '@provender/events'
import type { Table } from './table.ts'
import { pacer } from './turns.ts'

/** One data row of the file as the layout's fields: absent when the file has no column for a field. */
export interface ImportRecord {
  row: number
  values: Readonly<Partial<Record<string, string>>>
}

/** A refusal of one row, naming the field (and so the column) it is about. */
export class RowError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message)
    this.name = 'RowError'
  }
}

/** The columns of a file matched to a layout, and its rows as records of the layout's fields. */
export interface ImportSheet {
  kind: ImportKind
  match: ColumnMatch
  records: ImportRecord[]
  /** Which fields the file has a column for. */
  present: ReadonlySet<string>
  /** "Row 214, Price: <message>": the row and the column as the file names it. */
  rowError(row: number, field: string, message: string): string
}

/** The file's rows as the layout's records; paced, as 200,000 rows take a few hundred ms. */
export async function sheetOf(
  kind: ImportKind,
  table: Table,
  mapping: Record<string, string>,
): Promise<ImportSheet> {
  const match = matchColumns(kind, table.headers, mapping)
  const fieldColumns = match.columns.flatMap((c, i) => (c.field ? [[c.field, i] as const] : []))
  const present = new Set(fieldColumns.map(([field]) => field))
  const records: ImportRecord[] = []
  const turn = pacer()
  for (const { row, cells } of table.rows) {
    await turn()
    const values: Partial<Record<string, string>> = {}
    for (const [field, i] of fieldColumns) values[field] = (cells[i] ?? '').trim()
    records.push({ row, values })
  }
  const headerOf = new Map(match.columns.flatMap((c) => (c.field ? [[c.field, c.header] as const] : [])))
  const layoutHeader = (field: string) => importLayouts[kind].find((c) => c.field === field)?.header ?? field
  return {
    kind,
    match,
    records,
    present,
    rowError: (row, field, message) =>
      `Row ${row}, ${headerOf.get(field) ?? layoutHeader(field)}: ${message}`,
  }
}

/** A row's error as the preview shows it: a RowError names its field, a decider's refusal the row's key. */
export function rowErrorText(sheet: ImportSheet, row: number, keyField: string, error: unknown): string {
  if (error instanceof RowError) return sheet.rowError(row, error.field, error.message)
  if (error instanceof DomainError) return sheet.rowError(row, keyField, error.message)
  throw error
}

/** A field's text; a required field that is absent or empty is refused with the layout's header. */
export function required(record: ImportRecord, field: string, message: string): string {
  const value = record.values[field]
  if (value === undefined || value === '') throw new RowError(field, message)
  return value
}
