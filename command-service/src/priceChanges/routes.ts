import Router from '@koa/router'
import { invalid, notFound, parsePriceChangeId, streams } from '@provender/events'
import type { CommandDeps } from '../deps.ts'
import { answer, authenticate, commandContext, currentUser, requireRole } from '../http/session.ts'
import { execute } from '../shared/commandHandler.ts'
import { decideDismissPriceChange, priceChangesAggregate } from './priceChanges.ts'

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
    const priceEvent = (await deps.store.findEvent(parts.eventId))?.event ?? null
    const result = await execute(
      deps.store,
      commandContext(ctx, deps),
      streams.priceChanges(customerId),
      priceChangesAggregate,
      (s) => decideDismissPriceChange({ customerId, changeId, priceEvent }, s),
    )
    answer(ctx, 200, { id: changeId, dismissed: true }, result.position)
  })

  return router
}
