import type { CommandDeps } from '@provender/command-service'
import { setProductSubstitutes } from '@provender/command-service/seeding'
import { type RecordedEvent, streams } from '@provender/events'
import { by, seedTimes } from './context.ts'

type Deps = Pick<CommandDeps, 'store' | 'clock'>

/**
 * Substitutes in the demo (issue 36), with DEMO_DELIVERY only: heavy cream, which the stock demo
 * marks out, names unsalted butter and fresh mozzarella, so a short cream line offers them at
 * fulfilment. The tests' fixtures name none.
 */
export async function seedDemoSubstitutes(deps: Deps): Promise<void> {
  const { now, at } = seedTimes(deps.clock())
  const events: RecordedEvent[] = await deps.store.readStream(streams.email('admin@provender.test'))
  const reserved = events.findLast((e) => e.event.type === 'EmailReserved')
  if (reserved?.event.type !== 'EmailReserved') return
  const admin = by(at(now), reserved.event.data.userId, 'admin')
  await setProductSubstitutes(deps, admin, 'DRY-CRM-HVY', ['DRY-BUT-UNS', 'DRY-MOZ-FRS'])
}
