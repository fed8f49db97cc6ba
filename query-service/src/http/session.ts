import {
  comparePositions,
  DomainError,
  decodePosition,
  forbidden,
  type LogPosition,
  passwordChangeRequired,
  type Role,
} from '@provender/events'
import { SESSION_COOKIE } from '@provender/server-kit'
import type { Context, Next } from 'koa'
import type { QueryDeps } from '../deps.ts'
import { type UserRow, userView } from '../users/queries.ts'

/**
 * Read your writes: a request carrying a Consistency-Token waits (bounded) until every
 * projection has passed that position, so a saved form never reads back old data. A token
 * beyond the log's head names nothing written yet: it is clamped to the head, so no token,
 * however far ahead, holds a request longer than the read models take to catch up.
 */
async function waitForConsistency(ctx: Context, deps: QueryDeps): Promise<void> {
  const token = ctx.get('Consistency-Token')
  const position = token ? decodePosition(token) : null
  if (!position || (await deps.runner.hasReached(position))) return
  const head = await deps.runner.logHead()
  if (!head) return
  const target: LogPosition = comparePositions(position, head) > 0 ? head : position
  const reached = await deps.runner.waitFor(target, deps.settings.CONSISTENCY_WAIT_MS)
  if (!reached) ctx.set('Consistency-Timeout', 'true')
}

export type Viewer = ReturnType<typeof userView>

export interface AuthenticateOptions {
  /** The few calls an account on a given password may make: reading itself. */
  allowPendingPasswordChange?: boolean
}

/**
 * Checks the session cookie, then (only for a caller whose token verified, so strangers wait
 * for nothing) waits for its Consistency-Token, then checks the account and the session as
 * the read models hold them: a deleted account, a password changed since, or a logout of
 * this session (rm_ended_sessions) end it.
 */
export function authenticate(deps: QueryDeps, options: AuthenticateOptions = {}) {
  return async (ctx: Context, next: Next): Promise<void> => {
    const check = await deps.sessions.verify(ctx.cookies.get(SESSION_COOKIE))
    if (!check.ok) throw new DomainError('unauthenticated', check.message, check.code)
    await waitForConsistency(ctx, deps)
    // One round trip: the account, and whether this session's logout has been projected.
    const row = await deps
      .knex<UserRow>('rm_users')
      .where({ id: check.claims.userId })
      .select(
        'rm_users.*',
        deps.knex.raw('exists (select 1 from rm_ended_sessions where session_id = ?) as session_ended', [
          check.claims.sessionId,
        ]),
      )
      .first<(UserRow & { session_ended: boolean }) | undefined>()
    if (!row) throw new DomainError('unauthenticated', 'This account has been removed.', 'ACCOUNT_DELETED')
    if (check.claims.sessionVersion < row.session_version || row.session_ended) {
      throw new DomainError(
        'unauthenticated',
        'Your session has ended. Please sign in again.',
        'AUTH_EXPIRED',
      )
    }
    if (!row.password_changed && !options.allowPendingPasswordChange) {
      throw passwordChangeRequired()
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
