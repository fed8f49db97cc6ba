import {
  type DomainEvent,
  type EventMetadata,
  type EventType,
  eventCatalogue,
  isEventType,
  metadataSchema,
  parseEvent,
} from '@provender/events'
import { Ajv, type ValidateFunction } from 'ajv'
import { z } from 'zod'

/**
 * The catalogue's zod schemas compiled once more, by Ajv, into checks that only say yes or no.
 * Every event read from the log is checked (a rebuild checks millions), and zod's parse builds
 * a result for every field and copies every object: a third of the log read's time. Zod stays
 * the authority: the JSON Schema is zod's own (its regexes, no unknown keys), a value the check
 * passes is one zod passes unchanged, and whatever the check refuses goes to zod, which decides
 * and words the error. Server only: Ajv compiles with `new Function`.
 */
const ajv = new Ajv({
  // zod's regexes are JavaScript's without the u flag; formats are carried by those regexes.
  unicodeRegExp: false,
  validateFormats: false,
  allErrors: false,
})

function compiled(schema: z.ZodType): ValidateFunction {
  return ajv.compile(z.toJSONSchema(schema, { io: 'output', target: 'draft-7' }))
}

/** Compiled on first use (a few milliseconds each), so a process pays only for the types it meets. */
const dataChecks = new Map<string, ValidateFunction>()
let metadataCheck: ValidateFunction | null = null

function dataCheck(type: EventType): ValidateFunction {
  let check = dataChecks.get(type)
  if (!check) {
    check = compiled(eventCatalogue[type].data)
    dataChecks.set(type, check)
  }
  return check
}

/** As `parseEvent`, faster for the well-formed events the log holds. */
export function checkedEvent(type: string, version: number, data: unknown): DomainEvent {
  const check = isEventType(type) && eventCatalogue[type].version === version ? dataCheck(type) : null
  if (check?.(data)) return { type, data } as DomainEvent
  return parseEvent(type, version, data)
}

/** As `metadataSchema.parse`, faster for well-formed metadata. */
export function checkedMetadata(metadata: unknown): EventMetadata {
  metadataCheck ??= compiled(metadataSchema)
  return metadataCheck(metadata) ? (metadata as EventMetadata) : metadataSchema.parse(metadata)
}
