import { randomUUID } from 'node:crypto'
import { DomainError, encodePosition, forbidden, type LogPosition } from '@provender/events'
import {
  accountOfSession,
  logger,
  requestIdOf,
  SESSION_COOKIE,
  type SessionCheckOptions,
  type SessionClaims,
} from '@provender/server-kit'
import type { Context, Next } from 'koa'
import type { CommandDeps } from '../deps.ts'
import type { CommandContext } from '../shared/commandHandler.ts'
import { type UserState, userAggregate } from '../users/user.ts'

export interface CommandState {
  user: UserState
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * A cross-site form can post with the browser's cookies but cannot add a custom header,
 * so writes that carry the session must show X-Requested-With.
 */
export async function csrfGuard(ctx: Context, next: Next): Promise<void> {
  if (WRITE_METHODS.has(ctx.method) && ctx.cookies.get(SESSION_COOKIE) && !ctx.get('X-Requested-With')) {
    throw forbidden('This request must come from the Provender apps (X-Requested-With header missing).')
  }
  await next()
}

/**
 * Verifies the session cookie against the account and the session as they stand in the log
 * (server-kit's accountOfSession, the query service's check too): a deleted account, a
 * password changed since, or a logout of this session, end it.
 */
export function authenticate(deps: CommandDeps, options: SessionCheckOptions = {}) {
  return async (ctx: Context, next: Next): Promise<void> => {
    const check = await deps.sessions.verify(ctx.cookies.get(SESSION_COOKIE))
    if (!check.ok) throw new DomainError('unauthenticated', check.message, check.code)
    ctx.state.user = await accountOfSession(deps.store, check.claims, userAggregate, options)
    await next()
  }
}

export function requireRole(...roles: UserState['role'][]) {
  return async (ctx: Context, next: Next): Promise<void> => {
    const user = ctx.state.user as UserState | undefined
    if (!user || !roles.includes(user.role)) throw forbidden()
    await next()
  }
}

export function currentUser(ctx: Context): UserState {
  return ctx.state.user as UserState
}

export function commandContext(ctx: Context, deps: CommandDeps): CommandContext {
  const user = ctx.state.user as UserState | undefined
  return {
    actor: user ? { id: user.id, role: user.role } : null,
    // The request's id (X-Request-Id, made at the gateway): one order followed from the edge to its events.
    correlationId: requestIdOf(ctx) ?? randomUUID(),
    now: deps.clock(),
  }
}

let warnedAboutPlainHttp = false

/**
 * With COOKIE_SECURE the cookie may only travel over HTTPS, and Koa refuses to set it on a
 * request it sees as plain HTTP. Calls that start a session check this first, before any
 * work, and answer a clear 403 rather than fail after the fact. Whether a request came over
 * HTTPS is the connection's say, or with TRUST_PROXY the proxy's X-Forwarded-Proto.
 */
export function requireSecureTransport(ctx: Context, deps: CommandDeps): void {
  if (!deps.settings.COOKIE_SECURE || ctx.secure) return
  if (!warnedAboutPlainHttp) {
    warnedAboutPlainHttp = true
    logger().warn(
      `COOKIE_SECURE=true but a sign-in came over plain HTTP${
        deps.settings.TRUST_PROXY ? ' (X-Forwarded-Proto said http)' : ' and TRUST_PROXY is false'
      }: it was refused with HTTPS_REQUIRED. Serve over HTTPS, or set TRUST_PROXY=true behind a TLS proxy.`,
    )
  }
  throw new DomainError(
    'forbidden',
    'Signing in needs a secure connection: open Provender over https://.',
    'HTTPS_REQUIRED',
  )
}

export async function startSession(ctx: Context, deps: CommandDeps, claims: SessionClaims): Promise<void> {
  ctx.cookies.set(SESSION_COOKIE, await deps.sessions.sign(claims), {
    httpOnly: true,
    sameSite: 'lax',
    secure: deps.settings.COOKIE_SECURE,
    maxAge: deps.sessions.maxAgeMs,
    path: '/',
    overwrite: true,
  })
}

export function endSession(ctx: Context, deps: CommandDeps): void {
  ctx.cookies.set(SESSION_COOKIE, '', {
    httpOnly: true,
    sameSite: 'lax',
    // Over plain HTTP no Secure cookie can be held anyway: clear without the flag, never fail.
    secure: deps.settings.COOKIE_SECURE && ctx.secure,
    maxAge: 0,
    path: '/',
    overwrite: true,
  })
}

/** Answers a write, with the log position it reached for read-your-writes. */
export function answer(ctx: Context, status: number, body: unknown, position: LogPosition | null): void {
  if (position) ctx.set('Consistency-Token', encodePosition(position))
  ctx.status = status
  ctx.body = body
}
