import { setTimeout as sleep } from 'node:timers/promises'
import { WrongExpectedRevisionError } from '@provender/events'

/** How often a decision is made again after a concurrent writer moved one of its streams. */
export const MAX_ATTEMPTS = 12
/** The longest pause between two attempts, in milliseconds. */
const MAX_PAUSE_MS = 50

/**
 * Runs `attempt` again while a concurrent writer refuses its append, on fresh state each time,
 * up to MAX_ATTEMPTS. Between attempts it pauses a random moment that grows with each refusal,
 * so writers that collided once (a burst of orders for one customer's date) spread out instead
 * of colliding again in step. Any other failure, or the last refusal, is thrown.
 */
export async function retryOnConflict<T>(attempt: (n: number) => Promise<T>): Promise<T> {
  for (let n = 1; ; n++) {
    try {
      return await attempt(n)
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError) || n >= MAX_ATTEMPTS) throw error
    }
    await sleep(Math.random() * Math.min(MAX_PAUSE_MS, 2 ** n))
  }
}
