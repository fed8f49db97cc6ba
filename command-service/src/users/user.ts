import type { Role } from '@provender/events'
import { assertNever, defineAggregate } from '../shared/aggregate.ts'
import type { Aggregate } from '../shared/commandHandler.ts'

export interface UserState {
  status: 'new' | 'active' | 'deleted'
  id: number
  role: Role
  email: string
  firstName: string
  lastName: string
  phone: string
  passwordHash: string
  passwordChanged: boolean
  /** Raised by every password change or reset; sessions signed before it end. */
  sessionVersion: number
}

export const userAggregate: Aggregate<UserState> = defineAggregate(
  'user',
  {
    status: 'new',
    id: 0,
    role: 'customer',
    email: '',
    firstName: '',
    lastName: '',
    phone: '',
    passwordHash: '',
    passwordChanged: false,
    sessionVersion: 0,
  },
  (state, event): UserState => {
    switch (event.type) {
      case 'UserRegistered': {
        const { userId, passwordHash, passwordChanged, role, email, firstName, lastName, phone } = event.data
        return {
          ...state,
          status: 'active',
          id: userId,
          role,
          email,
          firstName,
          lastName,
          phone,
          passwordHash,
          passwordChanged,
        }
      }
      case 'UserProfileUpdated':
        return { ...state, ...event.data.after }
      case 'UserPasswordChanged':
        return {
          ...state,
          passwordHash: event.data.passwordHash,
          passwordChanged: true,
          sessionVersion: state.sessionVersion + 1,
        }
      case 'UserPasswordReset':
        return {
          ...state,
          passwordHash: event.data.passwordHash,
          passwordChanged: false,
          sessionVersion: state.sessionVersion + 1,
        }
      case 'UserDeleted':
        return { ...state, status: 'deleted', sessionVersion: state.sessionVersion + 1 }
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
export function userView(state: UserState) {
  return {
    id: state.id,
    role: state.role,
    passwordChanged: state.passwordChanged,
    firstName: state.firstName,
    lastName: state.lastName,
    email: state.email,
    phone: state.phone,
  }
}
