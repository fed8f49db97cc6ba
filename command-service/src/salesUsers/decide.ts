import type { EventsOf } from '@provender/events'
import { conflict, invalid } from '@provender/events'
import type { CustomerState } from '../customers/customer.ts'
import { decideCustomer } from '../customers/decide.ts'
import { type AccountEdit, decideAccountWithRole, decideUser } from '../users/decide.ts'
import type { UserState } from '../users/user.ts'

/**
 * A sales user leaves only once none of its customers is left with it: they are all
 * transferred to the target first (each its own CustomerTransferred), so none is orphaned.
 */
interface DeleteSalesUser {
  type: 'DeleteSalesUser'
  target: UserState
  customersLeft: number
}

/**
 * What the admin's sales-user screens do to a sales user; any other account is not found there.
 * A password reset raises the session version: the rep's open sessions end with AUTH_EXPIRED.
 */
export type SalesUserCommand = AccountEdit | DeleteSalesUser

export const decideSalesUser = decideAccountWithRole<DeleteSalesUser>('sales', (command, rep) => {
  checkReassignTarget(rep, command.target)
  if (command.customersLeft > 0) {
    const left = command.customersLeft
    throw conflict(
      `${left} customer${left > 1 ? 's are' : ' is'} still assigned to this sales rep; try again.`,
      'CUSTOMERS_REMAIN',
    )
  }
  return decideUser({ type: 'DeleteUser', reassignedTo: command.target.id }, rep)
})

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
 * One customer of a rep being deleted moves to the rep taking over. The candidate came from
 * a read model, which may lag: a customer no longer owned by that rep (or gone) is left as it is.
 */
export function decideHandOverCustomer(
  command: { fromSalesUserId: number; toSalesUserId: number },
  state: CustomerState,
): EventsOf<'customer'>[] {
  if (state.status !== 'active' || state.salesUserId !== command.fromSalesUserId) return []
  return decideCustomer(
    { type: 'TransferCustomer', toSalesUserId: command.toSalesUserId, reason: 'owner-deleted' },
    state,
  )
}
