import { createHash } from 'node:crypto'

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
    out += `${JSON.stringify(key)}:${canonicalJson(v)}`
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
