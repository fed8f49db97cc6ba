import type { CommandDeps } from '@provender/command-service'
import { setAvailability } from '@provender/command-service/seeding'
import { addDays, type RecordedEvent, streams, wallClock } from '@provender/events'
import { by, seedTimes } from './context.ts'

type Deps = Pick<CommandDeps, 'store' | 'settings' | 'clock'>

/**
 * Stock in the demo (issue 36), for `npm start` only: heavy cream is out for the next five days
 * (fresh mozzarella or crème fraîche being its obvious substitutes), and fresh mozzarella is
 * limited to 4 cases a delivery date across customers. The tests' fixtures leave every product
 * available: the browser tests and the scale-out runs order from the whole list.
 */
export async function seedDemoStock(deps: Deps): Promise<void> {
  const { now, at } = seedTimes(deps.clock())
  const events: RecordedEvent[] = await deps.store.readStream(streams.email('admin@provender.test'))
  const reserved = events.findLast((e) => e.event.type === 'EmailReserved')
  if (reserved?.event.type !== 'EmailReserved') return
  const admin = by(at(now), reserved.event.data.userId, 'admin')
  const backOn = addDays(wallClock(now, deps.settings.TIME_ZONE).date, 5)
  await setAvailability(deps, admin, 'DRY-CRM-HVY', { status: 'out', until: backOn })
  await setAvailability(deps, admin, 'DRY-MOZ-FRS', {
    status: 'limited',
    quantity: 4,
    unit: 'case',
    per: 'date',
  })
}
