import { z } from 'zod'
import { documentRoutes } from './openapi/routeDoc.ts'

const status = (values: [string, ...string[]]) => z.object({ status: z.enum(values) }).strict()

/**
 * What every process answers before its routers (health.ts, metrics.ts), so an operator finds
 * the probes and the scrape target in the same reference as the API.
 */
export const operationsRouteDocs = documentRoutes({ tag: 'Operations', access: 'public' }, [
  {
    method: 'get',
    path: '/health/live',
    summary: 'Liveness: the process runs',
    description: 'Answered even while the process drains; restart it only when this fails.',
    responses: { 200: { description: 'Alive.', schema: status(['ok']) } },
  },
  {
    method: 'get',
    path: '/health/ready',
    summary: 'Readiness: send this process traffic',
    description:
      'Ready when the database answers and takes writes, migrations are done and the projections lag less ' +
      'than `READY_MAX_LAG_SECONDS`; the gateway is ready only when its services are. The body says nothing ' +
      'more; the failing checks are logged.',
    responses: { 200: { description: 'Ready.', schema: status(['ready']) } },
    errors: { 503: 'Not ready, or draining before a stop: `{ "status": "not ready" | "draining" }`.' },
  },
  {
    method: 'get',
    path: '/metrics',
    summary: 'Prometheus metrics',
    description:
      'The text exposition format. On the gateway, set `METRICS_PORT` in production: it moves this route ' +
      'off the public port.',
    responses: { 200: { description: 'The metrics.', schema: z.string(), contentType: 'text/plain' } },
    errors: { 503: 'Metrics could not be collected at the moment (the database is away).' },
  },
])
