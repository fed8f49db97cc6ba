import type {
  AppendResult,
  EventStore,
  ExpectedRevision,
  LogPosition,
  NewEvent,
  ReadStreamOptions,
  ReadStreamsOptions,
  RecordedEvent,
  StreamAppend,
} from '@provender/events'
import type { Knex } from 'knex'
import type { AppendObserver } from '../../http/metrics.ts'
import { appendManyOnce, checkStreamAppends } from './appendMany.ts'
import { appendWithin, checkNewEvents } from './chainedAppend.ts'
import { GroupCommit } from './groupCommit.ts'
import { isUniqueViolation, STREAM_REVISION_UNIQUE } from './query.ts'
import {
  ANY_ATTEMPTS,
  answerFailedAppend,
  lostRaceRefusal,
  staleRevisionRefusal,
  storedAppend,
  storedAppends,
} from './retries.ts'
import * as rows from './rows.ts'
import { type WakeUpOptions, WakeUps } from './wakeUps.ts'

export interface PostgresEventStoreOptions extends WakeUpOptions {
  /**
   * Group commit (default on): appends waiting at the same moment are written together, one
   * statement and one commit for all, instead of one commit each. Off, every append is written
   * on its own as soon as it is asked for.
   */
  groupCommit?: boolean
  /** Told of every append stored and every group written (the process's metrics). */
  observer?: AppendObserver
}

/**
 * The event-store port on PostgreSQL (or embedded PGlite): hash-chained appends
 * (`chainedAppend.ts`, `appendMany.ts`), written together by group commit (`groupCommit.ts`),
 * retries and races answered as the first append was (`retries.ts`), reads (`rows.ts`) and
 * wake-ups on commit (`wakeUps.ts`).
 */
export class PostgresEventStore implements EventStore {
  private readonly wakeUps: WakeUps
  private readonly groups: GroupCommit

  constructor(
    private readonly db: Knex,
    private readonly options: PostgresEventStoreOptions = {},
  ) {
    this.wakeUps = new WakeUps(db, options)
    this.groups = new GroupCommit(db, options.observer)
  }

  async append(streamId: string, expected: ExpectedRevision, events: NewEvent[]): Promise<AppendResult> {
    if (events.length === 0) throw new Error('Nothing to append')
    checkNewEvents(events)
    try {
      const result = await this.appendOnce(streamId, expected, events)
      if (!result.alreadyStored) this.options.observer?.appended(events.length)
      this.wakeUps.wake()
      return result
    } catch (error) {
      return answerFailedAppend(
        error,
        () => storedAppend(this.db, events),
        () => staleRevisionRefusal(this.db, streamId, expected),
      )
    }
  }

  /**
   * One statement for a new stream, two otherwise: no transaction of our own, since the insert
   * alone is atomic and the unique indexes settle every race. 'any' promises no revision, so
   * losing a race for one (to another process) only means trying again at the new end. A retry
   * of events already stored ends there on their unique event ids, which `append` answers.
   */
  private async appendOnce(
    streamId: string,
    expected: ExpectedRevision,
    events: NewEvent[],
  ): Promise<AppendResult> {
    for (let attempt = 1; ; attempt++) {
      try {
        return this.options.groupCommit === false
          ? await appendWithin(this.db, streamId, expected, events)
          : await this.groups.append(streamId, expected, events)
      } catch (error) {
        const lostRace =
          expected === 'any' && attempt < ANY_ATTEMPTS && isUniqueViolation(error, STREAM_REVISION_UNIQUE)
        if (!lostRace) throw error
      }
    }
  }

  /**
   * Beside the group commit, not in it: appends across streams are rare (a claim and its owner's
   * creation), and one INSERT of all their rows is the one transaction that stores them together.
   * Like `append`, a retry, or a twin that raced it, is answered with what was stored.
   */
  async appendMany(appends: StreamAppend[]): Promise<AppendResult[]> {
    checkStreamAppends(appends)
    try {
      const results = await appendManyOnce(this.db, appends)
      appends.forEach((a, i) => {
        if (!results[i]?.alreadyStored) this.options.observer?.appended(a.events.length)
      })
      this.wakeUps.wake()
      return results
    } catch (error) {
      return answerFailedAppend(
        error,
        () => storedAppends(this.db, appends),
        () => lostRaceRefusal(this.db, appends),
      )
    }
  }

  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]> {
    return rows.readStream(this.db, streamId, options)
  }

  readStreams(streamIds: string[], options?: ReadStreamsOptions): Promise<Map<string, RecordedEvent[]>> {
    return rows.readStreams(this.db, streamIds, options)
  }

  readAll(after: LogPosition, limit: number): Promise<RecordedEvent[]> {
    return rows.readAll(this.db, after, limit)
  }

  headPosition(): Promise<LogPosition | null> {
    return rows.headPosition(this.db)
  }

  findEvent(eventId: string): Promise<RecordedEvent | null> {
    return rows.findEvent(this.db, eventId)
  }

  onAppended(listener: () => void): () => void {
    return this.wakeUps.onAppended(listener)
  }

  close(): Promise<void> {
    return this.wakeUps.close()
  }
}
