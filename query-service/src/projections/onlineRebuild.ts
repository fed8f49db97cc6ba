import type { EventStore, LogPosition } from '@provender/events'
import { comparePositions, LOG_START } from '@provender/events'
import type { Knex } from 'knex'
import { allProjections } from './all.ts'
import { readModelChecksums, type TableChecksum } from './checksums.ts'
import { type ReplayOptions, rebuildReadModels } from './replay.ts'
import { liveRun } from './run.ts'
import { PROJECTION_LOCK_KEY, ProjectionRunner } from './runner.ts'
import { READ_MODELS, READ_MODELS_NEXT, READ_MODELS_OLD } from './schemaLayout.ts'

export interface ReplayReport {
  before: TableChecksum[]
  after: TableChecksum[]
  events: number
  seconds: number
}

/**
 * Rebuilds every read model from the whole log, online (onlineRebuild.ts): into a new schema
 * while the services go on serving the current one, then switched to at once. With the
 * checksum of every served table before and after.
 *
 * "Before" is the served read models brought up to the log's head first (under the projections'
 * locks, beside any running service). Compared as they stood, a read model that had only not yet
 * applied the last events (a database copied while mail was still going out) was reported as
 * drifted from the log (issue 38): only a difference at the same position is drift.
 */
export async function replayReadModels(
  knex: Knex,
  store: EventStore,
  options: ReplayOptions = {},
): Promise<ReplayReport> {
  const served = new ProjectionRunner(knex, store, allProjections)
  if (!(await served.catchUpToHead(options.timeoutMs ?? 60_000))) {
    throw new Error('The served read models did not reach the end of the log; see the errors above.')
  }
  const before = await readModelChecksums(knex)
  const started = performance.now()
  const events = await rebuildOnline(knex, store, options)
  const seconds = (performance.now() - started) / 1000
  return { before, after: await readModelChecksums(knex), events, seconds }
}

/**
 * Rebuilds every read model while the services keep serving (a blue/green rebuild, as Marten
 * does it): the whole log is replayed into `read_models_next`, which then follows the log like a
 * live runner until the switch; one transaction renames `read_models` to `read_models_old` and
 * `read_models_next` to `read_models`, and the old ones are dropped. A statement finds its tables
 * by name when it starts: it reads the old read models or the new ones, never some of each.
 * Answers the number of events replayed.
 */
export async function rebuildOnline(
  knex: Knex,
  store: EventStore,
  options: ReplayOptions = {},
): Promise<number> {
  // What a rebuild that died left behind is thrown away: the served read models never depend on it.
  await knex.raw('drop schema if exists ?? cascade', [READ_MODELS_NEXT])
  await knex.raw('create schema ??', [READ_MODELS_NEXT])
  const events = await rebuildReadModels(knex, store, { ...options, schema: READ_MODELS_NEXT })
  await switchToNext(knex, store, options.timeoutMs ?? 60_000)
  await knex.raw('drop schema if exists ?? cascade', [READ_MODELS_OLD])
  return events
}

/**
 * The switch, once the new read models have passed every checkpoint of the served ones. Under
 * the served projections' locks (their runners step aside for that moment, so the served read
 * models stand still) the new ones are brought past them and stopped under theirs; then the two
 * renames, committed together. The live runners go on in the new schema from its checkpoints.
 *
 * On a server the new read models catch up inside that transaction, on other connections. Embedded
 * PGlite has a single connection, held by the transaction: there the switch is tried after each
 * catch-up until no live batch came in between.
 */
async function switchToNext(knex: Knex, store: EventStore, timeoutMs: number): Promise<void> {
  const next = new ProjectionRunner(knex, store, allProjections, liveRun(), READ_MODELS_NEXT)
  const singleConnection = (knex.client.config as Knex.Config).pool?.max === 1
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (!(await next.catchUpToHead(Math.max(deadline - Date.now(), 0)))) break
    const switched = await knex.transaction(async (trx) => {
      await lockProjections(trx, READ_MODELS)
      const served = await checkpointsIn(trx, READ_MODELS)
      const reach = served.size > 0 && !singleConnection
      if (reach && !(await next.waitFor(latest(served), Math.max(deadline - Date.now(), 0)))) return false
      await lockProjections(trx, READ_MODELS_NEXT)
      await next.hold()
      if (!passed(await checkpointsIn(trx, READ_MODELS_NEXT), served)) {
        next.release()
        return false
      }
      await trx.raw('alter schema ?? rename to ??', [READ_MODELS, READ_MODELS_OLD])
      await trx.raw('alter schema ?? rename to ??', [READ_MODELS_NEXT, READ_MODELS])
      return true
    })
    if (switched) return
    if (Date.now() >= deadline) break
  }
  throw new Error(
    `The rebuilt read models did not catch up with the served ones within ${timeoutMs} ms; the served ones are unchanged.`,
  )
}

/** Waits for every projection's lock in `schema`: its runner's next batch waits for the commit. */
async function lockProjections(trx: Knex.Transaction, schema: string): Promise<void> {
  await trx.raw(`select pg_advisory_xact_lock(${PROJECTION_LOCK_KEY}) from unnest(?::text[]) as n(name)`, [
    schema,
    allProjections.map((p) => p.name),
  ])
}

async function checkpointsIn(trx: Knex.Transaction, schema: string): Promise<Map<string, LogPosition>> {
  const rows = await trx(`${schema}.projection_checkpoints`).select<
    { name: string; transaction_id: string; sequence: string }[]
  >('name', 'transaction_id', 'sequence')
  return new Map(rows.map((r) => [r.name, { transactionId: r.transaction_id, sequence: r.sequence }]))
}

/** The furthest checkpoint among them (the start of the log when there is none). */
function latest(checkpoints: Map<string, LogPosition>): LogPosition {
  return [...checkpoints.values()].reduce((a, b) => (comparePositions(a, b) >= 0 ? a : b), LOG_START)
}

/** True when every projection in `rebuilt` stands at or past where it stands in `served`. */
function passed(rebuilt: Map<string, LogPosition>, served: Map<string, LogPosition>): boolean {
  return allProjections.every(
    (p) => comparePositions(rebuilt.get(p.name) ?? LOG_START, served.get(p.name) ?? LOG_START) >= 0,
  )
}
