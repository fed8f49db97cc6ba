import type { EventStore } from '@provender/events'
import { categoryCreated } from '@provender/events/testing'
import { describe, expect, it } from 'vitest'
import { eventually, uniqueStream } from './helpers.ts'

/** `onAppended`: a listener is called after an append, and no more once it unsubscribed. */
export function describeWakeUpContract(store: EventStore): void {
  describe('wake-ups', () => {
    it('calls a listener after an append, and not once it has unsubscribed', async () => {
      let kept = 0
      let dropped = 0
      const stopKept = store.onAppended(() => {
        kept++
      })
      const stopDropped = store.onAppended(() => {
        dropped++
      })
      stopDropped()
      try {
        await store.append(uniqueStream('wake'), 'no_stream', [categoryCreated(1)])
        // The port does not say how soon; an adapter may learn of its commit asynchronously.
        await eventually(() => kept > 0, 5000)
        expect(kept).toBeGreaterThan(0)
        expect(dropped).toBe(0)
      } finally {
        stopKept()
      }
      const keptWhenStopped = kept
      await store.append(uniqueStream('wake-after'), 'no_stream', [categoryCreated(2)])
      await new Promise((resolve) => setTimeout(resolve, 100))
      expect(kept).toBe(keptWhenStopped)
    })
  })
}
