import {
  DomainError,
  type DomainEvent,
  type EventStore,
  passwordChangeRequired,
  type Role,
  streams,
} from '@provender/events'
import { foldStreams, type StreamFold } from './keptStates.ts'
import type { VerifiedSession } from './session.ts'

/**
 * What both services know of an account from its stream: who it is, whether it stands, and
 * which sessions still count (the command side adds its password hash).
 */
export interface Account {
  status: 'new' | 'active' | 'deleted'
  id: number
  role: Role
  email: string
  firstName: string
  lastName: string
  phone: string
  passwordChanged: boolean
  /** Raised by every password change or reset, and by deletion; sessions signed before it end. */
  sessionVersion: number
}

export const noAccount: Account = {
  status: 'new',
  id: 0,
  role: 'customer',
  email: '',
  firstName: '',
  lastName: '',
  phone: '',
  passwordChanged: false,
  sessionVersion: 0,
}

/**
 * An account after one more of its user stream's events; any other event leaves it as it is.
 * The command side's user aggregate folds with it too, so both sides end the same sessions
 * for the same events.
 */
export function evolveAccount<S extends Account>(state: S, event: DomainEvent): S {
  switch (event.type) {
    case 'UserRegistered': {
      const { userId, role, email, firstName, lastName, phone, passwordChanged } = event.data
      return {
        ...state,
        status: 'active',
        id: userId,
        role,
        email,
        firstName,
        lastName,
        phone,
        passwordChanged,
      }
    }
    case 'UserProfileUpdated':
      return { ...state, ...event.data.after }
    case 'UserPasswordChanged':
      return { ...state, passwordChanged: true, sessionVersion: state.sessionVersion + 1 }
    case 'UserPasswordReset':
      return { ...state, passwordChanged: false, sessionVersion: state.sessionVersion + 1 }
    case 'UserDeleted':
      return { ...state, status: 'deleted', sessionVersion: state.sessionVersion + 1 }
    default:
      return state
  }
}

export const accountFold: StreamFold<Account> = { initial: noAccount, evolve: evolveAccount }

/** What the API answers about a user (spec 3: never the password hash). */
export function accountView(account: Account) {
  return {
    id: account.id,
    role: account.role,
    passwordChanged: account.passwordChanged,
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email,
    phone: account.phone,
  }
}

export type AccountView = ReturnType<typeof accountView>

/**
 * One signed-in session (stream session-{id}): it has no events until its logout ends it.
 * A stream per session keeps each check one short read, and ends one device, not all.
 */
export interface SessionState {
  ended: boolean
}

export const sessionFold: StreamFold<SessionState> = {
  initial: { ended: false },
  evolve: (state, event) => (event.type === 'SessionEnded' ? { ended: true } : state),
}

export interface SessionCheckOptions {
  /** The few calls an account on a given password may make: reading itself, changing it. */
  allowPendingPasswordChange?: boolean
}

/**
 * The account behind a verified token, as the log has it now, or the spec's refusal: a
 * deleted account, a password changed or reset since sign-in, or a logout of this session.
 * Both services check here, so a session the log has ended is refused by reads as soon as
 * by writes, whatever the read models have caught up with. The two streams are kept folded
 * between requests (keptStates.ts): a check reads only their new events, by index.
 */
export async function accountOfSession<S extends Account>(
  store: EventStore,
  claims: VerifiedSession,
  fold: StreamFold<S>,
  options: SessionCheckOptions = {},
): Promise<S> {
  const userStream = streams.user(claims.userId)
  const sessionStream = streams.session(claims.sessionId)
  const folded = await foldStreams(store, [
    [userStream, fold],
    [sessionStream, sessionFold],
  ])
  const state = folded.state(userStream, fold)
  if (state.status !== 'active') {
    throw new DomainError('unauthenticated', 'This account has been removed.', 'ACCOUNT_DELETED')
  }
  if (claims.sessionVersion < state.sessionVersion || folded.state(sessionStream, sessionFold).ended) {
    throw new DomainError('unauthenticated', 'Your session has ended. Please sign in again.', 'AUTH_EXPIRED')
  }
  if (!state.passwordChanged && !options.allowPendingPasswordChange) throw passwordChangeRequired()
  return state
}
