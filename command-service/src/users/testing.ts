import type { EventOf, Role } from '@provender/events'
import { eventExamples } from '@provender/events/testing'
import { given } from '../shared/givenWhenThen.ts'
import type { RegisterUser } from './decide.ts'
import { type UserState, userAggregate } from './user.ts'

/** For tests: an account's registration, the catalogue's example (Dana, user 7, sales) unless overridden. */
export function registered(overrides: Partial<RegisterUser> = {}): EventOf<'UserRegistered'> {
  return { type: 'UserRegistered', data: { ...eventExamples.UserRegistered, ...overrides } }
}

/** For tests: user `userN@provender.test` of a role, who chose its password (the admin screens' accounts). */
export function staffRegistered(userId: number, role: Role = 'sales'): EventOf<'UserRegistered'> {
  return registered({ userId, role, email: `user${userId}@provender.test`, passwordChanged: true })
}

export function userDeleted(userId = 7, reassignedTo: number | null = null): EventOf<'UserDeleted'> {
  return { type: 'UserDeleted', data: { userId, role: 'sales', reassignedTo } }
}

/** An account's state after its events; none gives an account that never existed. */
export function account(...events: EventOf<'UserRegistered' | 'UserDeleted'>[]): UserState {
  return given(userAggregate, ...events)
}

export const userNotFound = { kind: 'not-found', message: 'User not found.', code: undefined, issues: [] }
