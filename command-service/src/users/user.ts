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

/** What the API answers about a user (spec 3: never the password hash). */
export const userView: (state: UserState) => AccountView = accountView
