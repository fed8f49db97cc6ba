import { ERROR_HEADER, type ImportKind, normalizeHeader } from '@provender/events'
import type { ExportColumn } from '@provender/server-kit/spreadsheets'
import type { Actor } from '../customers/checks.ts'
import type { CommandDeps } from '../deps.ts'
import { planPreview, requireColumns } from './importFile.ts'
import { sheetOf } from './records.ts'
import type { Table } from './table.ts'
import { pacer } from './turns.ts'
import type { Upload } from './upload.ts'

/** One refused row of a file, as the admin downloads it to fix: its own cells and why. */
export interface RefusedLine {
  cells: readonly string[]
  error: string
}

/**
 * The rows of a file a preview refuses, in file order, each with every cell the file holds (not
 * the preview's 40-character prefix: the file was uploaded again for this) and its refusal
 * without the row number ("Price: Price "abc" is not a number."), which the new file would not
 * keep. Plans as a preview does, writing nothing.
 */
export async function refusedLines(
  deps: Pick<CommandDeps, 'store' | 'ids'>,
  actor: Actor,
  kind: ImportKind,
  upload: Upload,
  table: Table,
): Promise<RefusedLine[]> {
  const sheet = await sheetOf(kind, table, upload.mapping)
  requireColumns(sheet)
  const { plan } = await planPreview(deps, actor, sheet, upload)
  const errors = new Map(plan.rows.flatMap((r) => (r.status === 'error' ? [[r.row, r.error ?? '']] : [])))
  return table.rows.flatMap(({ row, cells }) => {
    const error = errors.get(row)
    return error === undefined ? [] : [{ cells, error: error.replace(/^Row \d+, /, '') }]
  })
}

/**
 * The file's own columns, in its order with its headers, then Error. A file that is itself such
 * a download has its old Error column replaced, not kept beside the new one.
 */
export function refusedColumns(headers: readonly string[]): ExportColumn<RefusedLine>[] {
  const own = headers.flatMap((header, i) =>
    normalizeHeader(header) === normalizeHeader(ERROR_HEADER)
      ? []
      : [{ header, value: (line: RefusedLine) => line.cells[i] ?? '' }],
  )
  return [...own, { header: ERROR_HEADER, value: (line) => line.error, width: 60 }]
}

/** The lines a thousand at a time, giving the event loop its turns while a long file is written. */
export async function* refusedPages(lines: readonly RefusedLine[]): AsyncGenerator<RefusedLine[]> {
  const turn = pacer()
  for (let i = 0; i < lines.length; i += 1_000) {
    await turn()
    yield lines.slice(i, i + 1_000)
  }
}

/** "prices-2026-12.xlsx" -> "prices-2026-12-refused": the download's name without its extension. */
export function refusedStem(fileName: string): string {
  return `${fileName.replace(/\.(csv|txt|tsv|xlsx)$/i, '')}-refused`
}
