import { randomUUID } from 'node:crypto'
import type { Context, Next } from 'koa'
import { logger } from '../logging/logger.ts'
import { isHealthProbe } from './health.ts'
import type { Metrics } from './metrics.ts'

export const REQUEST_ID_HEADER = 'X-Request-Id'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** How much of a caller's own request id (not a UUID) is kept, and only in the log line. */
const GIVEN_ID_MAX_LENGTH = 64

export interface RequestId {
  /** The id this request is known by: in the logs, the answer's header, its events' correlationId. */
  requestId: string
  /** A caller's id that was not a UUID, cut to safe characters and length; logged beside ours. */
  given?: string
}

/**
 * Takes the caller's X-Request-Id when it is a UUID (the gateway's, or a client's that wants
 * to follow its request), else makes one. Anything else the caller sent is kept only as a
 * sanitized, capped field: it can neither break a log line nor reach the event metadata.
 */
export function requestIdFrom(header: string | undefined): RequestId {
  const value = header?.trim() ?? ''
  if (UUID.test(value)) return { requestId: value.toLowerCase() }
  const given = value.replace(/[^A-Za-z0-9._:-]/g, '').slice(0, GIVEN_ID_MAX_LENGTH)
  return given ? { requestId: randomUUID(), given } : { requestId: randomUUID() }
}

/** The id of the request `ctx` serves (set by observeRequests). */
export function requestIdOf(ctx: Context): string | undefined {
  const id = (ctx.state as { requestId?: unknown }).requestId
  return typeof id === 'string' ? id : undefined
}

/** The router's path template (`/api/orders/:id`), never the raw URL: bounded labels, no ids in them. */
export function matchedRoute(ctx: Context): string {
  const route = (ctx as { _matchedRoute?: unknown })._matchedRoute
  return typeof route === 'string' ? route : 'unmatched'
}

export interface ObserveOptions {
  /** Which process part answers: gateway, command, query. */
  service: string
  metrics: Metrics
  /** The route label of a request; the matched router template by default. */
  routeOf?: (ctx: Context) => string
}

/**
 * The first middleware of every app: gives the request its id (passed on to the service a
 * gateway hands it to, answered in X-Request-Id), and once the answer has gone (a gateway
 * streams a service's answer after its middleware returned) counts it and writes one log
 * line: method, route template, status, duration, id. Never headers, bodies or query strings.
 */
export function observeRequests(options: ObserveOptions) {
  const routeOf = options.routeOf ?? matchedRoute
  return async (ctx: Context, next: Next): Promise<void> => {
    const started = process.hrtime.bigint()
    const { requestId, given } = requestIdFrom(ctx.get(REQUEST_ID_HEADER))
    ctx.state.requestId = requestId
    ctx.req.headers['x-request-id'] = requestId
    ctx.set(REQUEST_ID_HEADER, requestId)
    ctx.res.once('close', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9
      const route = routeOf(ctx)
      const status = ctx.res.statusCode
      options.metrics.recordRequest({ service: options.service, method: ctx.method, route, status }, seconds)
      const line = {
        requestId,
        ...(given ? { givenRequestId: given } : {}),
        service: options.service,
        method: ctx.method,
        route,
        status,
        durationMs: Math.round(seconds * 10_000) / 10,
        ...(ctx.res.writableFinished ? {} : { aborted: true }),
      }
      // A probe comes every few seconds: at debug, or it buries the log (health.ts logs each change).
      if (isHealthProbe(ctx.url)) logger().debug(line, 'request')
      else if (status >= 500) logger().warn(line, 'request')
      else logger().info(line, 'request')
    })
    await next()
  }
}
