import { randomUUID } from 'node:crypto'
import type { DomainEvent, EventMetadata, EventStore, LogPosition, Role } from '@provender/events'
import type { StreamFold } from '@provender/server-kit'
import { retryOnConflict } from './retryOnConflict.ts'

/** Who issues a command, which request it belongs to, and when it happens. */
export interface CommandContext {
  actor: { id: number; role: Role } | null
  correlationId: string
  now: Date
}

/** A stream's initial state and its `evolve`: the fold server-kit keeps between requests. */
export type Aggregate<S> = StreamFold<S>

export interface Loaded<S> {
  state: S
  /** Revision of the last event, or -1 for a stream with none. */
  revision: number
  /** Log position of the last event, or null for a stream with none. */
  position: LogPosition | null
}

export async function load<S>(
  store: EventStore,
  streamId: string,
  aggregate: Aggregate<S>,
): Promise<Loaded<S>> {
  const events = await store.readStream(streamId)
  return {
    state: events.reduce((s, e) => aggregate.evolve(s, e.event), aggregate.initial),
    revision: events.at(-1)?.revision ?? -1,
    position: events.at(-1)?.position ?? null,
  }
}

export function metadataFor(ctx: CommandContext): EventMetadata {
  return {
    actorId: ctx.actor?.id ?? null,
    actorRole: ctx.actor?.role ?? 'system',
    correlationId: ctx.correlationId,
    causationId: null,
    occurredAt: ctx.now.toISOString(),
  }
}

export interface Executed<S> {
  events: DomainEvent[]
  state: S
  /** Where the log stood after the append; null when the decision produced no events. */
  position: LogPosition | null
}

/**
 * Read the stream, fold it, decide, append at the revision decided on. A concurrent
 * writer makes the append fail; the decision is then made again on fresh state, a
 * bounded number of times, so no change is lost or applied twice.
 */
export async function execute<S>(
  store: EventStore,
  ctx: CommandContext,
  streamId: string,
  aggregate: Aggregate<S>,
  /** Also given the revision decided on, for commands that name the version their caller saw. */
  decide: (state: S, revision: number) => DomainEvent[],
  eventId: (index: number) => string = () => randomUUID(),
): Promise<Executed<S>> {
  return retryOnConflict(async () => {
    const { state, revision } = await load(store, streamId, aggregate)
    const events = decide(state, revision)
    if (events.length === 0) return { events, state, position: null }
    const metadata = metadataFor(ctx)
    const result = await store.append(
      streamId,
      revision === -1 ? 'no_stream' : revision,
      events.map((event, i) => ({ id: eventId(i), event, metadata })),
    )
    return { events, state: events.reduce(aggregate.evolve, state), position: result.position }
  })
}
