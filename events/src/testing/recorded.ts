import type { EventMetadata } from '../catalogue/envelope.ts'
import type { DomainEvent } from '../catalogue/events.ts'
import type { RecordedEvent } from '../store/port.ts'

export interface RecordedOptions {
  /** Its place in the log: the position's sequence and the id's last digits. */
  sequence: number
  streamId?: string
  revision?: number
  occurredAt?: string
  /** Who wrote it; a system actor unless said. */
  metadata?: Partial<Omit<EventMetadata, 'occurredAt'>>
}

/**
 * A domain event as the log hands it to readers (reactors, projections, timelines), for unit
 * tests that need no store: recorded at `occurredAt`, by a system actor unless `metadata` says.
 */
export function recordedEvent(event: DomainEvent, options: RecordedOptions): RecordedEvent {
  const { sequence, occurredAt = '2026-11-27T05:02:00.000Z' } = options
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    streamId: options.streamId ?? 'test',
    revision: options.revision ?? 0,
    position: { transactionId: '1', sequence: String(sequence) },
    type: event.type,
    version: 1,
    event,
    metadata: {
      actorId: null,
      actorRole: 'system',
      correlationId: '00000000-0000-4000-8000-000000000000',
      causationId: null,
      ...options.metadata,
      occurredAt,
    },
    recordedAt: new Date(occurredAt),
    hash: 'h',
    prevHash: null,
  }
}
