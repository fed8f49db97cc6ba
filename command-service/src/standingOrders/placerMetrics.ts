import { Counter, Gauge, type Metrics } from '@provender/server-kit'
import type { PlacerTick } from './placer.ts'

/** Told at the end of each placer pass that got through (see PlacerDeps.observer). */
export type PlacerObserver = (tick: PlacerTick) => void

/**
 * The placer's pulse: when its last pass ended (wall time, whatever clock it judges cut-offs
 * by), and the dates it placed and reported missed. A pass that throws leaves the time as it
 * was, so a placer that cannot read what is due shows as stalled.
 */
export function placerMetrics(metrics: Metrics): PlacerObserver {
  const lastPass = new Gauge({
    name: 'provender_standing_orders_last_pass_timestamp_seconds',
    help: 'When the standing-order placer last finished a pass (unix seconds)',
    registers: [metrics.registry],
  })
  const counter = (name: string, help: string) => new Counter({ name, help, registers: [metrics.registry] })
  const placed = counter('provender_standing_orders_placed_total', 'Standing-order dates placed as orders')
  const missed = counter(
    'provender_standing_orders_missed_total',
    'Standing-order dates reported missed (their cut-off passed with nothing placeable)',
  )
  const failed = counter(
    'provender_standing_orders_failed_total',
    'Standing orders whose placement failed in a pass (tried again at the next)',
  )
  return (tick) => {
    lastPass.set(Date.now() / 1000)
    placed.inc(tick.placed)
    missed.inc(tick.missed)
    failed.inc(tick.failed)
  }
}
