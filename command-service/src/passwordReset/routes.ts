import Router from '@koa/router'
import { DomainError, MAX_PASSWORD_LENGTH, normalizeEmail } from '@provender/events'
import type { Context } from 'koa'
import { z } from 'zod'
import type { CommandDeps } from '../deps.ts'
import { answer, commandContext } from '../http/session.ts'
import { completePasswordReset } from './completePasswordReset.ts'
import { requestPasswordReset } from './requestPasswordReset.ts'

export const forgotPasswordBody = z.object({
  email: z
    .string({ error: 'Email is required.' })
    .trim()
    .min(1, 'Email is required.')
    .max(320, 'Email must be at most 320 characters.'),
})

export const resetPasswordBody = z
  .object({
    token: z.string({ error: 'The link is incomplete.' }).min(1, 'The link is incomplete.').max(2000),
    newPassword: z
      .string({ error: 'New password is required' })
      .min(1, 'New password is required')
      .max(MAX_PASSWORD_LENGTH, `New password must be at most ${MAX_PASSWORD_LENGTH} characters.`),
    confirmPassword: z
      .string({ error: 'Please confirm your new password' })
      .min(1, 'Please confirm your new password')
      .max(MAX_PASSWORD_LENGTH),
  })
  .refine((body) => body.newPassword === body.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  })

export const FORGOT_PASSWORD_ANSWER =
  'If an account uses that address, a link to reset its password is on its way. It works for 30 minutes.'
export const PASSWORD_RESET_ANSWER = 'Your password is changed. Sign in with the new one.'

/**
 * Every answer to a request takes at least this long, so a known address (whose request is
 * appended) cannot be told from an unknown one (nothing appended) by the time it takes.
 */
const ANSWER_FLOOR_MS = 300

export function passwordResetRoutes(deps: CommandDeps): Router {
  const router = new Router()

  router.post('/api/auth/forgot-password', async (ctx) => {
    const started = performance.now()
    const email = normalizeEmail(forgotPasswordBody.parse(ctx.request.body).email)
    const command = commandContext(ctx, deps)
    const reservation = await deps.forgotPasswordThrottle.reserve(email, clientOf(ctx), command.now)
    if (!reservation.allowed) {
      const minutes = reservation.minutesLeft
      ctx.set('Retry-After', String(minutes * 60))
      throw new DomainError(
        'too-many',
        `Too many requests for a reset link. Try again in ${minutes} minute${minutes > 1 ? 's' : ''}.`,
        'TOO_MANY_REQUESTS',
      )
    }
    await requestPasswordReset(deps, command, email)
    await new Promise((resolve) => setTimeout(resolve, ANSWER_FLOOR_MS - (performance.now() - started)))
    // No Consistency-Token: it would tell a known address (a position) from an unknown one (none).
    answer(ctx, 202, { message: FORGOT_PASSWORD_ANSWER }, null)
  })

  router.post('/api/auth/forgot-password/reset', async (ctx) => {
    const body = resetPasswordBody.parse(ctx.request.body)
    const command = commandContext(ctx, deps)
    const { email, position } = await completePasswordReset(deps, command, body.token, body.newPassword)
    // Whoever holds the mailbox may sign in at once, even if guesses had paused the address.
    await deps.throttle.clear(normalizeEmail(email))
    answer(ctx, 200, { message: PASSWORD_RESET_ANSWER }, position)
  })

  return router
}

/** The client as the service sees it: the connection, or with TRUST_PROXY the proxy's X-Forwarded-For. */
function clientOf(ctx: Context): string {
  return ctx.ip || 'unknown'
}
