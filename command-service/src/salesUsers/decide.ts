import type { DomainEvent, Profile } from '@provender/events'
import { conflict, invalid, notFound } from '@provender/events'
import type { CustomerState } from '../customers/customer.ts'
import { decideTransferCustomer } from '../customers/decide.ts'
import { decideDeleteUser, decideResetPassword, decideUpdateProfile } from '../users/decide.ts'
import type { UserState } from '../users/user.ts'

/**
 * The admin's sales-user screens reach sales users only: any other account (an admin,
 * the admin itself, a customer) is "not found" here, exactly like a missing one.
 */
function salesUser(state: UserState): UserState {
  if (state.status !== 'active' || state.role !== 'sales') throw notFound('User not found.')
  return state
}

export function decideUpdateSalesUser(command: Profile, state: UserState): DomainEvent[] {
  return decideUpdateProfile(command, salesUser(state))
}

export function decideResetSalesUserPassword(
  command: { passwordHash: string; resetBy: number },
  state: UserState,
): DomainEvent[] {
  return decideResetPassword(command, salesUser(state))
}

export const REASSIGN_REQUIRED = 'Choose a sales rep to take over the customers.'

/** The rep who takes over the customers: another active sales user. */
export function checkReassignTarget(deleted: UserState, target: UserState): void {
  if (target.status === 'active' && target.id === deleted.id) {
    throw invalid('Choose a sales rep other than the one being deleted.', [], 'INVALID_REASSIGN_TARGET')
  }
  if (target.status !== 'active' || target.role !== 'sales') {
    throw invalid('Choose an existing sales rep to take over the customers.', [], 'INVALID_REASSIGN_TARGET')
  }
}

/**
 * A sales user leaves only once none of its customers is left with it: they are all
 * transferred to the target first (each its own CustomerTransferred), so none is orphaned.
 */
export function decideDeleteSalesUser(
  command: { target: UserState; customersLeft: number },
  state: UserState,
): DomainEvent[] {
  const deleted = salesUser(state)
  checkReassignTarget(deleted, command.target)
  if (command.customersLeft > 0) {
    throw conflict(
      `${command.customersLeft} customer${command.customersLeft > 1 ? 's are' : ' is'} still assigned to this sales rep; try again.`,
      'CUSTOMERS_REMAIN',
    )
  }
  return decideDeleteUser({ reassignedTo: command.target.id }, deleted)
}

/**
 * One customer of a rep being deleted moves to the rep taking over. The candidate came from
 * a read model, which may lag: a customer no longer owned by that rep (or gone) is left as it is.
 */
export function decideHandOverCustomer(
  command: { fromSalesUserId: number; toSalesUserId: number },
  state: CustomerState,
): DomainEvent[] {
  if (state.status !== 'active' || state.salesUserId !== command.fromSalesUserId) return []
  return decideTransferCustomer({ toSalesUserId: command.toSalesUserId, reason: 'owner-deleted' }, state)
}
