import type { EventStore, RecordedEvent } from '@provender/events'
import { comparePositions, LOG_START, type LogPosition } from '@provender/events'
import { analyzeTablesWithoutStatistics } from '@provender/server-kit'
import type { Knex } from 'knex'
import { allProjections } from './all.ts'
import { dropReadModels, screenIndexes } from './migrations.ts'
import type { ProjectionReplay } from './projection.ts'
import { type RunMode, transactionWork, type Work } from './run.ts'
import { ProjectionRunner } from './runner.ts'
import { READ_MODELS } from './schemaLayout.ts'

export interface ReplayOptions {
  onStart?: (events: number) => void
  onBatch?: (events: number) => void
  timeoutMs?: number
  /** The schema replayed into (default: the served read models, in place). */
  schema?: string
}

/**
 * The replay itself: empty read models (in `options.schema`), the screens' indexes set aside,
 * the log applied by projections side by side (each replaying in memory where it can), then
 * those indexes built once. Answers the number of events in the log.
 */
export async function rebuildReadModels(
  knex: Knex,
  store: EventStore,
  options: ReplayOptions = {},
): Promise<number> {
  const schema = options.schema ?? READ_MODELS
  const { rows } = await knex.raw<{ rows: { n: string }[] }>('select count(*)::text as n from event_log')
  const events = Number(rows[0]!.n)
  options.onStart?.(events)
  await dropReadModels(knex, schema)
  const deferred = await dropScreenIndexes(knex, schema)
  try {
    const runner = new ProjectionRunner(knex, store, allProjections, replayRun(), schema)
    runner.onBatch = options.onBatch ?? null
    const reached = await runner.catchUpToHead(options.timeoutMs ?? 60 * 60_000)
    if (!reached) throw new Error('The read models did not reach the end of the log; see the errors above.')
  } finally {
    // Also when the replay fails: the tables stay as their migrations made them.
    for (const definition of deferred) await knex.raw(definition)
  }
  // The read models are new tables: the screens' queries plan on statistics from the start.
  await analyzeTablesWithoutStatistics(knex, schema)
  return events
}

/** Drops the screens' indexes and answers the statements that create them again. */
async function dropScreenIndexes(knex: Knex, schema: string): Promise<string[]> {
  const { rows } = await knex.raw<{ rows: { name: string; definition: string }[] }>(
    `select indexname as name, indexdef as definition from pg_indexes
     where schemaname = ? and indexname = any(?::text[])`,
    [schema, screenIndexes],
  )
  for (const { name } of rows) await knex.raw('drop index ??', [`${schema}.${name}`])
  return rows.map((r) => r.definition)
}

export interface ReplayRunOptions {
  /** Events read per batch (default 5,000: fewer statements and commits per event, memory still bounded). */
  batchSize?: number
  /**
   * A replay in memory writes this often (default 1,000,000 events): the checkpoint moves on,
   * and a row changed by events far apart is written once per write (in a rebuild, an order
   * line updates the same price row every few weeks of history).
   */
  writeEvery?: number
  /** Rows a replay may hold in memory (default 1,000,000, some hundreds of bytes each) before it goes on by batches. */
  maxRows?: number
}

/** A projection replaying in memory: how far it has applied and written, and how many events since. */
interface Replaying {
  name: string
  replay: ProjectionReplay
  applied: LogPosition
  stored: LogPosition
  unwritten: number
}

/**
 * A rebuild's run, with the services stopped: each projection applies a batch in a transaction
 * of its own, all at once, while the next batch is read. The read models then move apart by up
 * to a batch for a moment (one may show an order before another shows its customer), which only
 * a reader of a running service would see; in exchange the database works on several
 * projections at a time and the log is read and parsed while it does.
 *
 * A projection that starts from the start of the log and can replay in memory does so: its state
 * is applied batch by batch without a statement and written, with its checkpoint, every
 * `writeEvery` events and at the end of the log.
 */
export const replayRun =
  ({ batchSize = 5000, writeEvery = 1_000_000, maxRows = 1_000_000 }: ReplayRunOptions = {}): RunMode =>
  ({ store, projections, checkpoints }) => {
    const replays = new Map<string, Replaying>()
    for (const { name, replay } of projections) {
      if (replay && !checkpoints.has(name)) {
        replays.set(name, { name, replay: replay(), applied: LOG_START, stored: LOG_START, unwritten: 0 })
      }
    }
    /** The write of what a replay holds, through the position it has applied. */
    const write = (replaying: Replaying): Work => {
      const through = replaying.applied
      return {
        name: replaying.name,
        expected: replaying.stored,
        through,
        apply: (trx) => replaying.replay.write(trx),
        settled(applied) {
          if (!applied) replays.delete(replaying.name)
          else {
            replaying.stored = through
            replaying.unwritten = 0
          }
        },
      }
    }
    let ahead: { from: LogPosition; events: Promise<RecordedEvent[]> } | null = null
    return {
      async read(from) {
        const events =
          ahead && comparePositions(ahead.from, from) === 0
            ? await ahead.events
            : await store.readAll(from, batchSize)
        ahead = null
        if (events.length === batchSize) {
          // A full batch: there is likely more, so the next one is read while this one is applied.
          const last = events.at(-1)!.position
          const next = store.readAll(last, batchSize)
          next.catch(() => undefined) // awaited by the next read, or dropped when this run fails
          ahead = { from: last, events: next }
        }
        return events
      },
      take(projection, events, expected, through) {
        const replaying = replays.get(projection.name)
        if (!replaying) return transactionWork(projection, events, expected, through)
        // In memory now, before any transaction of the batch starts its round trips.
        replaying.replay.apply(events)
        replaying.unwritten += events.length
        replaying.applied = through
        const outgrown = replaying.replay.size > maxRows
        // Past its bound in memory, it is written now and goes on batch by batch.
        if (outgrown) replays.delete(projection.name)
        return outgrown || replaying.unwritten >= writeEvery ? write(replaying) : null
      },
      async apply(work, inOneTransaction) {
        const applied = await Promise.all(work.map((w) => inOneTransaction([w])))
        return new Set(applied.flatMap((names) => [...names]))
      },
      finish: () => [...replays.values()].filter((r) => r.unwritten > 0).map(write),
    }
  }
