import { randomBytes, randomUUID } from 'node:crypto'
import {
  conflict,
  type ImportKind,
  type ImportPreview,
  type ImportResult,
  type ImportRow,
  type ImportRowStatus,
  importLayouts,
  invalid,
  type LogPosition,
  streams,
  WrongExpectedRevisionError,
} from '@provender/events'
import type { Actor } from '../customers/checks.ts'
import type { CommandDeps } from '../deps.ts'
import { type CommandContext, metadataFor } from '../shared/commandHandler.ts'
import { hashPassword } from '../users/passwords.ts'
import { PreloadedStore } from './importChange.ts'
import { decideImport, importAggregate, refusedRows } from './importDecider.ts'
import { keepPlan, takePlan } from './keptPlans.ts'
import { type Plan, type Planner, planImport, previewRows } from './plan.ts'
import { planCatalogue } from './planCatalogue.ts'
import { planCustomers } from './planCustomers.ts'
import { planPrices } from './planPrices.ts'
import { planStock } from './planStock.ts'
import { type ImportSheet, sheetOf } from './records.ts'
import type { Table } from './table.ts'
import type { Upload } from './upload.ts'

const planners: Record<ImportKind, Planner> = {
  catalogue: planCatalogue,
  customers: planCustomers,
  prices: planPrices,
  stock: planStock,
}

export const IMPORT_STALE = 'The data changed since your preview; preview the file again.'

type Deps = Pick<CommandDeps, 'store' | 'ids'>

const NO_COUNTS: Record<ImportRowStatus, number> = { new: 0, changed: 0, unchanged: 0, error: 0 }

/** Plans a file without writing anything; new ids are stand-ins, never allocated. */
export async function previewImport(
  deps: Deps,
  actor: Actor,
  kind: ImportKind,
  upload: Upload,
  table: Table,
): Promise<ImportPreview> {
  const sheet = await sheetOf(kind, table, upload.mapping)
  const head = {
    kind,
    fileName: upload.fileName,
    sha256: upload.sha256,
    columns: sheet.match.columns,
    missing: sheet.match.missing,
    unknown: sheet.match.unknown,
    notes: table.notes,
  }
  if (sheet.match.missing.length > 0) {
    return { ...head, counts: { ...NO_COUNTS }, rows: [], previewDigest: null }
  }
  const { plan, reads } = await planPreview(deps, actor, sheet, upload)
  // A plan that made no new ids is the apply's plan too, while nothing it read moves.
  // A plan with errors is kept too: the apply of its valid rows starts from it.
  if (reads.fresh.size === 0) {
    keepPlan(deps.store, keptKey(actor, sheet, upload, plan.digest), plan, reads.revisions, Date.now())
  }
  return {
    ...head,
    counts: plan.counts,
    rows: previewRows(plan.rows),
    previewDigest: plan.digest,
  }
}

/** A plan that writes nothing: new ids are stand-ins, never allocated, and no login is hashed. */
export function planPreview(deps: Deps, actor: Actor, sheet: ImportSheet, upload: Upload) {
  let standIn = 2_000_000_000
  const stand = async () => standIn++
  return planWith(deps, actor, sheet, upload, stand, async () => 'preview-only')
}

/** A file whose required fields no column fills cannot be planned: the mapping step comes first. */
export function requireColumns(sheet: ImportSheet): void {
  if (sheet.match.missing.length === 0) return
  const headers = sheet.match.missing.map(
    (f) => importLayouts[sheet.kind].find((c) => c.field === f)?.header ?? f,
  )
  throw invalid(`The file has no column for ${headers.join(', ')}; map one of its columns to it.`)
}

/**
 * Plans the file again on the log as it stands, and appends every event of it in one atomic
 * append with ImportApplied last: the whole file or nothing. Refused when a row has an error,
 * unless `validOnly`: then the file is planned again without the refused rows, those rows' events
 * are appended in the same one append, and ImportApplied names the rows left out. Refused as
 * stale when what the plan read is no longer what the preview read (another import or an edit
 * landed): the admin previews again and sees those changes.
 */
