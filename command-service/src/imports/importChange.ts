import { createHash, randomUUID } from 'node:crypto'
import type { DomainEvent, EventStore, RecordedEvent, StreamAppend } from '@provender/events'
import type { Aggregate, CommandContext } from '../shared/commandHandler.ts'
import { Change } from '../shared/executeTogether.ts'

/** What an import's events carry beside the usual envelope: the import, its file, and each event's row. */
export interface ImportStamp {
  importId: string
  fileName: string
  sha256: string
}

/**
 * A store that answers stream reads from a batch read ahead (one statement for thousands of
 * streams: every customer, product and claim a file names) and notes the revision each stream
 * was read at. The notes make the preview's digest: the same file on the same streams plans the
 * same events, so an apply whose streams moved since its preview is refused as stale.
 */
export class PreloadedStore {
  private readonly loaded = new Map<string, RecordedEvent[]>()
  /** Stream -> revision read (-1: no events), for every stream the plan looked at. */
  readonly revisions = new Map<string, number>()
  /** Streams of ids made for this import (new customers, categories): not part of the digest. */
  readonly fresh = new Set<string>()
  readonly store: EventStore

  constructor(private readonly inner: EventStore) {
    const readStream = async (streamId: string) => {
      const events = this.loaded.get(streamId) ?? (await inner.readStream(streamId))
      this.revisions.set(streamId, events.at(-1)?.revision ?? -1)
      return events
    }
    // Only readStream is used by a Change; every other call goes to the real store.
    this.store = new Proxy(inner, {
      get: (target, key) => {
        if (key === 'readStream') return readStream
        const value: unknown = Reflect.get(target, key)
        return typeof value === 'function' ? value.bind(target) : value
      },
    })
  }

  /** Reads the streams not read yet, all in one statement. */
  async preload(streamIds: Iterable<string>): Promise<void> {
    const wanted = [...new Set(streamIds)].filter((id) => !this.loaded.has(id))
    for (let i = 0; i < wanted.length; i += 5_000) {
      const read = await this.inner.readStreams(wanted.slice(i, i + 5_000))
      for (const [id, events] of read) this.loaded.set(id, events)
    }
  }

  /** A digest of the file, the columns as read and every stream's revision the plan read. */
  digest(...parts: string[]): string {
    const hash = createHash('sha256')
    for (const part of parts) hash.update(`${part}\n`)
    const read = [...this.revisions]
      .filter(([id]) => !this.fresh.has(id))
      .sort(([a], [b]) => (a < b ? -1 : 1))
    for (const [id, revision] of read) hash.update(`${id}@${revision}\n`)
    return hash.digest('hex')
  }
}

/**
 * A Change (shared/executeTogether.ts) that knows which row of the file made each event: the
 * house's use cases and deciders decide through it as they do for a form, and each event they
 * produce is stamped with the row being planned.
 */
export class ImportChange extends Change {
  private readonly rowOf = new Map<DomainEvent, number>()
  /** The row the next decisions belong to; null while a planner stamps rows itself. */
  row: number | null = null

  override async decide<S>(
    streamId: string,
    aggregate: Aggregate<S>,
    decide: (state: S, revision: number) => DomainEvent[],
  ): Promise<{ events: DomainEvent[]; state: S }> {
    const decided = await super.decide(streamId, aggregate, decide)
    if (this.row !== null) for (const event of decided.events) this.rowOf.set(event, this.row)
    return decided
  }

  /** Names the row of events a planner decided for several rows at once. */
  stamp(event: DomainEvent, row: number): void {
    this.rowOf.set(event, row)
  }

  /** The change's appends, each event with its own id and the import's stamp with its row. */
  async importAppends(ctx: CommandContext, stamp: ImportStamp): Promise<StreamAppend[]> {
    const appends = await this.appends(ctx)
    return appends.map((a) => ({
      ...a,
      events: a.events.map((e) => {
        const row = this.rowOf.get(e.event)
        if (row === undefined) throw new Error(`An imported ${e.event.type} has no row`)
        return { ...e, id: randomUUID(), metadata: { ...e.metadata, import: { ...stamp, row } } }
      }),
    }))
  }
}
