import { DomainError, invalid } from '@provender/events'
import type { Context, Next } from 'koa'

/** No form sends more than a few levels; a JSON bomb sends thousands, which recursion cannot walk. */
export const MAX_BODY_DEPTH = 32

export const NESTED_TOO_DEEPLY = 'The request body is nested too deeply.'
export const NOT_JSON = 'Send the request body as JSON (Content-Type: application/json).'

/**
 * Walks a parsed body without recursion, so no nesting can overflow the stack: refuses
 * nesting past MAX_BODY_DEPTH, and the NUL character in any key or text (PostgreSQL text
 * cannot hold it, so a request carrying one would fail deep in the database).
 */
export function checkBody(body: unknown): void {
  const pending: [unknown, number][] = [[body, 0]]
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, depth] = next
    if (typeof value === 'string') {
      if (value.includes('\0')) throw invalid('Text may not contain the NUL character.')
      continue
    }
    if (value === null || typeof value !== 'object') continue
    if (depth >= MAX_BODY_DEPTH) throw invalid(NESTED_TOO_DEEPLY)
    for (const [key, child] of Object.entries(value)) {
      if (key.includes('\0')) throw invalid('Text may not contain the NUL character.')
      pending.push([child, depth + 1])
    }
  }
}

/** The edge check of every request: its body (see checkBody) and its query string and path. */
export async function refuseNulCharacters(ctx: Context, next: Next): Promise<void> {
  checkBody(ctx.request.body)
  const inQuery = /%00/.test(ctx.querystring) || ctx.querystring.includes('\0') || /%00/.test(ctx.path)
  if (inQuery) throw invalid('Text may not contain the NUL character.')
  await next()
}

/**
 * The API reads JSON only. A body of another type (a cross-site form post, a text body)
 * is refused with 415 before any parser sees it; a request without a body passes.
 */
export async function requireJsonBody(ctx: Context, next: Next): Promise<void> {
  // A bodiless POST still says Content-Length: 0, which Koa's ctx.is counts as a body.
  const length = ctx.request.length
  const hasBody = Boolean(ctx.get('Transfer-Encoding')) || (length !== undefined && length > 0)
  if (hasBody && !ctx.is('application/json', '+json')) {
    throw new DomainError('unsupported', NOT_JSON, 'UNSUPPORTED_MEDIA_TYPE')
  }
  await next()
}
