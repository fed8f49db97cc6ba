import type { DomainEvent } from '../catalogue/events.ts'
import type { NewEvent } from '../store/port.ts'

/** Wraps domain events in envelopes as a system actor would, for tests. */
export function envelope(event: DomainEvent, occurredAt = new Date()): NewEvent {
  return {
    id: crypto.randomUUID(),
    event,
    metadata: {
      actorId: null,
      actorRole: 'system',
      correlationId: crypto.randomUUID(),
      causationId: null,
      occurredAt: occurredAt.toISOString(),
    },
  }
}

export function categoryCreated(categoryId: number, name = `Category ${categoryId}`): NewEvent {
  return envelope({ type: 'CategoryCreated', data: { categoryId, name } })
}
