import { DomainError } from '@provender/events'
import type { Account } from '@provender/server-kit'
import { assertNever, type Decide, defineAggregate } from '../shared/aggregate.ts'
import type { Aggregate } from '../shared/commandHandler.ts'

/** How long a "forgot password" link works (issue 27). */
export const RESET_LINK_MINUTES = 30

/** The last link asked for: only it can be used, once, until it expires. */
export interface PasswordResetState {
  latest: {
    requestId: string
    expiresAt: string
    /** The account's sessionVersion when asked (absent in no event written by this code). */
    sessionVersion: number | undefined
    completed: boolean
  } | null
}

export const passwordResetAggregate: Aggregate<PasswordResetState> = defineAggregate(
  'passwordReset',
  { latest: null },
  (state, event): PasswordResetState => {
    switch (event.type) {
      case 'PasswordResetRequested': {
        const { requestId, expiresAt, sessionVersion } = event.data
        return { latest: { requestId, expiresAt, sessionVersion, completed: false } }
      }
      case 'PasswordResetCompleted':
        return state.latest?.requestId === event.data.requestId
          ? { latest: { ...state.latest, completed: true } }
          : state
      default:
        return assertNever(event)
    }
  },
)

/** What the decision needs of the account, read from its user stream in the same change. */
export type AccountFacts = Pick<Account, 'status' | 'id' | 'sessionVersion'>

/** What may happen to a user's reset links (stream password-reset-{userId}). */
export type PasswordResetCommand =
  | { type: 'RequestReset'; account: AccountFacts; requestId: string; now: Date }
  | { type: 'CompleteReset'; account: AccountFacts; requestId: string; now: Date }

/** One answer for every link that cannot be used, so the answer tells a forger nothing. */
export const resetLinkInvalid = () =>
  new DomainError(
    'invalid',
    'This link has expired or was already used. Ask for a new one.',
    'RESET_LINK_INVALID',
  )

export const decidePasswordReset: Decide<'passwordReset', PasswordResetCommand, PasswordResetState> = (
  command,
  state,
) => {
  switch (command.type) {
    case 'RequestReset': {
      const { account, requestId, now } = command
      // No account, or a deleted one: nothing is asked for, and the caller answers as if it were.
      if (account.status !== 'active') return []
      const expiresAt = new Date(now.getTime() + RESET_LINK_MINUTES * 60_000).toISOString()
      return [
        {
          type: 'PasswordResetRequested',
          data: { userId: account.id, requestId, expiresAt, sessionVersion: account.sessionVersion },
        },
      ]
    }
    case 'CompleteReset': {
      const { account, requestId, now } = command
      const latest = state.latest
      // A later request supersedes this one; a password changed (or reset, or the account
      // deleted) since it raised the account's sessionVersion.
      if (
        account.status !== 'active' ||
        !latest ||
        latest.requestId !== requestId ||
        latest.completed ||
        now.getTime() >= Date.parse(latest.expiresAt) ||
        (latest.sessionVersion !== undefined && latest.sessionVersion !== account.sessionVersion)
      ) {
        throw resetLinkInvalid()
      }
      return [{ type: 'PasswordResetCompleted', data: { userId: account.id, requestId } }]
    }
    default:
      return assertNever(command)
  }
}
