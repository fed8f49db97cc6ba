import type { z } from 'zod'
import { accountEvents } from './accountEvents.ts'
import { bookEvents } from './bookEvents.ts'
import { deliveryEvents } from './deliveryEvents.ts'
import { mailEvents } from './mailEvents.ts'
import { orderEvents } from './orderEvents.ts'
import { stockEvents } from './stockEvents.ts'

export * from './bookEvents.ts'
export * from './fields.ts'
export * from './stockEvents.ts'

/**
 * The catalogue: every event type with its current version and data schema.
 * An event whose data does not parse here is never appended nor projected. Kept by stream in
 * four files; the comment above each group names its streams.
 */
export const eventCatalogue = {
  ...accountEvents,
  ...orderEvents,
  ...deliveryEvents,
  ...mailEvents,
  ...stockEvents,
  ...bookEvents,
} as const

export type EventCatalogue = typeof eventCatalogue
export type EventType = keyof EventCatalogue
export type EventData<T extends EventType> = z.infer<EventCatalogue[T]['data']>

/** A domain event as deciders produce and evolve consume it: `{ type, data }`. */
export type DomainEvent = { [T in EventType]: { type: T; data: EventData<T> } }[EventType]
export type EventOf<T extends EventType> = Extract<DomainEvent, { type: T }>

export function isEventType(type: string): type is EventType {
  return Object.hasOwn(eventCatalogue, type)
}

/** Parses and validates an event's data against its schema; throws a readable error. */
export function parseEvent(type: string, version: number, data: unknown): DomainEvent {
  if (!isEventType(type)) throw new Error(`Unknown event type ${type}`)
  const entry = eventCatalogue[type]
  if (entry.version !== version) throw new Error(`Unsupported version ${version} of ${type}`)
  const parsed = entry.data.safeParse(data)
  if (!parsed.success)
    throw new Error(
      `Malformed ${type}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
    )
  return { type, data: parsed.data } as DomainEvent
}
