import { type LogPosition, streams } from '@provender/events'
import type { CommandDeps } from '../deps.ts'
import { verifyPasswordResetToken } from '../mailLinks/index.ts'
import type { CommandContext } from '../shared/commandHandler.ts'
import { executeTogether } from '../shared/executeTogether.ts'
import { decideUser } from '../users/decide.ts'
import { hashPassword } from '../users/passwords.ts'
import { userAggregate } from '../users/user.ts'
import { decidePasswordReset, passwordResetAggregate, resetLinkInvalid } from './passwordReset.ts'

/**
 * Sets a new password through a reset link: the link's request is spent (PasswordResetCompleted)
 * and the password changed (UserPasswordChanged, which ends every session of the account) in one
 * append, or neither. The link is checked again inside the decision, so two uses at once spend it once.
 */
export async function completePasswordReset(
  deps: CommandDeps,
  ctx: CommandContext,
  token: string,
  newPassword: string,
): Promise<{ email: string; position: LogPosition | null }> {
  const link = await verifyPasswordResetToken(deps.sessions.secret, token, ctx.now)
  if (!link) throw resetLinkInvalid()
  // The new password is never compared with the old one: a link holder could otherwise test
  // guesses at the old password (for use elsewhere) without spending the link.
  const newPasswordHash = await hashPassword(newPassword)
  const { value: email, position } = await executeTogether(deps.store, ctx, async (change) => {
    const userStream = streams.user(link.userId)
    const account = await change.state(userStream, userAggregate)
    await change.decide(streams.passwordReset(link.userId), passwordResetAggregate, (state) =>
      decidePasswordReset({ type: 'CompleteReset', account, requestId: link.requestId, now: ctx.now }, state),
    )
    await change.decide(userStream, userAggregate, (state) =>
      decideUser({ type: 'SetPasswordFromLink', newPassword, newPasswordHash }, state),
    )
    return account.email
  })
  return { email, position }
}
