import type { CommandDeps } from '@provender/command-service'
import {
  changeOrder,
  load,
  type OrderItemRequest,
  orderAggregate,
  placeOrder,
  userAggregate,
} from '@provender/command-service/seeding'
import { DomainError, streams } from '@provender/events'
import { by, seedTimes } from './context.ts'

type Deps = Pick<CommandDeps, 'store' | 'ids' | 'settings' | 'clock'>

/**
 * An order its customer changed before the cut-off (issue 36), for `npm start`: Sam took Harbor
 * Fish House's order for its next delivery day by phone (two of its usual lines), then the chef,
 * in the app the evening before, ordered one more of the first and added the third. Its history,
 * the order's detail and the timeline show the change with who and when. A change closes at the
 * date's cut-off, not with the ordering hours, so this seeds at any time of day; should the seed's
 * moment refuse it anyway (a product out), the demo goes without it.
 */
export async function seedChangedOrder(
  deps: Deps,
  people: { customerId: number; repId: number },
  usual: OrderItemRequest[],
) {
  if (usual.length < 3) return
  const { customerId, repId } = people
  const { now } = seedTimes(deps.clock())
  const moment = seedTimes(now).at(now)
  const [first, second, third] = usual as [OrderItemRequest, OrderItemRequest, OrderItemRequest]
  const userOf = async (id: number) => (await load(deps.store, streams.user(id), userAggregate)).state
  try {
    const rep = await userOf(repId)
    const placed = await placeOrder(deps, by(moment, repId, 'sales'), {
      customerId,
      items: [first, second],
      key: null,
      placedBy: { userId: repId, name: `${rep.firstName} ${rep.lastName}` },
      outsideWindowConfirmed: true,
    })
    const orderId = 'placed' in placed ? placed.placed.orderId : placed.merged.orderId
    const { state: order } = await load(deps.store, streams.order(orderId), orderAggregate)
    await changeOrder(deps, by(moment, customerId, 'customer'), await userOf(customerId), order, {
      items: [{ ...first, quantity: first.quantity + 1 }, second, third],
      version: 0,
      afterCutoff: false,
      belowMinimum: false,
    })
  } catch (error) {
    if (!(error instanceof DomainError)) throw error
  }
}
