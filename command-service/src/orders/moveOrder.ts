import { randomUUID } from 'node:crypto'
import { readDeliveryFacts } from '../delivery/index.ts'
import type { CommandDeps } from '../deps.ts'
import type { CommandContext } from '../shared/commandHandler.ts'
import { claimAppends, readStock, type StockMap } from '../stock/claims.ts'
import { decideOrder } from './decide.ts'
import { type AlongsideOrder, executeWithSlots } from './deliverySlot.ts'
import type { OrderState } from './order.ts'

export interface MoveOrderRequest {
  deliveryDate: string
  reason: string
  outsideSchedule: boolean
}

/**
 * Moves an order to another delivery date, judged on its customer's schedule and the closures.
 * The caller checked the actor reaches it (reachableOrder: admins any, a rep its customers').
 */
export async function moveOrder(
  deps: Pick<CommandDeps, 'store' | 'settings'>,
  ctx: CommandContext,
  order: OrderState,
  request: MoveOrderRequest,
) {
  const facts = await readDeliveryFacts(deps, order.customerId, ctx.now)
  const command = {
    type: 'MoveOrder',
    toDate: request.deliveryDate,
    reason: request.reason,
    exceptionConfirmed: request.outsideSchedule,
    facts,
  } as const
  // The date left is freed and a free date moved to is taken (deliverySlot.ts); the lines take
  // the new date's stock as placing takes it: judged, and claimed in the same append (stock/).
  const stock: AlongsideOrder<StockMap> = {
    read: (s) =>
      readStock(
        deps.store,
        s.lines.map((l) => l.productId),
        { customerId: s.customerId, orderId: s.id },
        request.deliveryDate,
      ),
    appends: (facts, s, after, metadata) =>
      claimAppends(facts, after.lines, [], { orderId: s.id, customerId: s.customerId }, metadata, () =>
        randomUUID(),
      ),
  }
  return executeWithSlots(
    deps.store,
    ctx,
    order.id,
    (s, facts) => decideOrder({ ...command, stock: facts }, s),
    stock,
  )
}
