import type { CommandDeps } from '@provender/command-service'
import {
  addClosure,
  createStandingOrder,
  customerAggregate,
  decideOrderRequirements,
  execute,
  load,
  orderRequirementsAggregate,
  productAggregate,
  setCustomerSchedule,
} from '@provender/command-service/seeding'
import { type RecordedEvent, streams, wallClock } from '@provender/events'
import { seedChangedOrder } from './changedOrder.ts'
import { by, seedTimes } from './context.ts'

type Deps = Pick<CommandDeps, 'store' | 'ids' | 'settings' | 'clock'>

const userIdOf = async (deps: Deps, email: string): Promise<number | null> => {
  const events: RecordedEvent[] = await deps.store.readStream(streams.email(email))
  const reserved = events.findLast((e) => e.event.type === 'EmailReserved')
  return reserved?.event.type === 'EmailReserved' ? reserved.event.data.userId : null
}

/**
 * A distributor's week in the demo (issue 25), for `npm start` only (the tests' fixtures leave
 * orders unscheduled, as the spec has them): Harbor Fish House gets deliveries on Tuesday and
 * Friday, orders in by 10:00 pm the day before, with a weekly standing order made by its rep
 * from its latest order, and its next delivery day's order changed by its chef before the cut-off;
 * nothing ships on the next Christmas Day. Tavola Trattoria's bookkeeper needs a PO number on every
 * order (issue 36).
 */
export async function seedDemoDelivery(deps: Deps): Promise<void> {
  const { now } = seedTimes(deps.clock())
  const [admin, sam, harbor, priya, tavola] = await Promise.all([
    userIdOf(deps, 'admin@provender.test'),
    userIdOf(deps, 'sam.reyes@provender.test'),
    userIdOf(deps, 'chef@harborfishhouse.test'),
    userIdOf(deps, 'priya.nair@provender.test'),
    userIdOf(deps, 'kitchen@tavolatrattoria.test'),
  ])
  if (!admin || !sam || !harbor) return
  const system = seedTimes(now).at(now)
  if (priya && tavola) {
    await execute(
      deps.store,
      by(system, priya, 'sales'),
      streams.orderRequirements(tavola),
      orderRequirementsAggregate,
      (state) =>
        decideOrderRequirements(
          {
            type: 'SetOrderRequirements',
            customerId: tavola,
            poNumberRequired: true,
            minimumOrderCents: null,
          },
          state,
        ),
    )
  }
  const days = [2, 5].map((weekday) => ({ weekday, cutoffDaysBefore: 1, cutoffTime: '22:00' }))
  await setCustomerSchedule(deps, by(system, sam, 'sales'), harbor, days)

  const today = wallClock(now, deps.settings.TIME_ZONE).date
  const year = Number(today.slice(0, 4)) + (today.slice(5) >= '12-25' ? 1 : 0)
  const christmas = `${year}-12-25`
  await addClosure(deps, by(system, admin, 'admin'), {
    from: christmas,
    to: christmas,
    reason: 'Christmas Day',
    standingMove: null,
  })

  const items = await usualItems(deps, harbor)
  if (items.length > 0) {
    const actor = { id: sam, role: 'sales' as const }
    await createStandingOrder(deps, by(system, sam, 'sales'), actor, {
      customerId: harbor,
      items,
      everyWeeks: 1,
    })
  }
  // Its next delivery day's order, taken by Sam and changed by its chef before the cut-off (the
  // standing order merges into it at the cut-off).
  await seedChangedOrder(deps, { customerId: harbor, repId: sam }, items)
}

/** Three lines of the customer's price list, in amounts a kitchen orders each week. */
async function usualItems(deps: Deps, customerId: number) {
  const { state: customer } = await load(deps.store, streams.customer(customerId), customerAggregate)
  const items = []
  for (const productId of Object.keys(customer.prices).slice(0, 3)) {
    const { state: product } = await load(deps.store, streams.product(productId), productAggregate)
    if (product.status !== 'active') continue
    const { unitType, packsPerCase } = product.fields
    items.push(
      unitType === 'weight'
        ? { productId, quantity: 12.5, quantityType: 'weight' as const }
        : {
            productId,
            quantity: 2,
            quantityType: (packsPerCase ?? 1) > 1 ? ('case' as const) : ('pack' as const),
          },
    )
  }
  return items
}
