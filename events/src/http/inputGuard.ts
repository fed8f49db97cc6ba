import type { Context, Next } from 'koa'
import { invalid } from './domainError.ts'

/**
 * PostgreSQL text cannot hold the NUL character, so a request carrying one would fail deep in
 * the database. Refuse it at the edge, for bodies and query strings alike.
 */
export async function refuseNulCharacters(ctx: Context, next: Next): Promise<void> {
  const body = ctx.request.body
  const inBody = body !== undefined && JSON.stringify(body).includes('\\u0000')
  const inQuery = /%00/.test(ctx.querystring) || ctx.querystring.includes('\0') || /%00/.test(ctx.path)
  if (inBody || inQuery) throw invalid('Text may not contain the NUL character.')
  await next()
}
