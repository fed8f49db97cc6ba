import type { EventStore, LogPosition, RecordedEvent } from '@provender/events'

/**
 * How far the notifier trails the orders, read from the log alone: for each order's
 * confirmation ('order-placed'), OrderPlaced's recordedAt to its NotificationQueued's, and to
 * its NotificationSent's. Shared by the lag probe (lagProbe.int.test.ts) and the bench's
 * notifier row (scripts/benchNotifier.mts), so both measure the same thing.
 */
export interface Spread {
  count: number
  p50: number
  p95: number
  p99: number
  max: number
}

export interface NotifierLag {
  /** OrderPlaced to its confirmation queued, ms. */
  queued: Spread
  /** OrderPlaced to its confirmation recorded as sent, ms (only confirmations sent so far). */
  sent: Spread
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!
}

function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b)
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
  }
}

/**
 * Calls `act(i)` for i = 0 .. total-1 at `perSecond`, open loop: the pace does not wait for
 * the answers (a slow append delays nothing after it). Answers the rate achieved.
 */
export async function offerAtRate(
  total: number,
  perSecond: number,
  act: (i: number) => Promise<unknown>,
): Promise<number> {
  const started = performance.now()
  const inFlight: Promise<unknown>[] = []
  for (let i = 0; i < total; i++) {
    const wait = started + (i * 1000) / perSecond - performance.now()
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    inFlight.push(act(i))
  }
  await Promise.all(inFlight)
  return total / ((performance.now() - started) / 1000)
}

/** What the log says after `after`, folded as it is read (a bench log is too big to hold twice). */
class LagReader {
  private readonly placedAt = new Map<string, number>()
  /** notification id -> the OrderPlaced event that caused it. */
  private readonly causeOf = new Map<string, string>()
  readonly queued: number[] = []
  readonly sent: number[] = []

  constructor(private position: LogPosition) {}

  async read(store: EventStore): Promise<void> {
    for (;;) {
      const page = await store.readAll(this.position, 5_000)
      for (const e of page) this.take(e)
      if (page.length > 0) this.position = page.at(-1)!.position
      if (page.length < 5_000) return
    }
  }

  private take(e: RecordedEvent): void {
    const at = e.recordedAt.getTime()
    const { event } = e
    if (event.type === 'OrderPlaced') this.placedAt.set(e.id, at)
    else if (event.type === 'NotificationQueued' && event.data.kind === 'order-placed') {
      const cause = e.metadata.causationId
      const placed = cause === null ? undefined : this.placedAt.get(cause)
      if (cause === null || placed === undefined) return
      this.causeOf.set(event.data.notificationId, cause)
      this.queued.push(at - placed)
    } else if (event.type === 'NotificationSent') {
      const cause = this.causeOf.get(event.data.notificationId)
      if (cause !== undefined) this.sent.push(at - this.placedAt.get(cause)!)
    }
  }
}

/**
 * Reads the log after `after` until `orders` confirmations are queued (and, with `untilSent`,
 * recorded as sent), or `timeoutMs` passes; answers the lags of those seen by then.
 */
export async function notifierLag(
  store: EventStore,
  after: LogPosition,
  options: { orders: number; untilSent: boolean; timeoutMs: number },
): Promise<NotifierLag> {
  const reader = new LagReader(after)
  const deadline = Date.now() + options.timeoutMs
  for (;;) {
    await reader.read(store)
    const done =
      reader.queued.length >= options.orders && (!options.untilSent || reader.sent.length >= options.orders)
    if (done || Date.now() > deadline) break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return { queued: spread(reader.queued), sent: spread(reader.sent) }
}

/** One line for a log or a report: `n=… p50=…ms p95=…ms p99=…ms max=…ms`. */
export function describeSpread(s: Spread): string {
  const ms = (x: number) => `${Math.round(x)}ms`
  return `n=${s.count} p50=${ms(s.p50)} p95=${ms(s.p95)} p99=${ms(s.p99)} max=${ms(s.max)}`
}
