import { type EventsOf, notFound, type Profile } from '@provender/events'
import { assertNever } from '../shared/aggregate.ts'
import { decideUser } from '../users/decide.ts'
import type { UserState } from '../users/user.ts'

/** What the customer screens do to a customer's login (its user stream). */
export type CustomerLoginCommand =
  /** The contact fields of the customer form live on the customer's login. */
  | { type: 'UpdateProfile'; profile: Profile }
  /** Back to the default password, to be changed at the next login; open sessions end. */
  | { type: 'ResetPassword'; passwordHash: string; resetBy: number }
  /** The customer's login goes with it; already gone, nothing more happens. */
  | { type: 'DeleteCustomerLogin' }

/** The user decision, on a login reached through the customer: any other account is not a customer here. */
export function decideCustomerLogin(command: CustomerLoginCommand, state: UserState): EventsOf<'user'>[] {
  switch (command.type) {
    case 'UpdateProfile':
    case 'ResetPassword':
      return decideUser(command, customerLogin(state))
    case 'DeleteCustomerLogin':
      if (state.status !== 'active') return []
      return decideUser({ type: 'DeleteUser', reassignedTo: null }, customerLogin(state))
    default:
      return assertNever(command)
  }
}

function customerLogin(state: UserState): UserState {
  if (state.status === 'active' && state.role !== 'customer') throw notFound('Customer not found.')
  return state
}
