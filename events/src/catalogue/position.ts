/**
 * A place in the global log. The log is read in (transaction id, sequence) order,
 * which is commit-safe; both parts are 64-bit, kept as decimal strings.
 */
export interface LogPosition {
  transactionId: string
  sequence: string
}

export const LOG_START: LogPosition = { transactionId: '0', sequence: '0' }

export function comparePositions(a: LogPosition, b: LogPosition): number {
  const ta = BigInt(a.transactionId)
  const tb = BigInt(b.transactionId)
  if (ta !== tb) return ta < tb ? -1 : 1
  const sa = BigInt(a.sequence)
  const sb = BigInt(b.sequence)
  return sa === sb ? 0 : sa < sb ? -1 : 1
}

/** The opaque Consistency-Token string; clients keep the highest and send it back. */
export function encodePosition(p: LogPosition): string {
  return `${p.transactionId}.${p.sequence}`
}

export function decodePosition(token: string): LogPosition | null {
  const match = /^(\d{1,20})\.(\d{1,20})$/.exec(token.trim())
  return match ? { transactionId: match[1]!, sequence: match[2]! } : null
}
