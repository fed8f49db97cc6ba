import type { IncomingMessage, ServerResponse } from 'node:http'
import type { SessionKeys } from '@provender/server-kit'
import Koa from 'koa'
import { compressAnswers } from './compressAnswers.ts'
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
  app.use(async (ctx, next) => {
    ctx.set(SECURITY_HEADERS)
    await next()
  })
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
