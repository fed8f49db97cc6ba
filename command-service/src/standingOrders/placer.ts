import type { EventStore } from '@provender/events'
import {
  type Database,
  type IdAllocator,
  logger,
  type Metrics,
  postgresIdAllocator,
  RepeatingRun,
  type Settings,
} from '@provender/server-kit'
import type { StandingOrdersDue } from './due.ts'
import { placeDue } from './placeDue.ts'
import { LOOK_BACK_DAYS } from './placement.ts'
import { type PlacerObserver, placerMetrics } from './placerMetrics.ts'

export interface PlacerDeps {
  store: EventStore
  ids: IdAllocator
  /** The time cut-offs are judged at; tests move it. */
  clock: () => Date
  /** TIME_ZONE: the distributor's, of delivery dates and cut-offs. */
  timeZone: string
  /** Which standing orders may have a date to place (the query service's read model). */
  due: StandingOrdersDue
  /** Standing orders placed at once: their streams are read and appended concurrently. */
  concurrency?: number
  /** Told what each pass did (placerMetrics.ts). */
  observer?: PlacerObserver
}

/** What the last pass did: standing orders looked at, dates placed and dates reported missed. */
export interface PlacerTick {
  looked: number
  placed: number
  missed: number
  /** Standing orders whose placement failed this pass (tried again at the next). */
  failed: number
}

const DAY_MS = 86_400_000

/**
 * The standing-order placer: at each tick, every date whose cut-off has passed is placed at the
 * prices in force, or reported missed, exactly once (placeDue.ts), however many processes run
 * it, whenever they crash, and however the clock jumps; a restart catches up LOOK_BACK_DAYS.
 * A tick runs once at a time (RepeatingRun): asked during a pass, it makes one more.
 */
export class StandingOrderPlacer {
  private readonly run: RepeatingRun
  private timer: NodeJS.Timeout | null = null
  private last: PlacerTick = { looked: 0, placed: 0, missed: 0, failed: 0 }

  constructor(private readonly deps: PlacerDeps) {
    this.run = new RepeatingRun(() => this.pass(), {
      onError: (error) =>
        logger().error({ err: error }, 'standing-order placement failed; retried next tick'),
    })
  }

  /** Ticks now (a restart catches up) and every `intervalMs` after. */
  start(intervalMs = 60_000): void {
    this.timer = setInterval(() => void this.run.request(), intervalMs)
    this.timer.unref()
    void this.run.request()
  }

  /** Finishes the pass in hand, then stops ticking. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer)
    this.timer = null
    await this.run.current
  }

  /** One tick: what it did (the pass in progress joined, and one more made after it). */
  async tick(): Promise<PlacerTick> {
    await this.run.request()
    return this.last
  }

  private async pass(): Promise<void> {
    const now = this.deps.clock()
    const ids = await this.deps.due.due({ from: new Date(now.getTime() - LOOK_BACK_DAYS * DAY_MS), to: now })
    const tick: PlacerTick = { looked: ids.length, placed: 0, missed: 0, failed: 0 }
    const concurrency = this.deps.concurrency ?? 32
    let next = 0
    const worker = async () => {
      while (next < ids.length) {
        const id = ids[next++]!
        try {
          const done = await placeDue(this.deps, id, now)
          tick.placed += done.placed
          tick.missed += done.missed
        } catch (error) {
          // One standing order's trouble (a lost connection) does not hold up the others.
          tick.failed += 1
          logger().error({ err: error, standingOrderId: id }, 'standing order not placed; retried next tick')
        }
      }
    }
    await Promise.all(Array.from({ length: Math.min(concurrency, ids.length) }, worker))
    this.last = tick
    this.deps.observer?.(tick)
    if (tick.placed || tick.missed || tick.failed) logger().info(tick, 'standing orders placed')
  }
}

/**
 * The placer as a command service runs it (STANDING_ORDERS, every STANDING_ORDERS_TICK_SECONDS):
 * started after the doors open or before, it does not matter (each date is placed once).
 */
export function startStandingOrderPlacer(parts: {
  knex: Database['knex']
  store: EventStore
  settings: Pick<Settings, 'TIME_ZONE' | 'STANDING_ORDERS_TICK_SECONDS'>
  due: StandingOrdersDue
  clock?: () => Date
  /** The process's metrics: the placer's last pass and its counts. */
  metrics?: Metrics
}): StandingOrderPlacer {
  const placer = new StandingOrderPlacer({
    store: parts.store,
    ids: postgresIdAllocator(parts.knex),
    clock: parts.clock ?? (() => new Date()),
    timeZone: parts.settings.TIME_ZONE,
    due: parts.due,
    ...(parts.metrics ? { observer: placerMetrics(parts.metrics) } : {}),
  })
  placer.start(parts.settings.STANDING_ORDERS_TICK_SECONDS * 1000)
  return placer
}
