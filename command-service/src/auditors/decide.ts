import type { DomainEvent, Profile } from '@provender/events'
import { notFound } from '@provender/events'
import { decideDeleteUser, decideResetPassword, decideUpdateProfile } from '../users/decide.ts'
import type { UserState } from '../users/user.ts'

/**
 * The admin's auditor screens reach auditors only: any other account is "not found" here,
 * exactly like a missing one (the sales-user screens have their own rules).
 */
function auditor(state: UserState): UserState {
  if (state.status !== 'active' || state.role !== 'auditor') throw notFound('User not found.')
  return state
}

export function isAuditor(state: UserState): boolean {
  return state.status === 'active' && state.role === 'auditor'
}

export function decideUpdateAuditor(command: Profile, state: UserState): DomainEvent[] {
  return decideUpdateProfile(command, auditor(state))
}

export function decideResetAuditorPassword(
  command: { passwordHash: string; resetBy: number },
  state: UserState,
): DomainEvent[] {
  return decideResetPassword(command, auditor(state))
}

/** An auditor owns no customers, so it leaves without a hand-over. */
export function decideDeleteAuditor(state: UserState): DomainEvent[] {
  return decideDeleteUser({ reassignedTo: null }, auditor(state))
}
