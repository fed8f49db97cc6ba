import { createHash, randomUUID } from 'node:crypto'
import { type EventData, type EventStore, streams, WrongExpectedRevisionError } from '@provender/events'
import type { Knex } from 'knex'
import { logger } from '../../logging/logger.ts'

export type SealedHead = EventData<'LogSealed'>['heads'][number]

/** The time in an event's hashed metadata; null when a tampered row has none. */
export function occurredAtOf(metadata: unknown): string | null {
  const value = (metadata as { occurredAt?: unknown } | null)?.occurredAt
  return typeof value === 'string' ? value : null
}

/** The digest of a set of heads: SHA-256 over their lines sorted by stream. */
export function headsDigest(heads: Iterable<SealedHead>): string {
  const lines = [...heads]
    .sort((a, b) => (a.streamId < b.streamId ? -1 : a.streamId > b.streamId ? 1 : 0))
    .map((h) => `${h.streamId}\n${h.revision}\n${h.hash}\n`)
  const hash = createHash('sha256')
  for (const line of lines) hash.update(line)
  return hash.digest('hex')
}

/** The current head of every stream except the seal stream itself. */
async function currentHeads(knex: Knex): Promise<SealedHead[]> {
  const result: { rows: { stream_id: string; revision: number; hash: string }[] } = await knex.raw(
    `select distinct on (stream_id) stream_id, stream_revision::int as revision, hash
     from event_log where stream_id <> ? order by stream_id, stream_revision desc`,
    [streams.logSeal()],
  )
  return result.rows.map((r) => ({ streamId: r.stream_id, revision: r.revision, hash: r.hash }))
}

/**
 * Appends a seal holding the heads that moved since the previous seal, or nothing when no
 * head moved. Two sealers racing: the second finds the seal stream moved and gives way.
 */
export async function sealLog(
  knex: Knex,
  store: EventStore,
  now: Date,
): Promise<{ sealed: boolean; heads: number; digest: string | null }> {
  const previous = await store.readStream(streams.logSeal())
  const sealed = new Map<string, SealedHead>()
  for (const { event } of previous) {
    if (event.type === 'LogSealed') for (const head of event.data.heads) sealed.set(head.streamId, head)
  }
  const heads = await currentHeads(knex)
  // Only heads that moved forward: a head behind its seal is damage for verify to report,
  // and sealing it again would launder the cut.
  const moved = heads.filter((h) => {
    const before = sealed.get(h.streamId)
    return !before || h.revision > before.revision
  })
  if (moved.length === 0) return { sealed: false, heads: 0, digest: null }
  for (const head of moved) sealed.set(head.streamId, head)
  const digest = headsDigest(sealed.values())
  const eventCount = heads.reduce((sum, h) => sum + h.revision + 1, 0)
  try {
    await store.append(streams.logSeal(), previous.at(-1)?.revision ?? 'no_stream', [
      {
        id: randomUUID(),
        event: { type: 'LogSealed', data: { heads: moved, digest, streamCount: sealed.size, eventCount } },
        metadata: {
          actorId: null,
          actorRole: 'system',
          correlationId: randomUUID(),
          causationId: null,
          occurredAt: now.toISOString(),
        },
      },
    ])
  } catch (error) {
    if (error instanceof WrongExpectedRevisionError) return { sealed: false, heads: 0, digest: null }
    throw error
  }
  return { sealed: true, heads: moved.length, digest }
}

/** How often a running command side seals the log (when it moved). */
export const SEAL_INTERVAL_MS = 15 * 60_000

/**
 * Seals the log now (resolving once that first seal is done) and then every `intervalMs`
 * while it moves; resolves to the stop. A failed seal is logged and tried again at the next tick.
 */
export async function startSealing(
  knex: Knex,
  store: EventStore,
  options: { intervalMs: number; clock?: () => Date },
): Promise<() => Promise<void>> {
  const seal = () =>
    sealLog(knex, store, options.clock?.() ?? new Date()).catch((error: unknown) =>
      logger().error({ err: error }, 'sealing the log failed; it will be tried again'),
    )
  let running: Promise<unknown> = seal()
  await running
  const timer = setInterval(() => {
    running = running.then(seal)
  }, options.intervalMs)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await running
  }
}
