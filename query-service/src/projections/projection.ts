import type { EventOf, EventType, EventTypesOf, RecordedEvent, StreamKind } from '@provender/events'
import type { Knex } from 'knex'

export { assertNever } from '@provender/events'

/** A stored event of one of the given types (a union by type, so a switch narrows it). */
export type RecordedEventOf<T extends EventType> = T extends EventType
  ? RecordedEvent & { type: T; event: EventOf<T> }
  : never

/** Turns events into rows of its own tables, inside the runner's transaction. */
export interface Projection {
  name: string
  /** The event types it applies: it is given no other. */
  handles: ReadonlySet<EventType>
  apply(trx: Knex.Transaction, event: RecordedEvent): Promise<void>
  /**
   * Applies a run of consecutive events, with the same result as applying them one by one
   * in order, in fewer statements. Projections without it are applied event by event.
   */
  applyBatch?(trx: Knex.Transaction, events: RecordedEvent[]): Promise<void>
  /**
   * For a replay into its empty tables (a rebuild, with the services stopped): the read model's
   * state held in memory across batches and written when the runner asks, so a row that many
   * events change is written once per write, not once per batch, and nothing is read back.
   */
  replay?(): ProjectionReplay
}

/** A projection's state during a replay from the start of the log; see `Projection.replay`. */
export interface ProjectionReplay<E extends RecordedEvent = RecordedEvent> {
  /** Applies events to the state in memory, in order; sends no statement. */
  apply(events: E[]): void
  /** Rows held in memory. Past the runner's bound, it writes them and goes on batch by batch. */
  readonly size: number
  /** Writes what changed since the last write, in the runner's transaction. */
  write(trx: Knex.Transaction): Promise<void>
}

/** A batch of a projection's events, applied in the runner's transaction. */
type BatchApplier<E extends RecordedEvent> = (trx: Knex.Transaction, events: E[]) => Promise<void>

/** The events of types H but those of types R (the types a projection applies in runs). */
type OutsideRuns<H extends EventType, R extends H> = Exclude<RecordedEventOf<H>, RecordedEventOf<R>>

/**
 * Events of the types `of`, whenever they come one after another, applied together in a few
 * multi-row statements (a rebuild is mostly such runs).
 */
interface Runs<R extends EventType> {
  of: readonly R[]
  apply: BatchApplier<RecordedEventOf<NoInfer<R>>>
}

/**
 * How a projection applies its events: one at a time, a batch at a time, or in runs with the
 * rare events between them one at a time. The handled types H are inferred from `handles`
 * alone, and the types R applied in runs from `runs.of` (none without `runs`).
 */
type Appliers<H extends EventType, R extends H> =
  | {
      // Without runs R is never, and this is every event handled: an `apply` of the same type
      // in both members is what lets the compiler type one written inline.
      apply(trx: Knex.Transaction, event: OutsideRuns<H, R>): Promise<void>
      applyBatch?: BatchApplier<RecordedEventOf<NoInfer<H>>>
      runs?: never
      afterBatch?: never
    }
  /** Without `apply`, one event is applied as a batch of one. */
  | { apply?: never; applyBatch: BatchApplier<RecordedEventOf<NoInfer<H>>>; runs?: never; afterBatch?: never }
  /**
   * Runs of `runs.of` applied together, every other event by `apply`, in the log's order; then,
   * once per batch, `afterBatch` with all its events (what is best written once per batch). One
   * event on its own goes the same way, as a batch of one.
   */
  | {
      runs: Runs<R>
      apply(trx: Knex.Transaction, event: OutsideRuns<H, R>): Promise<void>
      afterBatch?: BatchApplier<RecordedEventOf<NoInfer<H>>>
      applyBatch?: never
    }

type ProjectionDefinition<
  H extends EventType,
  K extends StreamKind,
  I extends EventType,
  R extends H,
> = Appliers<H, R> & {
  name: string
  /** The event types it applies, whatever their stream. */
  handles: readonly H[]
  /**
   * Streams whose every event type it must decide on: each is handled or listed in `ignores`,
   * so a type added to one of them does not compile until this read model says what it means.
   */
  streams?: readonly K[]
  /** Types of those streams that leave this read model as it is. */
  ignores?: readonly I[]
  replay?(): ProjectionReplay<RecordedEventOf<NoInfer<H>>>
}

