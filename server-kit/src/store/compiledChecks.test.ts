import {
  type EventMetadata,
  type EventType,
  eventCatalogue,
  metadataSchema,
  parseEvent,
} from '@provender/events'
import { eventExamples } from '@provender/events/testing'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkedEvent, checkedMetadata } from './compiledChecks.ts'

const types = Object.keys(eventCatalogue) as EventType[]
const metadata: EventMetadata = {
  actorId: 7,
  actorRole: 'sales',
  correlationId: '3f1c2a4e-8b7d-4c1a-9e2f-5a6b7c8d9e0f',
  causationId: null,
  occurredAt: '2026-01-15T12:00:00.000+01:00',
}

/** What a check answers: the value it gives back, or the error it throws. */
function outcome(read: () => unknown): { value: unknown } | { error: string } {
  try {
    return { value: read() }
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) }
  }
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

/** Every path to a value inside a JSON value (the root's is empty). */
function paths(value: Json, at: (string | number)[] = []): (string | number)[][] {
  const inner =
    value !== null && typeof value === 'object'
      ? Array.isArray(value)
        ? value.flatMap((v, i) => paths(v, [...at, i]))
        : Object.entries(value).flatMap(([k, v]) => paths(v, [...at, k]))
      : []
  return [at, ...inner]
}

/** A copy of `value` with the value at `path` replaced (or removed, for `undefined`). */
function changed(value: Json, path: (string | number)[], to: Json | undefined): Json | undefined {
  if (path.length === 0) return to
  const copy = structuredClone(value) as Record<string | number, Json>
  let parent = copy
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, Json>
  const last = path.at(-1)!
  if (to === undefined) delete parent[last]
  else parent[last] = to
  return copy
}

/** Values that break a field in every way a tampered or corrupted row could. */
const oddValue: fc.Arbitrary<Json | undefined> = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom<Json>(null, '', 0, -1, 1.5, 2 ** 53, 'x'.repeat(65), '2026-13-45', 'not-a-uuid', [], {}),
  fc.jsonValue() as fc.Arbitrary<Json>,
)

/** A catalogue example with one value somewhere inside it changed, removed or given a stray key. */
const damagedEvent = fc
  .constantFrom(...types)
  .chain((type) => {
    const example = eventExamples[type] as Json
    return fc.tuple(
      fc.constant(type),
      fc.constantFrom(...paths(example)),
      oddValue,
      fc.boolean(),
      fc.constant(example),
    )
  })
  .map(([type, path, to, stray, example]) => {
    const data = changed(example, path, to)
    if (stray && data !== null && typeof data === 'object' && !Array.isArray(data)) {
      return { type, data: { ...data, stray: 1 } as Json }
    }
    return { type, data }
  })

describe('compiled checks of the catalogue', () => {
  it('pass every well-formed event as it is, without zod making a copy', () => {
    for (const type of types) {
      const example = eventExamples[type]
      const read = checkedEvent(type, eventCatalogue[type].version, example)
      expect(read).toEqual({ type, data: example })
      // The same object: only the compiled check's yes gives it back uncopied.
      expect(read.data).toBe(example)
    }
    expect(checkedMetadata(metadata)).toBe(metadata)
  })

  it('answer exactly as zod does, however an event is damaged', () => {
    fc.assert(
      fc.property(damagedEvent, ({ type, data }) => {
        expect(outcome(() => checkedEvent(type, 1, data))).toEqual(outcome(() => parseEvent(type, 1, data)))
      }),
      { numRuns: 3000 },
    )
  })

  it('answer exactly as zod does, however the metadata is damaged', () => {
    const damaged = fc
      .tuple(fc.constantFrom(...paths(metadata as unknown as Json)), oddValue)
      .map(([path, to]) => changed(metadata as unknown as Json, path, to))
    fc.assert(
      fc.property(damaged, (value) => {
        expect(outcome(() => checkedMetadata(value))).toEqual(outcome(() => metadataSchema.parse(value)))
      }),
      { numRuns: 1000 },
    )
  })

  it('leave to zod a stray __proto__ key, an unknown type and another version', () => {
    const data = JSON.parse(
      `{"__proto__": {"admin": true}, ${JSON.stringify(eventExamples.CustomerDeleted).slice(1)}`,
    )
    const read = checkedEvent('CustomerDeleted', 1, data)
    expect(read).toEqual({ type: 'CustomerDeleted', data: { customerId: 12 } })
    expect(read.data).not.toBe(data)
    expect(Object.hasOwn(read.data, '__proto__')).toBe(false)
    expect(() => checkedEvent('NoSuchEvent', 1, {})).toThrow('Unknown event type NoSuchEvent')
    expect(() => checkedEvent('CustomerDeleted', 2, { customerId: 12 })).toThrow(
      'Unsupported version 2 of CustomerDeleted',
    )
  })
})
