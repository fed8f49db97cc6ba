import type { ImportKind } from './spreadsheetLayouts.ts'

// What an import answers (POST /api/imports/{kind}/preview and /apply, docs/api.md "Imports"),
// stated once for the command service that builds it and the console that shows it.

export type ImportRowStatus = 'new' | 'changed' | 'unchanged' | 'error'

export interface ImportFieldChange {
  field: string
  from: string
  to: string
  /** A price's old (null: none) and new amount in cents, for the screen to format as money. */
  cents?: { from: number | null; to: number }
}

/** The product a row lists or prices, as the preview names it: "Olive oil (OIL), per pack". */
export interface ImportProduct {
  id: string
  name: string
  /** What its prices are per: a pack (products sold by the pack or case) or a pound. */
  quantityType: 'pack' | 'weight'
}

/** One row as the preview shows it. */
export interface ImportRow {
  /** As a spreadsheet numbers it: the header is row 1. */
  row: number
  /** What the row is about: a product id, an account number, "account / product". */
  key: string
  status: ImportRowStatus
  changes: ImportFieldChange[]
  error?: string
  /** The product of a price or catalogue row that is not refused. */
  product?: ImportProduct
  /** The customer of a price row that is not refused: its account number and business name. */
  customer?: { accountNumber: string; name: string }
}

export interface ImportPreview {
  kind: ImportKind
  fileName: string
  sha256: string
  columns: { header: string; field: string | null }[]
  /** Required fields no column fills: the mapping step asks for them. */
  missing: string[]
  /** Headers the layout does not know. */
  unknown: string[]
  /** Which sheet, encoding and separator were read; merged cells. */
  notes: string[]
  counts: Record<ImportRowStatus, number>
  /** Every row that is not unchanged, errors first. */
  rows: ImportRow[]
  /** Null while required columns are missing: nothing was planned. */
  previewDigest: string | null
}

export interface ImportResult {
  /** Null when the file changed nothing (no events were appended). */
  importId: string | null
  counts: Record<ImportRowStatus, number>
}
