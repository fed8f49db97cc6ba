import {
  type AppendResult,
  comparePositions,
  type EventStore,
  type LogPosition,
  type RecordedEvent,
} from '@provender/events'
import { expect } from 'vitest'

// What the contract's tests share: stream names of their own, refusals, reading the log as a follower.

/** Tests share one store, so each stream name carries a suffix no other test (or run) uses. */
export function uniqueStream(label: string): string {
  return `contract-${label}-${crypto.randomUUID().slice(0, 8)}`
}

/** The error an append was refused with; fails the test when the append was accepted instead. */
export function refusal(attempt: Promise<AppendResult | AppendResult[]>): Promise<unknown> {
  return attempt.then(
    (result) => {
      throw new Error(`expected the append to be refused, it was stored: ${JSON.stringify(result)}`)
    },
    (error: unknown) => error,
  )
}

export const idsOf = (events: readonly { id: string }[]): string[] => events.map((e) => e.id)

/**
 * The next page of the log after `checkpoint`. A page that does not move past its starting point
 * would keep a follower reading the same events forever, so it fails the read instead.
 */
export async function nextPage(
  store: EventStore,
  checkpoint: LogPosition,
  pageSize: number,
): Promise<RecordedEvent[]> {
  const page = await store.readAll(checkpoint, pageSize)
  const reached = page.at(-1)?.position
  if (reached && comparePositions(reached, checkpoint) <= 0) {
    throw new Error(`readAll after ${JSON.stringify(checkpoint)} did not move past it`)
  }
  return page
}

/**
 * Everything after `after`, read the way a log follower reads it, in pages of `pageSize`. An empty
 * page only means "nothing safe to read yet", so callers must have no append in flight: then
 * it is the end of the log.
 */
export async function readLogAfter(
  store: EventStore,
  after: LogPosition,
  pageSize: number,
): Promise<{ events: RecordedEvent[]; pageLengths: number[] }> {
  const events: RecordedEvent[] = []
  const pageLengths: number[] = []
  let checkpoint = after
  for (;;) {
    const page = await nextPage(store, checkpoint, pageSize)
    if (page.length === 0) return { events, pageLengths }
    events.push(...page)
    pageLengths.push(page.length)
    checkpoint = page.at(-1)!.position
  }
}

export function expectStrictlyIncreasing(positions: LogPosition[]): void {
  for (let i = 1; i < positions.length; i++) {
    expect(
      comparePositions(positions[i - 1]!, positions[i]!),
      `position ${i} must come after position ${i - 1}`,
    ).toBe(-1)
  }
}

export async function eventually(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5))
}
