import { describe, expect, it } from 'vitest'
import { RepeatingRun } from './repeatingRun.ts'

function gate() {
  let open!: () => void
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  return { open, opened }
}

describe('a repeating run', () => {
  it('answers a burst of requests during a pass with one more pass, never two at once', async () => {
    let passes = 0
    let concurrent = 0
    let most = 0
    const first = gate()
    const run = new RepeatingRun(
      async () => {
        concurrent++
        most = Math.max(most, concurrent)
        passes++
        if (passes === 1) await first.opened
        concurrent--
      },
      { onError: () => {} },
    )
    const calls = [run.request(), run.request(), run.request(), run.request()]
    first.open()
    await Promise.all(calls)
    expect(passes).toBe(2)
    expect(most).toBe(1)
    expect(run.current).toBeNull()
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
    let passes = 0
    let after = 0
    const first = gate()
    const run = new RepeatingRun(
      async () => {
        passes++
        if (passes === 1) await first.opened
      },
      { onError: () => {}, keepGoing: () => false, afterPasses: () => void after++ },
    )
    const calls = [run.request(), run.request()]
    first.open()
    await Promise.all(calls)
    expect(passes).toBe(1)
    expect(after).toBe(1)
  })
})
