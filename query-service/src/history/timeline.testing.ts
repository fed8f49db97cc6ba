import type { DomainEvent, RecordedEvent } from '@provender/events'
import { eventExamples, recordedEvent } from '@provender/events/testing'
import { describe, type Names } from './timeline.ts'

const names: Names = { people: new Map(), products: new Map() }

/** What the timeline says of `event`, recorded in `streamId` by a sales rep (id 2 or 3). */
export const sayerIn =
  (streamId: string, actorId = 2) =>
  (event: DomainEvent) =>
    describe(
      recordedEvent(event, {
        sequence: 1,
        streamId,
        occurredAt: '2026-11-20T15:00:00.000Z',
        metadata: { actorId, actorRole: 'sales', correlationId: '00000000-0000-4000-8000-000000000002' },
      }) as RecordedEvent,
      names,
    )

/** The catalogue's example of an event type, with some fields replaced. */
export const example = <T extends keyof typeof eventExamples>(
  type: T,
  over: Partial<(typeof eventExamples)[T]> = {},
) => ({ type, data: { ...eventExamples[type], ...over } }) as DomainEvent
