import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { SESSION_COOKIE, type SessionKeys } from '@provender/events/server'
import type { Context } from 'koa'
import send from 'koa-send'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')

/** Where each built app lives and the URL prefix its assets are served under. */
export const apps = {
  console: { prefix: '/console/', dist: join(root, 'console', 'dist') },
  ordering: { prefix: '/app/', dist: join(root, 'customer-app', 'dist') },
} as const

export function appsAreBuilt(): boolean {
  return Object.values(apps).every((app) => existsSync(join(app.dist, 'index.html')))
}

/**
 * One origin, two apps: staff get the console and customers (and anyone signed out) the
 * light ordering app, at the very paths the spec gives. The cookie only chooses which
 * bundle to send; every API call is checked on its own.
 */
export async function serveApp(ctx: Context, sessions: SessionKeys): Promise<void> {
  for (const app of Object.values(apps)) {
    if (ctx.path.startsWith(app.prefix)) {
      const file = ctx.path.slice(app.prefix.length)
      const served = await send(ctx, file || 'index.html', {
        root: app.dist,
        immutable: file.startsWith('assets/'),
        maxage: file.startsWith('assets/') ? 365 * 24 * 3600_000 : 0,
      }).catch(() => null)
      if (!served) {
        ctx.status = 404
        ctx.body = 'Not found'
      }
      return
    }
  }
  const check = await sessions.verify(ctx.cookies.get(SESSION_COOKIE))
  const staff = check.ok && check.claims.role !== 'customer'
  ctx.set('Cache-Control', 'no-store')
  await send(ctx, 'index.html', { root: staff ? apps.console.dist : apps.ordering.dist })
}
