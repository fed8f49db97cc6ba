import Router from '@koa/router'
import {
  encodePosition,
  type LogPosition,
  type MailPreferences,
  mailPreferencesSchema,
  streams,
} from '@provender/events'
import { z } from 'zod'
import type { CommandDeps } from '../deps.ts'
import { answer, authenticate, commandContext, currentUser } from '../http/session.ts'
import { verifyUnsubscribeToken } from '../mailLinks/index.ts'
import type { CommandContext } from '../shared/commandHandler.ts'
import { executeTogether } from '../shared/executeTogether.ts'
import { userAggregate } from '../users/user.ts'
import {
  decideMailPreferences,
  type MailPreferencesCommand,
  mailPreferencesAggregate,
  unsubscribeLinkInvalid,
} from './mailPreferences.ts'

/** Every preference, each true or false: a partial body would leave the others to guesswork. */
export const mailPreferencesBody = mailPreferencesSchema.strict()

export const unsubscribeBody = z.object({
  token: z.string({ error: 'The link is incomplete.' }).min(1, 'The link is incomplete.').max(2000),
})

export const UNSUBSCRIBED_ANSWER = 'You will no longer get these mails.'

export function mailPreferenceRoutes(deps: CommandDeps): Router {
  const router = new Router()

  router.put('/api/me/mail-preferences', authenticate(deps), async (ctx) => {
    const preferences = mailPreferencesBody.parse(ctx.request.body)
    const userId = currentUser(ctx).id
    const result = await decide(deps, commandContext(ctx, deps), userId, (account) => ({
      type: 'SetPreferences',
      account,
      preferences,
    }))
    answer(ctx, 200, { preferences: result.preferences, position: tokenOf(result.position) }, result.position)
  })

  // No session: the link in the mail is the only credential, and it can do this one thing.
  router.post('/api/mail/unsubscribe', async (ctx) => {
    const { token } = unsubscribeBody.parse(ctx.request.body)
    const command = commandContext(ctx, deps)
    const link = await verifyUnsubscribeToken(deps.sessions.secret, token, command.now)
    if (!link) throw unsubscribeLinkInvalid()
    const result = await decide(deps, command, link.userId, (account) => ({
      type: 'Unsubscribe',
      account,
      kind: link.kind,
    }))
    answer(ctx, 200, { kind: link.kind, message: UNSUBSCRIBED_ANSWER }, result.position)
  })

  return router
}

/** Decides on the user's preferences with its account as it stands (read, not appended to). */
async function decide(
  deps: CommandDeps,
  ctx: CommandContext,
  userId: number,
  command: (account: { status: 'new' | 'active' | 'deleted'; id: number }) => MailPreferencesCommand,
): Promise<{ preferences: MailPreferences; position: LogPosition | null }> {
  const { value, position } = await executeTogether(deps.store, ctx, async (change) => {
    const account = await change.state(streams.user(userId), userAggregate)
    const { state } = await change.decide(
      streams.mailPreferences(userId),
      mailPreferencesAggregate,
      (state) => decideMailPreferences(command({ status: account.status, id: userId }), state),
    )
    return state.preferences
  })
  return { preferences: value, position }
}

const tokenOf = (position: LogPosition | null) => (position ? encodePosition(position) : null)
