import { createHash } from 'node:crypto'

/** JSON with object keys sorted at every level, so equal values always hash alike. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value)
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`
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
