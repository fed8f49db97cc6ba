import { Counter, type Metrics } from '@provender/server-kit'
import type { Failure } from './retryPolicy.ts'

/** What the proxy tells about each try (see ProxyOptions.observer). */
export interface ProxyObserver {
  /** `upstream` (host:port) answered the client with `status`. */
  answered(upstream: string, status: number): void
  /** The try at `upstream` failed as `reason` and the request goes again (another instance, or the same one back). */
  resent(upstream: string, reason: Failure): void
}

/** "2xx" for 204: the few values a status class label takes. */
export function statusClass(status: number): string {
  return status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : 'other'
}

/**
 * The gateway's view of each upstream instance: answers by status class, and resends by reason.
 * One pair of counters per registry; `forService` gives the observer of one service's proxy.
 */
export function upstreamMetrics(metrics: Metrics): { forService(service: string): ProxyObserver } {
  const answers = new Counter({
    name: 'provender_gateway_upstream_answers_total',
    help: 'Answers the gateway passed on, by service, upstream instance (host:port) and status class',
    labelNames: ['service', 'upstream', 'status_class'] as const,
    registers: [metrics.registry],
  })
  const resends = new Counter({
    name: 'provender_gateway_upstream_resends_total',
    help: 'Requests sent again after a try failed, by service, the upstream that failed and why (refused, broken, draining)',
    labelNames: ['service', 'upstream', 'reason'] as const,
    registers: [metrics.registry],
  })
  return {
    forService: (service) => ({
      answered: (upstream, status) => answers.inc({ service, upstream, status_class: statusClass(status) }),
      resent: (upstream, reason) => resends.inc({ service, upstream, reason }),
    }),
  }
}
