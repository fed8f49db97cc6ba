import { decodePosition, type Role } from '@provender/events'
import { DomainError, forbidden, SESSION_COOKIE } from '@provender/events/server'
import type { Context, Next } from 'koa'
import type { QueryDeps } from '../deps.ts'
import { type UserRow, userView } from '../users/queries.ts'

/**
 * Read your writes: a request carrying a Consistency-Token waits (bounded) until every
 * projection has passed that position, so a saved form never reads back old data.
 */
export function consistency(deps: QueryDeps) {
  return async (ctx: Context, next: Next): Promise<void> => {
    const token = ctx.get('Consistency-Token')
    const position = token ? decodePosition(token) : null
    if (position) {
      const reached = await deps.runner.waitFor(position, deps.settings.CONSISTENCY_WAIT_MS)
      if (!reached) ctx.set('Consistency-Timeout', 'true')
    }
    await next()
  }
}

export type Viewer = ReturnType<typeof userView>

/** Checks the session cookie against the account as the read model holds it. */
export function authenticate(deps: QueryDeps) {
  return async (ctx: Context, next: Next): Promise<void> => {
    const check = await deps.sessions.verify(ctx.cookies.get(SESSION_COOKIE))
    if (!check.ok) throw new DomainError('unauthenticated', check.message, check.code)
    const row = await deps.knex<UserRow>('rm_users').where({ id: check.claims.userId }).first()
    if (!row) throw new DomainError('unauthenticated', 'This account has been removed.', 'ACCOUNT_DELETED')
    if (check.claims.sessionVersion < row.session_version) {
      throw new DomainError(
        'unauthenticated',
        'Your session has ended. Please sign in again.',
        'AUTH_EXPIRED',
      )
    }
    ctx.state.viewer = userView(row)
    await next()
  }
}

export function viewer(ctx: Context): Viewer {
  return ctx.state.viewer as Viewer
}

export function requireRole(...roles: Role[]) {
  return async (ctx: Context, next: Next): Promise<void> => {
    if (!roles.includes(viewer(ctx).role)) throw forbidden()
    await next()
  }
}
