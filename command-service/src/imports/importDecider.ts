import { conflict, type EventData, type ImportKind, type ImportRow, invalid } from '@provender/events'
import { assertNever, type Decide, defineAggregate } from '../shared/aggregate.ts'
import type { Aggregate } from '../shared/commandHandler.ts'

/** The most rows an apply of the valid rows may leave out: each is named in ImportApplied. */
export const MAX_REFUSED_ROWS = 10_000

export type RefusedRow = NonNullable<EventData<'ImportApplied'>['refused']>[number]

/** An import's stream (import-{importId}): applied once, with the rows it left out. */
export interface ImportState {
  status: 'new' | 'applied'
  refused: RefusedRow[]
}

export const importAggregate: Aggregate<ImportState> = defineAggregate(
  'import',
  { status: 'new', refused: [] },
  (_state, event): ImportState => {
    switch (event.type) {
      case 'ImportApplied':
        // An import applied before the valid-rows choice left nothing out.
        return { status: 'applied', refused: event.data.refused ?? [] }
      default:
        return assertNever(event.type)
    }
  },
)

/** One row of the planned file as the apply judges it: its number, status and refusal. */
export type PlannedRow = Pick<ImportRow, 'row' | 'status' | 'error'>

export type ImportCommand = {
  type: 'ApplyImport'
  importId: string
  kind: ImportKind
  fileName: string
  sha256: string
  /** Every row of the file as planned last: the refused ones with their errors. */
  rows: readonly PlannedRow[]
  /** Apply the rows without errors and name the others, instead of refusing the whole file. */
  validOnly: boolean
}

/**
 * The rows an apply leaves out, in file order. Without `validOnly` any error refuses the whole
 * file (the admin fixes it and previews again); with it, the valid rows apply and these are
 * named, unless no row is valid or more are refused than an event may name.
 */
export function refusedRows(rows: readonly PlannedRow[], validOnly: boolean): RefusedRow[] {
  const refused = rows
    .flatMap((r) =>
      r.status === 'error' ? [{ row: r.row, error: r.error ?? `Row ${r.row} has an error.` }] : [],
    )
    .sort((a, b) => a.row - b.row)
  if (refused.length === 0) return refused
  if (!validOnly) {
    const n = refused.length
    throw invalid(
      n === 1
        ? 'Fix the row with an error before applying.'
        : `Fix the ${n} rows with errors before applying.`,
    )
  }
  if (refused.length === rows.length)
    throw invalid('No row of the file is valid: fix the file and preview it again.')
  if (refused.length > MAX_REFUSED_ROWS) {
    throw invalid('More than 10,000 rows have errors: fix the file first.')
  }
  return refused
}

/**
 * Records an applied import: how many rows the file had, how many changed something, and the
 * rows left out. (A file that changes nothing appends no events at all: not even this one.)
 */
export const decideImport: Decide<'import', ImportCommand, ImportState> = (command, state) => {
  switch (command.type) {
    case 'ApplyImport': {
      if (state.status !== 'new') throw conflict('This import was applied already.')
      const refused = refusedRows(command.rows, command.validOnly)
      const changed = command.rows.filter((r) => r.status === 'new' || r.status === 'changed').length
      const { importId, kind, fileName, sha256 } = command
      const data = { importId, kind, fileName, sha256, rows: command.rows.length, changed }
      return [{ type: 'ImportApplied', data: refused.length > 0 ? { ...data, refused } : data }]
    }
    default:
      return assertNever(command.type)
  }
}
