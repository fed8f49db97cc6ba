import Router from '@koa/router'
import { fromCents, hasAtMostTwoDecimals, streams, toCents } from '@provender/events'
import { z } from 'zod'
import { managedCustomerAt } from '../customers/checks.ts'
import type { CommandDeps } from '../deps.ts'
import { answer, authenticate, commandContext, currentUser, requireRole } from '../http/session.ts'
import { execute } from '../shared/commandHandler.ts'
import { decideOrderRequirements, orderRequirementsAggregate } from './orderRequirements.ts'

const MINIMUM_MESSAGE = 'The minimum order must be an amount of $0.01 to $100,000, or empty for none.'

export const orderRequirementsBody = z
  .object(
    {
      poNumberRequired: z.boolean({ error: 'Say whether every order needs a PO number: true or false.' }),
      /** In dollars, as prices are; null: no minimum. */
      minimumOrder: z
        .number({ error: MINIMUM_MESSAGE })
        .positive(MINIMUM_MESSAGE)
        .max(100_000, MINIMUM_MESSAGE)
        .refine(hasAtMostTwoDecimals, 'The minimum order can have at most two decimals.')
        .nullable(),
      /** Issue 36: lines allow a named substitute unless they say not. Absent: unchanged. */
      substitutesAllowed: z
        .boolean({ error: 'Say whether lines allow a substitute by default: true or false.' })
        .optional(),
    },
    { error: 'Send the order requirements as a JSON object.' },
  )
  .strict()

export type OrderRequirementsAnswer = {
  poNumberRequired: boolean
  minimumOrder: number | null
  substitutesAllowed: boolean
}

/** What every order of a customer must carry: staff who manage the customer set it. */
export function orderRequirementsRoutes(deps: CommandDeps): Router {
  const router = new Router()
  router.put(
    '/api/customers/:id/order-requirements',
    authenticate(deps),
    requireRole('admin', 'sales'),
    async (ctx) => {
      const customerId = await managedCustomerAt(deps, currentUser(ctx), ctx.params.id)
      const body = orderRequirementsBody.parse(ctx.request.body)
      const minimumOrderCents = body.minimumOrder === null ? null : toCents(body.minimumOrder)
      const result = await execute(
        deps.store,
        commandContext(ctx, deps),
        streams.orderRequirements(customerId),
        orderRequirementsAggregate,
        (state) =>
          decideOrderRequirements(
            {
              type: 'SetOrderRequirements',
              customerId,
              poNumberRequired: body.poNumberRequired,
              minimumOrderCents,
              substitutesAllowed: body.substitutesAllowed,
            },
            state,
          ),
      )
      const saved: OrderRequirementsAnswer = {
        poNumberRequired: body.poNumberRequired,
        minimumOrder: minimumOrderCents === null ? null : fromCents(minimumOrderCents),
        substitutesAllowed: result.state.substitutesAllowed ?? false,
      }
      answer(ctx, 200, saved, result.position)
    },
  )
  return router
}
