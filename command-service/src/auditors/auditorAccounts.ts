import { streams } from '@provender/events'
import type { CommandDeps } from '../deps.ts'
import { answer, commandContext } from '../http/session.ts'
import { executeTogether } from '../shared/executeTogether.ts'
import { releaseClaim } from '../shared/withClaim.ts'
import type { ManagedAccounts } from '../users/adminRoutes.ts'
import { emailClaims } from '../users/emailClaims.ts'
import { userAggregate } from '../users/user.ts'
import { decideAuditor } from './decide.ts'

/** Auditor accounts, as the admin's users paths reach them (see userAdminRoutes). */
export function auditorAccounts(deps: CommandDeps): ManagedAccounts {
  return {
    decide: decideAuditor,
    resetMessage: 'Auditor password reset to default. They must change it on next login.',
    async remove(ctx, id) {
      // The account's deletion and its address given back: one append.
      const { position } = await executeTogether(deps.store, commandContext(ctx, deps), async (change) => {
        const deleted = await change.decide(streams.user(id), userAggregate, (s) =>
          decideAuditor({ type: 'DeleteAuditor' }, s),
        )
        await releaseClaim(change, emailClaims, { email: deleted.state.email, userId: id })
      })
      answer(ctx, 200, { message: 'Auditor deleted.' }, position)
    },
  }
}
