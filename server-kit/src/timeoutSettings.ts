import { z } from 'zod'

/** A whole number of milliseconds between `min` and `max`. */
const milliseconds = (min: number, max: number, fallback: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback)

/**
 * How long the HTTP servers keep idle connections, and how long the gateway waits on a service
 * (part of the one settings schema, settings.ts). The gateway's pooled connections to the
 * services idle out sooner than the smallest KEEP_ALIVE_TIMEOUT_MS allowed here (gateway/src/upstreamTimeouts.ts),
 * so it never reuses one a service is closing.
 */
export const timeoutSettings = {
  PROXY_CONNECT_TIMEOUT_MS: milliseconds(100, 60_000, 2000).describe(
    'Gateway: how long it waits for a service instance to accept a connection before it tries the next one (nothing was sent, so any request may go again)',
  ),
  PROXY_ANSWER_TIMEOUT_MS: milliseconds(100, 600_000, 30_000).describe(
    "Gateway: how long a request waits for a service's answer to begin before it is answered 504 (a read, or a write with an Idempotency-Key, goes to the next instance instead, within RETRY_GRACE_MS); longer than CONSISTENCY_WAIT_MS",
  ),
  PROXY_FILE_ANSWER_TIMEOUT_MS: milliseconds(100, 3_600_000, 300_000).describe(
    'Gateway: the same for imports, exports and file downloads (/api/imports/, /api/exports/, .csv, .xlsx, .zip, .pdf), which may be built whole before they answer',
  ),
  KEEP_ALIVE_TIMEOUT_MS: milliseconds(5000, 600_000, 65_000).describe(
    'Every HTTP server: how long an idle keep-alive connection stays open; longer than the idle timeout of a load balancer in front (60 s on AWS ALB), so the balancer closes it first',
  ),
}
