import Router from '@koa/router'
import { invalid, notFound, parsePriceChangeId } from '@provender/events'
import type { CommandDeps } from '../deps.ts'
import { answer, authenticate, commandContext, currentUser, requireRole } from '../http/session.ts'
import { dismissPriceChange } from './dismissPriceChange.ts'

export function priceChangeRoutes(deps: CommandDeps): Router {
  const router = new Router()

  router.post('/api/price-changes/:id/dismiss', authenticate(deps), requireRole('customer'), async (ctx) => {
    const changeId = String(ctx.params.id ?? '')
    const parts = parsePriceChangeId(changeId)
    if (!parts) {
      throw invalid(
        'A price change id is a customer id and an event id, as the price changes list gives it.',
        [],
        'INVALID_PRICE_CHANGE_ID',
      )
    }
    const customerId = currentUser(ctx).id
    // Another customer's change answers like a missing one, before the log is even read.
    if (parts.customerId !== customerId) throw notFound('Price change not found.')
    const result = await dismissPriceChange(
      deps,
      commandContext(ctx, deps),
      customerId,
      changeId,
      parts.eventId,
    )
    answer(ctx, 200, { id: changeId, dismissed: true }, result.position)
  })

  return router
}
