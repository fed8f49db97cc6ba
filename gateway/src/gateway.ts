import type { IncomingMessage, ServerResponse } from 'node:http'
import {
  type HealthOptions,
  healthRoutes,
  type Metrics,
  metricsRoute,
  observeRequests,
  type SessionKeys,
} from '@provender/server-kit'
import Koa, { type Context } from 'koa'
import { compressAnswers } from './compressAnswers.ts'
import { serveApiDocs } from './openapi.ts'
import { type AppBuilds, serveApp } from './staticApps.ts'

export type NodeHandler = (req: IncomingMessage, res: ServerResponse) => void

export interface GatewayTargets {
  /** Writes: POST, PUT, PATCH, DELETE under /api. */
  command: NodeHandler
  /** Reads: GET and HEAD under /api. */
  query: NodeHandler
  sessions: SessionKeys
  /** The built apps to serve; the real ones unless a test brings its own. */
  apps?: AppBuilds
  /** Request ids, logs, metrics and health probes; a test of the routing alone may go without. */
  observability?: {
    metrics: Metrics
    /** In one process, the services' own checks; apart, whether each service is ready. */
    health: HealthOptions
    /** False when /metrics is served on a port of its own (METRICS_PORT), never the public one. */
    metricsOnPublicPort: boolean
  }
}

/** The gateway's route labels: a few fixed ones, whatever path a client sends. */
function gatewayRoute(ctx: Context): string {
  if (ctx.path.startsWith('/api/')) return '/api/*'
  if (ctx.path === '/metrics' || ctx.path === '/health/live' || ctx.path === '/health/ready') return ctx.path
  return '/*'
}

const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'same-origin',
  'Content-Security-Policy':
    "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; frame-ancestors 'none'",
}

export function createGateway(targets: GatewayTargets): Koa {
  const app = new Koa()
  app.proxy = true
  const observed = targets.observability
  // The request id is made here and handed on to the service with the request.
  if (observed)
    app.use(observeRequests({ service: 'gateway', metrics: observed.metrics, routeOf: gatewayRoute }))
  app.use(async (ctx, next) => {
    ctx.set(SECURITY_HEADERS)
    await next()
  })
  if (observed) {
    app.use(healthRoutes(observed.health))
    if (observed.metricsOnPublicPort) app.use(metricsRoute(observed.metrics))
    else app.use(notOnThisPort('/metrics'))
  }
  // The API's description and reference are the gateway's own, in every mode.
  app.use(serveApiDocs)
  app.use(async (ctx, next) => {
    if (ctx.path === '/api/health') {
      ctx.body = { ok: true }
      return
    }
    if (!ctx.path.startsWith('/api/')) return next()
    // Hand the raw request to the service that owns it; it writes the response itself.
    ctx.respond = false
    const target = ctx.method === 'GET' || ctx.method === 'HEAD' ? targets.query : targets.command
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) ctx.res.setHeader(name, value)
    const encoding = ctx.acceptsEncodings('br', 'gzip', 'identity')
    if ((encoding === 'br' || encoding === 'gzip') && ctx.method !== 'HEAD')
      compressAnswers(ctx.res, encoding)
    target(ctx.req, ctx.res)
  })
  app.use(async (ctx) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.status = 405
      return
    }
    await serveApp(ctx, targets.sessions, targets.apps)
  })
  return app
}

/** A path this port does not serve (metrics live on METRICS_PORT): 404, never the app. */
function notOnThisPort(path: string) {
  return async (ctx: Context, next: () => Promise<void>) => {
    if (ctx.path !== path) return next()
    ctx.status = 404
    ctx.body = { error: 'Not found.' }
  }
}
