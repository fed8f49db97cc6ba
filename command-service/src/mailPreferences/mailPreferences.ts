import {
  DomainError,
  defaultMailPreferences,
  type EventData,
  type MailPreferences,
  type NotificationKind,
  preferenceOfKind,
} from '@provender/events'
import type { Account } from '@provender/server-kit'
import { assertNever, type Decide, settingAggregate } from '../shared/aggregate.ts'
import type { Aggregate } from '../shared/commandHandler.ts'

export { preferenceOfKind }

/** A user's mail preferences (stream mail-preferences-{userId}): the defaults until first set. */
export interface MailPreferencesState {
  preferences: MailPreferences
}

export const mailPreferencesAggregate: Aggregate<MailPreferencesState> = settingAggregate(
  'mailPreferences',
  'MailPreferencesSet',
  { preferences: defaultMailPreferences },
  (data) => ({ preferences: data.preferences }),
)

type Via = EventData<'MailPreferencesSet'>['via']

export type MailPreferencesCommand =
  /** The profile screen: every preference as the user chose it. */
  | { type: 'SetPreferences'; account: Pick<Account, 'status' | 'id'>; preferences: MailPreferences }
  /** A mail's unsubscribe link: one kind off. */
  | { type: 'Unsubscribe'; account: Pick<Account, 'status' | 'id'>; kind: NotificationKind }

export const unsubscribeLinkInvalid = (message = 'This unsubscribe link is not valid.') =>
  new DomainError('invalid', message, 'UNSUBSCRIBE_LINK_INVALID')

export const decideMailPreferences: Decide<
  'mailPreferences',
  MailPreferencesCommand,
  MailPreferencesState
> = (command, state) => {
  switch (command.type) {
    case 'SetPreferences':
      return set(command.account, state, command.preferences, 'profile')
    case 'Unsubscribe': {
      const key = preferenceOfKind[command.kind]
      if (!key) throw unsubscribeLinkInvalid('Password reset mails cannot be turned off.')
      return set(command.account, state, { ...state.preferences, [key]: false }, 'unsubscribe-link')
    }
    default:
      return assertNever(command)
  }
}

/** Nothing is recorded when nothing changes (a second click, a save without edits), nor for a gone account. */
function set(
  account: Pick<Account, 'status' | 'id'>,
  state: MailPreferencesState,
  preferences: MailPreferences,
  via: Via,
) {
  if (account.status !== 'active') return []
  const same = (Object.keys(preferences) as (keyof MailPreferences)[]).every(
    (key) => preferences[key] === state.preferences[key],
  )
  if (same) return []
  return [{ type: 'MailPreferencesSet' as const, data: { userId: account.id, preferences, via } }]
}
