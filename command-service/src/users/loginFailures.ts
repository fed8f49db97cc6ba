import { DomainError } from '@provender/events'
import type { Metrics } from '@provender/server-kit'
import type { Context, Next } from 'koa'

/** The refusals of a sign-in that count as failures: a guessing burst shows in the metrics. */
const FAILURE_CODES = new Set(['USER_NOT_FOUND', 'INVALID_PASSWORD', 'TOO_MANY_ATTEMPTS'])

/** Counts the sign-in's refusals by reason (provender_login_failures_total), and lets them go on. */
export function countLoginFailures(metrics: Metrics) {
  return async (_ctx: Context, next: Next): Promise<void> => {
    try {
      await next()
    } catch (error) {
      if (error instanceof DomainError && error.code && FAILURE_CODES.has(error.code)) {
        metrics.loginFailures.inc({ reason: error.code })
      }
      throw error
    }
  }
}
