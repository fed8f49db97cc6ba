import {
  comparePositions,
  DomainError,
  decodePosition,
  forbidden,
  type LogPosition,
  type Role,
} from '@provender/events'
import {
  type AccountView,
  accountFold,
  accountOfSession,
  accountView,
  SESSION_COOKIE,
  type SessionCheckOptions,
} from '@provender/server-kit'
import type { Context, Next } from 'koa'
import type { QueryDeps } from '../deps.ts'

/**
 * Read your writes: a request carrying a Consistency-Token waits (bounded) until every
 * projection has passed that position, so a saved form never reads back old data. A token
 * beyond the log's head names nothing written yet: it is clamped to the head, so no token,
 * however far ahead, holds a request longer than the read models take to catch up.
 */
async function waitForConsistency(ctx: Context, deps: QueryDeps): Promise<void> {
  const token = ctx.get('Consistency-Token')
  const position = token ? decodePosition(token) : null
  // With a replica, the request reads there once it has replayed past the token (a short wait).
  if (deps.replica && (await deps.replica.chooseFor(position, () => deps.runner.logHead()))) return
  if (!position || (await deps.runner.hasReached(position))) return
  const head = await deps.runner.logHead()
  if (!head) return
  const target: LogPosition = comparePositions(position, head) > 0 ? head : position
  const reached = await deps.runner.waitFor(target, deps.settings.CONSISTENCY_WAIT_MS)
  if (!reached) ctx.set('Consistency-Timeout', 'true')
}

export type Viewer = AccountView

/**
 * Checks the session cookie, then (only for a caller whose token verified, so strangers wait
 * for nothing) waits for its Consistency-Token, then checks the account and the session
 * against the log itself, as the command service does: a session the log has ended (a
 * deleted account, a password changed since, a logout) is refused at once, however far
 * behind the read models are. The same fold answers who the caller is.
 */
export function authenticate(deps: QueryDeps, options: SessionCheckOptions = {}) {
  return async (ctx: Context, next: Next): Promise<void> => {
    const check = await deps.sessions.verify(ctx.cookies.get(SESSION_COOKIE))
    if (!check.ok) throw new DomainError('unauthenticated', check.message, check.code)
    await waitForConsistency(ctx, deps)
    const account = await accountOfSession(deps.store, check.claims, accountFold, options)
    ctx.state.viewer = accountView(account)
    await next()
  }
}

export function viewer(ctx: Context): Viewer {
  return ctx.state.viewer as Viewer
}

/** Every staff role: those who read the console's lists (a rep only what is its own). */
export const STAFF: readonly Role[] = ['admin', 'sales', 'auditor']

/**
 * A route for some roles only: the session checked as `authenticate` does, then the caller's
 * role, which must be one of `roles` (403 otherwise).
 */
export function signedInAs(deps: QueryDeps, roles: readonly Role[]) {
  const signedIn = authenticate(deps)
  return (ctx: Context, next: Next): Promise<void> =>
    signedIn(ctx, async () => {
      if (!roles.includes(viewer(ctx).role)) throw forbidden()
      await next()
    })
}
