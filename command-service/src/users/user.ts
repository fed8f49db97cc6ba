import { type Account, type AccountView, accountView, evolveAccount, noAccount } from '@provender/server-kit'
import { assertNever, defineAggregate } from '../shared/aggregate.ts'
import type { Aggregate } from '../shared/commandHandler.ts'

/** The account as both services fold it (server-kit's session check), and its password hash. */
export interface UserState extends Account {
  passwordHash: string
}

export const userAggregate: Aggregate<UserState> = defineAggregate(
  'user',
  { ...noAccount, passwordHash: '' },
  (before, event): UserState => {
    const state = evolveAccount(before, event)
    switch (event.type) {
      case 'UserRegistered':
      case 'UserPasswordChanged':
      case 'UserPasswordReset':
        return { ...state, passwordHash: event.data.passwordHash }
      case 'UserProfileUpdated':
      case 'UserDeleted':
        return state
      default:
        return assertNever(event)
    }
  },
)

/** The email address stream: which account holds an address, so no two share one. */
export interface EmailState {
  ownerId: number | null
}

export const emailAggregate: Aggregate<EmailState> = defineAggregate(
  'email',
  { ownerId: null },
  (_state, event): EmailState => {
    switch (event.type) {
      case 'EmailReserved':
        return { ownerId: event.data.userId }
      case 'EmailReleased':
        return { ownerId: null }
      default:
        return assertNever(event)
    }
  },
)

/** What the API answers about a user (spec 3: never the password hash). */
export const userView: (state: UserState) => AccountView = accountView
