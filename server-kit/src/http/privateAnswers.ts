import type { Context, Next } from 'koa'
import { SESSION_COOKIE } from '../session.ts'

/** Whether the answer belongs to one signed-in caller: it came with a session, or it starts one. */
function behindSession(ctx: Context): boolean {
  if (ctx.cookies.get(SESSION_COOKIE) !== undefined) return true
  const setCookie = ctx.response.get('Set-Cookie')
  const cookies = Array.isArray(setCookie) ? setCookie : [String(setCookie ?? '')]
  return cookies.some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))
}

/**
 * `Cache-Control: no-store` on every answer behind a session, set once here rather than route by
 * route: a route that forgot it (the pick list's CSV did) let a proxy or a shared browser keep a
 * customer's data, a mail's body, an order (issue 35). Set after the route has answered (errors
 * included, errorMiddleware being inside), unless the route chose its own.
 */
export async function privateAnswers(ctx: Context, next: Next): Promise<void> {
  try {
    await next()
  } finally {
    if (!ctx.response.get('Cache-Control') && behindSession(ctx)) ctx.set('Cache-Control', 'no-store')
  }
}
