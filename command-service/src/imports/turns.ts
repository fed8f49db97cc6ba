import { setImmediate as yieldToLoop } from 'node:timers/promises'

/** The longest an import keeps the event loop before letting other requests run (the bound is ~100 ms). */
export const TURN_MS = 20

/**
 * A pacer for a long loop over a file's rows: awaiting it is free until TURN_MS have passed,
 * then it gives the event loop a turn. An await on a value that is already there (a preloaded
 * stream) resumes as a microtask, before any other request's I/O, so a loop of such awaits
 * holds the loop as surely as a synchronous one.
 */
export function pacer(): () => Promise<void> {
  let since = performance.now()
  return async () => {
    if (performance.now() - since < TURN_MS) return
    await yieldToLoop()
    since = performance.now()
  }
}
