/**
 * Whether an error means the database cannot serve right now (down, restarting, read-only,
 * out of connections) rather than that the request or the code is wrong. Such a request
 * answers 503 with Retry-After: the client did nothing wrong and may send it again.
 */
export function isDatabaseOutage(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { code, name, message, errors } = error as {
    code?: unknown
    name?: unknown
    message?: unknown
    errors?: unknown
  }
  if (typeof code === 'string') {
    // SQLSTATE class 08: connection exceptions; 53: out of resources (too many connections).
    if (/^(08|53)[0-9A-Z]{3}$/.test(code)) return true
    if (UNAVAILABLE_SQLSTATES.has(code) || NETWORK_CODES.has(code)) return true
  }
  if (name === 'KnexTimeoutError') return true
  if (typeof message === 'string' && LOST_CONNECTION.test(message)) return true
  // Node reports a refused connection to every address of a host as one AggregateError.
  return Array.isArray(errors) && errors.length > 0 && errors.every(isDatabaseOutage)
}

const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: the server is stopping, or our backend was terminated
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or in recovery
  '25006', // read_only_sql_transaction: a read-only database or a standby
])

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
])

// node-postgres and knex say so in words only.
const LOST_CONNECTION =
  /Connection terminated|Connection ended unexpectedly|Client has encountered a connection error|Client was closed and is not queryable|timeout exceeded when trying to connect/

/** Seconds a client should wait before sending a refused write again. */
export const OUTAGE_RETRY_AFTER_SECONDS = 5
