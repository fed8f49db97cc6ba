import Router from '@koa/router'
import { availabilityInputSchema, productIdSchema } from '@provender/events'
import type { CommandDeps } from '../deps.ts'
import { answer, authenticate, commandContext, requireRole } from '../http/session.ts'
import { availabilityOf, setAvailability } from './setAvailability.ts'

/** Stock is the admin's to set (issue 36); reps and auditors read it on the query side. */
export function stockRoutes(deps: CommandDeps): Router {
  const router = new Router()
  router.put('/api/products/:id/availability', authenticate(deps), requireRole('admin'), async (ctx) => {
    const productId = productIdSchema.parse(ctx.params.id)
    const availability = availabilityOf(availabilityInputSchema.parse(ctx.request.body))
    const result = await setAvailability(deps, commandContext(ctx, deps), productId, availability)
    answer(ctx, 200, { id: productId, availability: result.state.availability }, result.position)
  })
  return router
}
