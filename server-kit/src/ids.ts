import { createHash } from 'node:crypto'

const NAMESPACE = Buffer.from('5b0f2c4e8a3d4e6f9c1b2a3d4e5f6a7b', 'hex')

/**
 * A name-based (version 5) UUID: the same name always gives the same id, so a retried
 * request produces the same event ids and the store keeps it once.
 */
export function deterministicUuid(name: string): string {
  const bytes = createHash('sha1').update(NAMESPACE).update(name).digest().subarray(0, 16)
  bytes[6] = (bytes[6]! & 0x0f) | 0x50
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = bytes.toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
