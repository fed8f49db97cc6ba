import { type EventStore, LOG_START, type LogPosition } from '@provender/events'
import type { StandingOrdersDue } from '../due.ts'

/**
 * A StandingOrdersDue for tests run without the query service (the command service's package
 * does not depend on it): every standing order the log holds, found by reading the log on from
 * where the last call stopped. The placer then decides on each stream, as it does on the read
 * model's answer; only the number of streams read differs.
 */
export function logDue(store: EventStore): StandingOrdersDue {
  const ids: string[] = []
  let after: LogPosition = LOG_START
  return {
    async due() {
      for (;;) {
        const batch = await store.readAll(after, 1000)
        for (const e of batch)
          if (e.event.type === 'StandingOrderCreated') ids.push(e.event.data.standingOrderId)
        after = batch.at(-1)?.position ?? after
        if (batch.length < 1000) break
      }
      return [...ids]
    },
  }
}
