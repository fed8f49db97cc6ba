import type Koa from 'koa'
import { errorMiddleware } from './errorMiddleware.ts'
import { type HealthOptions, healthRoutes } from './health.ts'
import { type Metrics, metricsRoute } from './metrics.ts'
import { privateAnswers } from './privateAnswers.ts'
import { observeRequests } from './requestContext.ts'

/**
 * What a service (command, query) answers before its own middleware, in this order: every
 * request observed (its id, log line and metrics), the health probes and the scrape target
 * answered before anything can refuse them, then no-store on every answer behind a session,
 * then errorMiddleware for all that follows.
 */
export function useServiceEdge(
  app: Koa,
  service: string,
  parts: { metrics: Metrics; health: HealthOptions },
): void {
  app.use(observeRequests({ service, metrics: parts.metrics }))
  app.use(healthRoutes(parts.health))
  app.use(metricsRoute(parts.metrics))
  app.use(privateAnswers)
  app.use(errorMiddleware)
}
