import type { ImportKind, ImportRow, ImportRowStatus } from '@provender/events'
import type { Actor } from '../customers/checks.ts'
import { ImportChange, type PreloadedStore } from './importChange.ts'
import { type ImportRecord, type ImportSheet, rowErrorText } from './records.ts'
import { pacer } from './turns.ts'

/** What a planner is given: the file's records, a change to decide in, and how to make new ids. */
export interface PlanContext {
  sheet: ImportSheet
  change: ImportChange
  reads: PreloadedStore
  actor: Actor
  /** A new id for a user (a customer's login) or a category; its streams are noted as fresh. */
  newId(kind: 'user' | 'category'): Promise<number>
  /** The password hash new customer logins get (see docs/imports.md). */
  newLoginHash(): Promise<string>
}

/** Plans one kind of file: each record becomes a row of the preview, its events decided in `change`. */
export type Planner = (context: PlanContext) => Promise<ImportRow[]>

export interface Plan {
  rows: ImportRow[]
  counts: Record<ImportRowStatus, number>
  change: ImportChange
  digest: string
}

export interface PlanParts {
  store: PreloadedStore
  actor: Actor
  newId(kind: 'user' | 'category'): Promise<number>
  newLoginHash(): Promise<string>
}

/**
 * Plans a file on the log as it stands: the rows' statuses and the events the house's deciders
 * make of them, and the digest of what the plan read (see PreloadedStore.digest).
 */
export async function planImport(
  planner: Planner,
  sheet: ImportSheet,
  sha256: string,
  parts: PlanParts,
): Promise<Plan> {
  const change = new ImportChange(parts.store.store)
  const rows = await planner({ sheet, change, reads: parts.store, ...parts })
  const counts: Record<ImportRowStatus, number> = { new: 0, changed: 0, unchanged: 0, error: 0 }
  for (const r of rows) counts[r.status] += 1
  const columns = JSON.stringify(sheet.match.columns)
  return { rows, counts, change, digest: parts.store.digest(sheet.kind, sha256, columns) }
}

/** At most this many rows travel in a preview; the counts cover them all. */
export const PREVIEW_ROWS = 2_000

const ORDER: Record<ImportRowStatus, number> = { error: 0, changed: 1, new: 2, unchanged: 3 }

/** The rows a preview shows: every row that is not unchanged, errors first, then in file order. */
export function previewRows(rows: readonly ImportRow[]): ImportRow[] {
  return rows
    .filter((r) => r.status !== 'unchanged')
    .sort((a, b) => ORDER[a.status] - ORDER[b.status] || a.row - b.row)
    .slice(0, PREVIEW_ROWS)
}

/** Plans one record as a row; `firstRowOf` holds the row each key first stood on. */
export type RowPlanner = (
  context: PlanContext,
  record: ImportRecord,
  firstRowOf: Map<string, number>,
) => Promise<ImportRow>

/**
 * Plans the file's records one by one with `planRow` (given the row each key first stood on, to
 * refuse repeats); a record it refuses becomes an error row, told under `keyField`'s column.
 */
export async function planEachRecord(
  context: PlanContext,
  keyField: string,
  keyOf: (record: ImportRecord) => string,
  planRow: RowPlanner,
): Promise<ImportRow[]> {
  const { sheet, change } = context
  const firstRowOf = new Map<string, number>()
  const rows: ImportRow[] = []
  const turn = pacer()
  for (const record of sheet.records) {
    await turn()
    try {
      rows.push(await planRow(context, record, firstRowOf))
    } catch (error) {
      rows.push({
        row: record.row,
        key: keyOf(record),
        status: 'error',
        changes: [],
        error: rowErrorText(sheet, record.row, keyField, error),
      })
    } finally {
      change.row = null
    }
  }
  return rows
}

/** The status of a row that decided `events` on something that existed (or not) before. */
export function statusOf(existed: boolean, eventCount: number): ImportRowStatus {
  if (!existed) return 'new'
  return eventCount > 0 ? 'changed' : 'unchanged'
}

export type { ImportKind }
