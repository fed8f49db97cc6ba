import { DomainError, type DomainErrorKind, WrongExpectedRevisionError } from '@provender/events'
import type { Context, Next } from 'koa'
import { z } from 'zod'
import { logger } from '../logging/logger.ts'
import { isDatabaseOutage, OUTAGE_RETRY_AFTER_SECONDS } from './databaseOutage.ts'
import { requestIdOf } from './requestContext.ts'

const statusByKind: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-many': 429,
  unsupported: 415,
  unavailable: 503,
}

export interface ErrorBody {
  [detail: string]: unknown
  error: string
  code?: string
  issues?: string[]
}

function issuesOf(error: z.ZodError): string[] {
  return error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message))
}

/** Every failure leaves as `{ error, code?, issues? }`; nothing a client sends becomes a 500. */
export async function errorMiddleware(ctx: Context, next: Next): Promise<void> {
  try {
    await next()
  } catch (error) {
    const { status, body } = toResponse(error)
    if (status >= 500) logger().error({ err: error, requestId: requestIdOf(ctx) }, 'request failed')
    if (isDatabaseOutage(error)) ctx.set('Retry-After', String(OUTAGE_RETRY_AFTER_SECONDS))
    ctx.status = status
    ctx.body = body
  }
}

export function toResponse(error: unknown): { status: number; body: ErrorBody } {
  if (error instanceof DomainError) {
    // Details first, so that none can overwrite the error, its code or its issues.
    const body: ErrorBody = { ...error.details, error: error.message }
    if (error.code) body.code = error.code
    if (error.issues.length) body.issues = error.issues
    return { status: statusByKind[error.kind], body }
  }
  if (error instanceof z.ZodError) {
    const issues = issuesOf(error)
    return { status: 400, body: { error: error.issues[0]?.message ?? 'Invalid input.', issues } }
  }
  const parser = bodyParserRefusal(error)
  if (parser) return parser
  if (error instanceof WrongExpectedRevisionError) {
    // Still refused after every retry: others keep writing the same record. Nothing was stored.
    return {
      status: 409,
      body: {
        error: 'Someone else changed this at the same moment. Please try again.',
        code: 'CONCURRENT_CHANGE',
      },
    }
  }
  if (isDatabaseOutage(error)) {
    return {
      status: 503,
      body: {
        error: 'The database is unavailable or read-only at the moment. Please try again shortly.',
        code: 'DATABASE_UNAVAILABLE',
      },
    }
  }
  return { status: 500, body: { error: 'Something went wrong. Please try again.' } }
}

/**
 * What the body parser (koa-body over raw-body and inflation) throws, in words a client can
 * act on. Errors of zlib carry no status: they mean bytes that do not match their Content-Encoding.
 */
function bodyParserRefusal(error: unknown): { status: number; body: ErrorBody } | null {
  if (!error || typeof error !== 'object') return null
  const e = error as { status?: unknown; type?: unknown; code?: unknown }
  // zlib names its errors Z_*, its brotli decoder ERR__ERROR_*.
  if (typeof e.code === 'string' && /^(Z_|ERR__ERROR_)/.test(e.code)) {
    return { status: 400, body: { error: 'The request body does not match its Content-Encoding.' } }
  }
  if (typeof e.status !== 'number' || e.status < 400 || e.status >= 500) return null
  switch (e.type) {
    case 'entity.too.large':
      return { status: 413, body: { error: 'Request body too large.' } }
    // Content-Encoding refusals (inflation) carry no type; see default.
    case 'request.size.invalid':
      return { status: 400, body: { error: 'The request body does not match its Content-Length.' } }
    case 'request.aborted':
      return { status: 400, body: { error: 'The request body was cut short.' } }
    default:
      if (e.status === 415) {
        return {
          status: 415,
          body: { error: 'Unsupported Content-Encoding: send the body plain, or as gzip, deflate or br.' },
        }
      }
      return {
        status: e.status,
        body: { error: e.status === 413 ? 'Request body too large.' : 'Malformed request body.' },
      }
  }
}
