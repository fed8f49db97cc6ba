import type { Context } from 'koa'
import { z } from 'zod'
import type { CommandDeps } from '../deps.ts'
import { answer, commandContext } from '../http/session.ts'
import type { ManagedAccounts } from '../users/adminRoutes.ts'
import { decideSalesUser, REASSIGN_REQUIRED } from './decide.ts'
import { deleteSalesUser } from './deleteSalesUser.ts'

export const deleteQuery = z.object({
  reassignSalesUserId: z
    .string({ error: REASSIGN_REQUIRED })
    .regex(/^\d{1,9}$/, REASSIGN_REQUIRED)
    .transform(Number)
    .refine((n) => n > 0, REASSIGN_REQUIRED),
})

function firstValues(query: Context['query']): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(query).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]))
}

/** Sales users, as the admin's users paths reach them (see userAdminRoutes). */
export function salesUserAccounts(deps: CommandDeps): ManagedAccounts {
  return {
    decide: decideSalesUser,
    resetMessage: 'Sales user password reset to default. They must change it on next login.',
    async remove(ctx, id) {
      const { reassignSalesUserId } = deleteQuery.parse(firstValues(ctx.query))
      const { reassigned, position } = await deleteSalesUser(
        deps,
        commandContext(ctx, deps),
        id,
        reassignSalesUserId,
      )
      answer(ctx, 200, { message: 'Sales user deleted and customers reassigned.', reassigned }, position)
    },
  }
}
