import type { EventStore } from '@provender/events'
import { analyzeTablesWithoutStatistics } from '@provender/server-kit'
import type { Knex } from 'knex'
import { allProjections } from './all.ts'
import { readModelChecksums, type TableChecksum } from './checksums.ts'
import { dropReadModels, screenIndexes } from './migrations.ts'
import { ProjectionRunner } from './runner.ts'

export interface ReplayReport {
  before: TableChecksum[]
  after: TableChecksum[]
  events: number
  seconds: number
}

export interface ReplayOptions {
  onStart?: (events: number) => void
  onBatch?: (events: number) => void
  timeoutMs?: number
}

/**
 * Drops every read model and replays the whole log into them, reading it once per batch
 * for all projections, with the checksum of every table before and after. In place: the
 * services must be stopped, or they serve partial data while it runs.
 */
export async function replayReadModels(
  knex: Knex,
  store: EventStore,
  options: ReplayOptions = {},
): Promise<ReplayReport> {
  const before = await readModelChecksums(knex)
  const started = performance.now()
  const events = await rebuildReadModels(knex, store, options)
  const seconds = (performance.now() - started) / 1000
  return { before, after: await readModelChecksums(knex), events, seconds }
}

/**
 * The replay itself: empty read models, the screens' indexes set aside, the log applied by
 * projections side by side (each replaying in memory where it can), then those indexes built
 * once. Answers the number of events in the log.
 */
export async function rebuildReadModels(
  knex: Knex,
  store: EventStore,
  options: ReplayOptions = {},
): Promise<number> {
  const { rows } = await knex.raw<{ rows: { n: string }[] }>('select count(*)::text as n from event_log')
  const events = Number(rows[0]!.n)
  options.onStart?.(events)
  await dropReadModels(knex)
  const deferred = await dropScreenIndexes(knex)
  try {
    const runner = new ProjectionRunner(knex, store, allProjections, { concurrent: true })
    runner.onBatch = options.onBatch ?? null
    const reached = await runner.catchUpToHead(options.timeoutMs ?? 60 * 60_000)
    if (!reached) throw new Error('The read models did not reach the end of the log; see the errors above.')
  } finally {
    // Also when the replay fails: the tables stay as their migrations made them.
    for (const definition of deferred) await knex.raw(definition)
  }
  // The read models are new tables: the screens' queries plan on statistics from the start.
  await analyzeTablesWithoutStatistics(knex)
  return events
}

/** Drops the screens' indexes and answers the statements that create them again. */
async function dropScreenIndexes(knex: Knex): Promise<string[]> {
  const { rows } = await knex.raw<{ rows: { name: string; definition: string }[] }>(
    `select indexname as name, indexdef as definition from pg_indexes
     where schemaname = current_schema() and indexname = any(?::text[])`,
    [screenIndexes],
  )
  for (const { name } of rows) await knex.raw('drop index ??', [name])
  return rows.map((r) => r.definition)
}
