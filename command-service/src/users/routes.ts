import Router from '@koa/router'
import {
  DomainError,
  type LogPosition,
  MAX_PASSWORD_LENGTH,
  normalizeEmail,
  profileSchema,
  streams,
} from '@provender/events'
import { SESSION_COOKIE } from '@provender/server-kit'
import { z } from 'zod'
import type { CommandDeps } from '../deps.ts'
import {
  answer,
  authenticate,
  commandContext,
  currentUser,
  endSession,
  requireSecureTransport,
  startSession,
} from '../http/session.ts'
import { execute, load } from '../shared/commandHandler.ts'
import { decideUser } from './decide.ts'
import { emailAggregate } from './emailClaims.ts'
import { countLoginFailures } from './loginFailures.ts'
import { hashPassword, verifyPassword } from './passwords.ts'
import { decideSession, sessionAggregate } from './sessionEnd.ts'
import { updateUserProfile } from './updateProfile.ts'
import { userAggregate, userView } from './user.ts'

export const loginBody = z.object({
  email: z.string({ error: 'Email is required.' }).trim().min(1, 'Email is required.').max(320),
  password: z.string({ error: 'Password is required.' }).min(1, 'Password is required.').max(1024),
})

export const passwordBody = z.object({
  oldPassword: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(1024),
  newPassword: z
    .string({ error: 'New password is required' })
    .min(1, 'New password is required')
    .max(MAX_PASSWORD_LENGTH, `New password must be at most ${MAX_PASSWORD_LENGTH} characters.`),
})

export function accountRoutes(deps: CommandDeps): Router {
  const router = new Router()

  router.post('/api/auth/login', countLoginFailures(deps.metrics), async (ctx) => {
    requireSecureTransport(ctx, deps)
    const { email: rawEmail, password } = loginBody.parse(ctx.request.body)
    const email = normalizeEmail(rawEmail)
    // The attempt is counted before the slow check, so a burst cannot outrun the count.
    const reservation = await deps.throttle.reserve(email, deps.clock())
    if (!reservation.allowed) {
      const locked = reservation.minutesLeft
      throw new DomainError(
        'too-many',
        `Too many failed attempts. Try again in ${locked} minute${locked > 1 ? 's' : ''}.`,
        'TOO_MANY_ATTEMPTS',
      )
    }
    const owner = await load(deps.store, streams.email(email), emailAggregate)
    const account = owner.state.ownerId
      ? await load(deps.store, streams.user(owner.state.ownerId), userAggregate)
      : null
    const user = account?.state
    if (user?.status !== 'active') {
      throw new DomainError('unauthenticated', 'No account found for that email.', 'USER_NOT_FOUND')
    }
    if (!(await verifyPassword(user.passwordHash, password))) {
      throw new DomainError('unauthenticated', 'Incorrect password.', 'INVALID_PASSWORD')
    }
    await deps.throttle.clear(email)
    await startSession(ctx, deps, { userId: user.id, role: user.role, sessionVersion: user.sessionVersion })
    // The first reads after sign-in wait until the read models know this account as it is.
    answer(ctx, 200, { user: userView(user) }, account?.position ?? null)
  })

  // Ends this session on the server too (SessionEnded), so a copied cookie dies with it. Never
  // fails for the client: without a live session there is nothing to end but the cookie.
  router.post('/api/auth/logout', async (ctx) => {
    const check = await deps.sessions.verify(ctx.cookies.get(SESSION_COOKIE))
    let position: LogPosition | null = null
    if (check.ok) {
      const ended = await execute(
        deps.store,
        { ...commandContext(ctx, deps), actor: { id: check.claims.userId, role: check.claims.role } },
        streams.session(check.claims.sessionId),
        sessionAggregate,
        (state) => decideSession({ type: 'EndSession', session: check.claims }, state),
      )
      position = ended.position
    }
    endSession(ctx, deps)
    answer(ctx, 204, null, position)
  })

  router.post(
    '/api/account/password',
    authenticate(deps, { allowPendingPasswordChange: true }),
    async (ctx) => {
      requireSecureTransport(ctx, deps)
      const body = passwordBody.parse(ctx.request.body)
      const user = currentUser(ctx)
      const oldPasswordMatches = await verifyPassword(user.passwordHash, body.oldPassword)
      const newPasswordHash = await hashPassword(body.newPassword)
      const result = await execute(
        deps.store,
        commandContext(ctx, deps),
        streams.user(user.id),
        userAggregate,
        (state) =>
          decideUser({ type: 'ChangePassword', ...body, oldPasswordMatches, newPasswordHash }, state),
      )
      // This session carries on under the new version; every older one has ended.
      await startSession(ctx, deps, {
        userId: user.id,
        role: user.role,
        sessionVersion: result.state.sessionVersion,
      })
      answer(ctx, 200, { user: userView(result.state) }, result.position)
    },
  )

  router.put('/api/account/profile', authenticate(deps), async (ctx) => {
    const profile = profileSchema.parse(ctx.request.body)
    const user = currentUser(ctx)
    const result = await updateUserProfile(deps, commandContext(ctx, deps), user.id, profile)
    answer(ctx, 200, { user: userView(result.state) }, result.position)
  })

  return router
}
