import { randomUUID } from 'node:crypto'
import {
  comparePositions,
  type DomainEvent,
  type EventStore,
  type LogPosition,
  type StreamAppend,
} from '@provender/events'
import { type Aggregate, type CommandContext, load, metadataFor } from './commandHandler.ts'
import { retryOnConflict } from './retryOnConflict.ts'

interface StreamInChange {
  aggregate: Aggregate<unknown>
  /** The state as read, then as this change's events leave it. */
  state: unknown
  /** The revision read: the one the append expects. */
  revision: number
  events: DomainEvent[]
}

/** The fold of a stream this change appends to without reading it (`appendAt`). */
const READ_ELSEWHERE: Aggregate<unknown> = { initial: null, evolve: (state) => state }

/**
 * One decision made on several streams (a value's claim stream and its owner's, say): each stream
 * is read once, decided on, and every stream that got events is appended in one atomic append,
 * each at the revision it was read at. Streams only read (to learn whether an owner exists) are not
 * part of the append.
 */
export class Change {
  private readonly streams = new Map<string, Promise<StreamInChange>>()
  /** The streams in the order they first got events: the order of the append. */
  private readonly order: string[] = []

  constructor(private readonly store: EventStore) {}

  /** A stream's state as this change sees it: as read, with what it decided on it so far. */
  async state<S>(streamId: string, aggregate: Aggregate<S>): Promise<S> {
    return (await this.stream(streamId, aggregate)).state as S
  }

  /** Decides on a stream's state; the events go into this change's one append. */
  async decide<S>(
    streamId: string,
    aggregate: Aggregate<S>,
    /** Also given the revision the state stands at, for commands that name the version their caller saw. */
    decide: (state: S, revision: number) => DomainEvent[],
  ): Promise<{ events: DomainEvent[]; state: S }> {
    const stream = await this.stream(streamId, aggregate)
    const events = decide(stream.state as S, stream.revision + stream.events.length)
    if (events.length > 0 && stream.events.length === 0) this.order.push(streamId)
    stream.events.push(...events)
    stream.state = events.reduce(aggregate.evolve, stream.state as S)
    return { events, state: stream.state as S }
  }

  /**
   * Events decided on a state read elsewhere (a fold kept between requests, see foldStreams), at
   * the revision that read saw: they join this change's one append, expected at that revision.
   * The stream must not be read or decided on through this change as well.
   */
  appendAt(streamId: string, revision: number, events: DomainEvent[]): void {
    if (this.streams.has(streamId)) throw new Error(`Stream ${streamId} is in this change already`)
    if (events.length === 0) return
    this.streams.set(streamId, Promise.resolve({ aggregate: READ_ELSEWHERE, state: null, revision, events }))
    this.order.push(streamId)
  }

  /** Every stream with events, at the revision it was read at. */
  async appends(ctx: CommandContext): Promise<StreamAppend[]> {
    const metadata = metadataFor(ctx)
    return Promise.all(
      this.order.map(async (streamId) => {
        const { revision, events } = await this.streams.get(streamId)!
        return {
          streamId,
          expected: revision === -1 ? ('no_stream' as const) : revision,
          events: events.map((event) => ({ id: randomUUID(), event, metadata })),
        }
      }),
    )
  }

  private stream<S>(streamId: string, aggregate: Aggregate<S>): Promise<StreamInChange> {
    let stream = this.streams.get(streamId)
    if (!stream) {
      stream = load(this.store, streamId, aggregate).then(({ state, revision }) => ({
        aggregate: aggregate as Aggregate<unknown>,
        state,
        revision,
        events: [],
      }))
      this.streams.set(streamId, stream)
    }
    return stream.then((s) => {
      if (s.aggregate !== aggregate) throw new Error(`Stream ${streamId} folded by two aggregates`)
      return s
    })
  }
}

/**
 * `execute` across streams: `decide` reads and decides through a fresh Change, whose events are
 * appended all together or not at all (one stream alone takes the ordinary append). When a
 * concurrent writer moved any of the streams, the whole decision is made again on fresh reads, a
 * bounded number of times. Answers what `decide` returned and the furthest position appended.
 */
export async function executeTogether<T>(
  store: EventStore,
  ctx: CommandContext,
  decide: (change: Change) => Promise<T>,
): Promise<{ value: T; position: LogPosition | null }> {
  return retryOnConflict(async () => {
    const change = new Change(store)
    const value = await decide(change)
    const appends = await change.appends(ctx)
    const results =
      appends.length === 0
        ? []
        : appends.length === 1
          ? [await store.append(appends[0]!.streamId, appends[0]!.expected, appends[0]!.events)]
          : await store.appendMany(appends)
    const position = results
      .map((r) => r.position)
      .reduce<LogPosition | null>((a, b) => (a && comparePositions(a, b) >= 0 ? a : b), null)
    return { value, position }
  })
}
