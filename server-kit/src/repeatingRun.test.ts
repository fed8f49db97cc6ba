import { describe, expect, it } from 'vitest'
import { RepeatingRun, type RepeatingRunOptions } from './repeatingRun.ts'

/**
 * A run whose first pass waits until `release` is called, so requests made meanwhile pile up;
 * it counts its passes and the most that ever ran at once.
 */
function heldAtFirstPass(options: RepeatingRunOptions = { onError: () => {} }) {
  let release!: () => void
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  let passes = 0
  let running = 0
  let most = 0
  const run = new RepeatingRun(async () => {
    passes++
    most = Math.max(most, ++running)
    if (passes === 1) await released
    running--
  }, options)
  return { run, release, passes: () => passes, most: () => most }
}

describe('a repeating run', () => {
  it('answers a burst of requests during a pass with one more pass, never two at once', async () => {
    const held = heldAtFirstPass()
    const calls = [held.run.request(), held.run.request(), held.run.request(), held.run.request()]
    held.release()
    await Promise.all(calls)
    expect(held.passes()).toBe(2)
    expect(held.most()).toBe(1)
    expect(held.run.current).toBeNull()
  })

  it('reports a failed pass, ends the run, and runs again when asked', async () => {
    const errors: unknown[] = []
    let ended = 0
    let fail = true
    let passes = 0
    const run = new RepeatingRun(
      async () => {
        passes++
        if (fail) throw new Error('database away')
      },
      { onError: (e) => errors.push(e), finally: () => ended++ },
    )
    await run.request()
    fail = false
    await run.request()
    expect(errors).toHaveLength(1)
    expect(passes).toBe(2)
    expect(ended).toBe(2)
  })

  it('stops repeating when told to, and runs its after-step once per run', async () => {
    let after = 0
    const held = heldAtFirstPass({
      onError: () => {},
      keepGoing: () => false,
      afterPasses: () => void after++,
    })
    const calls = [held.run.request(), held.run.request()]
    held.release()
    await Promise.all(calls)
    expect(held.passes()).toBe(1)
    expect(after).toBe(1)
  })
})