/** Names, as a missing property in the compiler's message, the types no one has decided on. */
export type Undecided<K extends StreamKind, H extends EventType, I extends EventType> = [
  Exclude<EventTypesOf<K>, H | I>,
] extends [never]
  ? unknown
  : { decideOn: Exclude<EventTypesOf<K>, H | I> }

/**
 * A projection given only the events it handles; the runner still moves its checkpoint past
 * every other event of a batch.
 */
export function defineProjection<
  const H extends EventType,
  const K extends StreamKind = never,
  const I extends EventTypesOf<K> = never,
  const R extends H = never,
>(definition: ProjectionDefinition<H, K, I, R> & Undecided<K, H, I>): Projection {
  const handles: ReadonlySet<EventType> = new Set(definition.handles)
  const mine = (events: RecordedEvent[]) => events.filter((e): e is RecordedEventOf<H> => handles.has(e.type))
  const { replay } = definition
  const applyBatch = batchApplier(definition)
  const applyOne: Applier<H> =
    definition.runs || !definition.apply
      ? (trx, event) => applyBatch!(trx, [event])
      : (definition.apply as Applier<H>)
  return {
    name: definition.name,
    handles,
    apply: (trx, event) => (handles.has(event.type) ? applyOne(trx, event as RecordedEventOf<H>) : done),
    ...(applyBatch && {
      applyBatch: async (trx, events) => {
        const handled = mine(events)
        if (handled.length > 0) await applyBatch(trx, handled)
      },
    }),
    ...(replay && {
      replay: () => {
        const inner = replay()
        return {
          apply: (events) => inner.apply(mine(events)),
          get size() {
            return inner.size
          },
          write: (trx) => inner.write(trx),
        }
      },
    }),
  }
}

const done = Promise.resolve()

/** One event, any of the types H. */
type Applier<H extends EventType> = (trx: Knex.Transaction, event: RecordedEventOf<H>) => Promise<void>

/** The projection's own batch applier, or the one its runs make; none when it applies one by one. */
function batchApplier<H extends EventType, R extends H>(
  appliers: Appliers<H, R>,
): BatchApplier<RecordedEventOf<H>> | undefined {
  if (!appliers.runs) return appliers.applyBatch
  const { runs, afterBatch } = appliers
  // Given only events outside the runs: applyInRuns hands it no other.
  const applyOutside = appliers.apply as Applier<H>
  const runTypes: ReadonlySet<EventType> = new Set(runs.of)
  const inRun = (recorded: RecordedEventOf<H>): recorded is RecordedEventOf<H> & RecordedEventOf<R> =>
    runTypes.has(recorded.type)
  return async (trx, events) => {
    await applyInRuns(
      events,
      inRun,
      (run) => runs.apply(trx, run),
      (recorded) => applyOutside(trx, recorded),
    )
    if (afterBatch) await afterBatch(trx, events)
  }
}

/** Applies a batch the fastest way the projection offers. */
export async function applyAll(projection: Projection, trx: Knex.Transaction, events: RecordedEvent[]) {
  if (projection.applyBatch) return projection.applyBatch(trx, events)
  for (const event of events) await projection.apply(trx, event)
}

/**
 * Applies events in order with the same result as one by one: each run of consecutive events
 * that `inRun` takes is applied in one go (a few multi-row statements), any other on its own,
 * once the run before it is applied.
 */
async function applyInRuns<E extends RecordedEvent, Run extends E>(
  events: E[],
  inRun: (event: E) => event is Run,
  applyRun: (run: Run[]) => Promise<void>,
  applyOne: (event: E) => Promise<void>,
): Promise<void> {
  let run: Run[] = []
  for (const event of events) {
    if (inRun(event)) {
      run.push(event)
      continue
    }
    if (run.length > 0) await applyRun(run)
    run = []
    await applyOne(event)
  }
  if (run.length > 0) await applyRun(run)
}

/** Inserts a row unless its key is taken: an event applied again (a lost checkpoint) changes nothing. */
export async function insertOnce(
  trx: Knex.Transaction,
  table: string,
  row: Record<string, unknown>,
  key: string[] = ['id'],
): Promise<void> {
  await trx(table).insert(row).onConflict(key).ignore()
}
