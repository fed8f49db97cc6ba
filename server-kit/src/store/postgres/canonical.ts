import { createHash } from 'node:crypto'

/**
 * Object keys as JSON strings, kept once made: events of a type share their keys, and quoting
 * them again for every object was a third of the hashing. Bounded, in case some payload keys
 * by ids.
 */
const quotedKeys = new Map<string, string>()
const QUOTED_KEYS_KEPT = 10_000

function quotedKey(key: string): string {
  let quoted = quotedKeys.get(key)
  if (quoted === undefined) {
    quoted = JSON.stringify(key)
    if (quotedKeys.size < QUOTED_KEYS_KEPT) quotedKeys.set(key, quoted)
  }
  return quoted
}

/**
 * JSON with object keys sorted at every level, so equal values always hash alike. Built in one
 * string as it walks (every append hashes its events, so this is on the write path); the
 * output is exactly that of the plain definition kept in canonical.test.ts.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value)
  if (Array.isArray(value)) {
    let out = '['
    for (let i = 0; i < value.length; i++) {
      if (i > 0) out += ','
      // As Array#join writes them: nothing for what JSON.stringify leaves undefined.
      out += canonicalJson(value[i]) ?? ''
    }
    return `${out}]`
  }
  const record = value as Record<string, unknown>
  const keys = Object.keys(record).sort()
  let out = '{'
  let first = true
  for (const key of keys) {
    const v = record[key]
    if (v === undefined) continue
    if (!first) out += ','
    first = false
    out += `${quotedKey(key)}:`
    // Strings and numbers, most members, are written here rather than by a call per member
    // (a number as JSON.stringify writes it: its shortest form, null when not finite).
    if (typeof v === 'string') out += JSON.stringify(v)
    else if (typeof v === 'number') out += Number.isFinite(v) ? String(v) : 'null'
    else out += canonicalJson(v)
  }
  return `${out}}`
}

export interface HashedContent {
  streamId: string
  revision: number
  eventId: string
  type: string
  version: number
  data: unknown
  metadata: unknown
}

/** SHA-256 over the event's content chained to the hash of the stream's previous event. */
export function eventHash(prevHash: string | null, content: HashedContent): string {
  return createHash('sha256')
    .update(prevHash ?? '')
    .update('\n')
    .update(canonicalJson(content))
    .digest('hex')
}
