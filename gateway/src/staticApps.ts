import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { SESSION_COOKIE, type SessionKeys } from '@provender/server-kit'
import type { Context } from 'koa'
import send from 'koa-send'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')

/** Where each built app lives and the URL prefix its assets are served under. */
export const apps = {
  console: { prefix: '/console/', dist: join(root, 'console', 'dist') },
  ordering: { prefix: '/app/', dist: join(root, 'customer-app', 'dist') },
} as const

/** Where to serve each app from: the real builds, or (in tests) a build of one's own. */
export type AppBuilds = Record<keyof typeof apps, { prefix: string; dist: string }>

export function appsAreBuilt(): boolean {
  return Object.values(apps).every((app) => existsSync(join(app.dist, 'index.html')))
}

/**
 * One origin, two apps: staff get the console and customers (and anyone signed out) the
 * light ordering app, at the very paths the spec gives. The cookie only chooses which
 * bundle to send; every API call is checked on its own.
 */
export async function serveApp(ctx: Context, sessions: SessionKeys, builds: AppBuilds = apps): Promise<void> {
  // koa-send answers with the precompressed copy (file.br, file.gz) the browser accepts.
  ctx.vary('Accept-Encoding')
  for (const app of Object.values(builds)) {
    if (ctx.path.startsWith(app.prefix)) {
      const file = ctx.path.slice(app.prefix.length)
      // Vite names every asset after its content hash: a changed file is a new URL.
      ctx.set('Cache-Control', file.startsWith('assets/') ? IMMUTABLE : 'no-cache')
      // The ordering app's service worker lives under /app/ but serves the app's own paths (/, /customer/...).
      if (file === 'sw.js') ctx.set('Service-Worker-Allowed', '/')
      const served = await send(ctx, file || 'index.html', { root: app.dist }).catch(() => null)
      if (!served) {
        ctx.status = 404
        ctx.body = 'Not found'
        ctx.remove('Content-Encoding')
        ctx.set('Cache-Control', 'no-store')
      }
      return
    }
  }
  const check = await sessions.verify(ctx.cookies.get(SESSION_COOKIE))
  const staff = check.ok && check.claims.role !== 'customer'
  ctx.set('Cache-Control', 'no-store')
  await send(ctx, 'index.html', { root: staff ? builds.console.dist : builds.ordering.dist })
}

const IMMUTABLE = 'public, max-age=31536000, immutable'
