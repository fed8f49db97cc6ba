/**
 * When the gateway sends a request to a service again, so that restarting a service (SIGTERM,
 * start again) shows no client an error. Pure: the proxy (proxy.ts) asks, and does the sending.
 */

/** How one try at a service failed, as far as the gateway can tell. */
export type Failure =
  /** No connection was made (refused: the service is not listening): nothing was sent. */
  | 'refused'
  /** The service's draining answer (503 SHUTTING_DOWN): it promises it did not act on the request. */
  | 'draining'
  /** No connection within PROXY_CONNECT_TIMEOUT_MS (a hung or unreachable host): nothing was sent. */
  | 'unreachable'
  /** The connection broke after the request went (reset, hang-up): it may have been acted on. */
  | 'broken'
  /** Sent, and no answer began within PROXY_ANSWER_TIMEOUT_MS: it may be being acted on. */
  | 'unanswered'

export interface ProxiedRequest {
  method: string
  /** Carries an Idempotency-Key, which the command service answers a second time with its first answer. */
  idempotencyKey: boolean
}

/**
 * A read, or a write the service recognises when it comes twice: sending it again cannot do
 * anything twice, whatever happened to the first try.
 */
export function isIdempotent(request: ProxiedRequest): boolean {
  const method = request.method.toUpperCase()
  return method === 'GET' || method === 'HEAD' || request.idempotencyKey
}

/** Whether the request may have reached a handler: it was sent, and no answer said it was not acted on. */
export function mayHaveArrived(failure: Failure): boolean {
  return failure === 'broken' || failure === 'unanswered'
}

/**
 * Any request that certainly never reached a handler may go again; one whose connection broke
 * on the way, or that had no answer in time, only if doing it twice is harmless. A write without
 * a key is never guessed about.
 */
export function mayResend(request: ProxiedRequest, failure: Failure): boolean {
  return !mayHaveArrived(failure) || isIdempotent(request)
}

export const FIRST_DELAY_MS = 50
export const MAX_DELAY_MS = 1000

/**
 * The pause before resend number `resend` (1 for the first): none while an instance not yet
 * tried this round remains (the next in turn is likely up), then doubling from FIRST_DELAY_MS
 * each round up to MAX_DELAY_MS, so a service coming back is found within a second of it.
 */
export function resendDelay(resend: number, instances: number): number {
  if (resend % instances !== 0) return 0
  const round = resend / instances
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (round - 1))
}

/** Whether a resend after `delayMs` still starts within the grace window of the first try. */
export function withinGrace(elapsedMs: number, delayMs: number, graceMs: number): boolean {
  return elapsedMs + delayMs <= graceMs
}

/**
 * The pause before the next try, or null when there is none: the failure does not allow a
 * resend, or it would start past the grace window. A request that had no answer in time goes
 * only to an instance not yet tried: one that hangs is not waited on twice.
 */
export function nextTry(
  request: ProxiedRequest,
  failure: Failure,
  progress: { resend: number; elapsedMs: number },
  options: { instances: number; graceMs: number },
): number | null {
  if (!mayResend(request, failure)) return null
  if (failure === 'unanswered' && progress.resend >= options.instances) return null
  const delay = resendDelay(progress.resend, options.instances)
  return withinGrace(progress.elapsedMs, delay, options.graceMs) ? delay : null
}
