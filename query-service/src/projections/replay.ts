import type { EventStore } from '@provender/events'
import type { Knex } from 'knex'
import { allProjections } from './all.ts'
import { readModelChecksums, type TableChecksum } from './checksums.ts'
import { dropReadModels } from './migrations.ts'
import { ProjectionRunner } from './runner.ts'

export interface ReplayReport {
  before: TableChecksum[]
  after: TableChecksum[]
  events: number
  seconds: number
}

/**
 * Drops every read model and replays the whole log into them, reading it once per batch
 * for all projections, with the checksum of every table before and after. In place: the
 * services must be stopped, or they serve partial data while it runs.
 */
export async function replayReadModels(
  knex: Knex,
  store: EventStore,
  options: {
    onStart?: (events: number) => void
    onBatch?: (events: number) => void
    timeoutMs?: number
  } = {},
): Promise<ReplayReport> {
  const before = await readModelChecksums(knex)
  const { rows } = await knex.raw<{ rows: { n: string }[] }>('select count(*)::text as n from event_log')
  const events = Number(rows[0]!.n)
  options.onStart?.(events)
  const started = performance.now()
  await dropReadModels(knex)
  const runner = new ProjectionRunner(knex, store, allProjections, { concurrent: true })
  runner.onBatch = options.onBatch ?? null
  const reached = await runner.catchUpToHead(options.timeoutMs ?? 60 * 60_000)
  if (!reached) throw new Error('The read models did not reach the end of the log; see the errors above.')
  const seconds = (performance.now() - started) / 1000
  return { before, after: await readModelChecksums(knex), events, seconds }
}