export async function applyImport(
  deps: Deps,
  ctx: CommandContext,
  actor: Actor,
  kind: ImportKind,
  upload: Upload,
  table: Table,
  options: { previewDigest: string; validOnly: boolean },
): Promise<ImportResult & { position: LogPosition | null }> {
  const sheet = await sheetOf(kind, table, upload.mapping)
  requireColumns(sheet)
  let hash: Promise<string> | null = null
  // New logins are finished with "Forgot password": their password is a random secret nobody keeps.
  const newLoginHash = () => (hash ??= hashPassword(randomBytes(32).toString('base64url')))
  const plan = async (records: ImportSheet) =>
    (await planWith(deps, actor, records, upload, (k) => deps.ids.next(k), newLoginHash)).plan
  const kept = await takePlan(deps.store, keptKey(actor, sheet, upload, options.previewDigest), Date.now())
  if (kept === 'stale') throw conflict(IMPORT_STALE, 'IMPORT_STALE')
  const whole = kept ?? (await plan(sheet))
  // An error refuses the whole file before anything else is said, unless the admin chose otherwise.
  refusedRows(whole.rows, options.validOnly)
  if (whole.digest !== options.previewDigest) throw conflict(IMPORT_STALE, 'IMPORT_STALE')
  const { valid, rows } = await withoutRefusedRows(sheet, whole, options.validOnly, plan)
  const counts = countsOf(rows)
  const importId = randomUUID()
  const stamp = { importId, fileName: upload.fileName, sha256: upload.sha256 }
  const appends = await valid.change.importAppends(ctx, stamp)
  if (appends.length === 0) return { importId: null, counts, position: null }
  const command = { type: 'ApplyImport' as const, ...stamp, kind, rows, validOnly: options.validOnly }
  const events = decideImport(command, importAggregate.initial)
  // The import as a whole is stamped with the header line's row.
  const metadata = { ...metadataFor(ctx), import: { ...stamp, row: 1 } }
  appends.push({
    streamId: streams.import(importId),
    expected: 'no_stream',
    events: events.map((event) => ({ id: randomUUID(), event, metadata })),
  })
  try {
    const results = await deps.store.appendMany(appends)
    return { importId, counts, position: results.at(-1)!.position }
  } catch (error) {
    if (error instanceof WrongExpectedRevisionError) throw conflict(IMPORT_STALE, 'IMPORT_STALE')
    throw error
  }
}

/** Leaving rows out may fail a row that leaned on them; so few do that three rounds are plenty. */
const PLAN_ROUNDS = 3

/**
 * The plan of the file's valid rows: planned again without the refused ones, so that nothing a
 * refused row decided (a category it created before failing) stays in the append. The rows are
 * every row of the file, the refused ones with their errors.
 */
async function withoutRefusedRows(
  sheet: ImportSheet,
  whole: Plan,
  validOnly: boolean,
  plan: (sheet: ImportSheet) => Promise<Plan>,
): Promise<{ valid: Plan; rows: ImportRow[] }> {
  const refused = new Map<number, ImportRow>()
  let valid = whole
  for (let round = 1; valid.counts.error > 0; round++) {
    for (const r of valid.rows) if (r.status === 'error') refused.set(r.row, r)
    refusedRows([...refused.values(), ...valid.rows.filter((r) => !refused.has(r.row))], validOnly)
    if (round > PLAN_ROUNDS) throw invalid('Fix the rows with errors before applying.')
    valid = await plan({ ...sheet, records: sheet.records.filter((r) => !refused.has(r.row)) })
  }
  return { valid, rows: [...refused.values(), ...valid.rows] }
}

function countsOf(rows: readonly ImportRow[]): Record<ImportRowStatus, number> {
  const counts = { ...NO_COUNTS }
  for (const r of rows) counts[r.status] += 1
  return counts
}

/** A kept plan serves only the same admin, applying the same file read the same way. */
const keptKey = (actor: Actor, sheet: ImportSheet, upload: Upload, digest: string) =>
  [actor.id, sheet.kind, upload.sha256, JSON.stringify(sheet.match.columns), digest].join(':')

async function planWith(
  deps: Deps,
  actor: Actor,
  sheet: ImportSheet,
  upload: Upload,
  nextId: (kind: 'user' | 'category') => Promise<number>,
  newLoginHash: () => Promise<string>,
): Promise<{ plan: Plan; reads: PreloadedStore }> {
  const store = new PreloadedStore(deps.store)
  const newId = async (kind: 'user' | 'category') => {
    const id = await nextId(kind)
    // A new id's streams are empty by construction; they differ between preview and apply.
    if (kind === 'user') store.fresh.add(streams.user(id)).add(streams.customer(id))
    else store.fresh.add(streams.category(id))
    return id
  }
  const plan = await planImport(planners[sheet.kind], sheet, upload.sha256, {
    store,
    actor,
    newId,
    newLoginHash,
  })
  return { plan, reads: store }
}
