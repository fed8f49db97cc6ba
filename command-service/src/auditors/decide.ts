import { type AccountEdit, decideAccountWithRole, decideUser } from '../users/decide.ts'

/** What the admin's auditor screens do to an auditor account; any other account is not found there. */
export type AuditorCommand = AccountEdit | { type: 'DeleteAuditor' }

export const decideAuditor = decideAccountWithRole<{ type: 'DeleteAuditor' }>(
  'auditor',
  (_command, auditor) =>
    // An auditor owns no customers, so it leaves without a hand-over.
    decideUser({ type: 'DeleteUser', reassignedTo: null }, auditor),
)
