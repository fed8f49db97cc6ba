import { Gauge, type Metrics, type ReadinessCheck, readOncePerScrape } from '@provender/server-kit'
import type { Knex } from 'knex'

/** How far one projection is behind the log, read from its checkpoint and the log itself. */
export interface ProjectionLag {
  name: string
  /** Committed events past its checkpoint (counted up to LAG_COUNT_LIMIT). */
  eventsBehind: number
  /** Age of the oldest event it has not applied yet; 0 when it is at the head. */
  behindSeconds: number
  /** Time since its checkpoint was last written (null: never). */
  checkpointAgeSeconds: number | null
}

/** Counting stops here: past it, a projection is simply far behind (a replay is running). */
export const LAG_COUNT_LIMIT = 100_000

/**
 * Read at the moment it is asked (a scrape, a readiness probe), from the tables alone: no
 * hook in the runner, and right whichever process applied the events. Uses the log's commit
 * order (transaction_id, position), as the runner does.
 */
export async function projectionLags(knex: Knex, names: readonly string[]): Promise<ProjectionLag[]> {
  const { rows } = await knex.raw<{
    rows: { name: string; behind: string; behind_seconds: number | null; checkpoint_age: number | null }[]
  }>(
    `select n.name,
       (select count(*) from (select 1 from event_log e
          where (e.transaction_id, e.position) > (coalesce(c.transaction_id, '0')::xid8, coalesce(c.sequence, '0')::bigint)
          limit ${LAG_COUNT_LIMIT}) behind) as behind,
       (select extract(epoch from now() - e.recorded_at)::float8 from event_log e
          where (e.transaction_id, e.position) > (coalesce(c.transaction_id, '0')::xid8, coalesce(c.sequence, '0')::bigint)
          order by e.transaction_id, e.position limit 1) as behind_seconds,
       extract(epoch from now() - c.updated_at)::float8 as checkpoint_age
     from unnest(?::text[]) as n(name)
     left join projection_checkpoints c on c.name = n.name
     order by n.name`,
    [[...names]],
  )
  return rows.map((r) => ({
    name: r.name,
    eventsBehind: Number(r.behind),
    behindSeconds: Math.max(0, r.behind_seconds ?? 0),
    checkpointAgeSeconds: r.checkpoint_age === null ? null : Math.max(0, r.checkpoint_age),
  }))
}

/** Ready while no projection is further behind the log than `maxLagSeconds`. */
export function projectionsCaughtUp(
  knex: Knex,
  names: readonly string[],
  maxLagSeconds: number,
): ReadinessCheck {
  return {
    name: 'projections',
    async isReady() {
      const lags = await projectionLags(knex, names)
      return lags.every((l) => l.behindSeconds <= maxLagSeconds)
    },
  }
}

/** Registers the per-projection gauges, read from the database at each scrape. */
export function watchProjections(metrics: Metrics, knex: Knex, names: readonly string[]): void {
  // A scrape collects the three gauges at once: they share one read of the database.
  const read = readOncePerScrape(() => projectionLags(knex, names), 'projection lag')
  const gauge = (name: string, help: string, value: (lag: ProjectionLag) => number | null) =>
    new Gauge({
      name,
      help,
      labelNames: ['projection'] as const,
      registers: [metrics.registry],
      async collect() {
        const lags = await read()
        if (!lags) return
        this.reset()
        for (const lag of lags) {
          const v = value(lag)
          if (v !== null) this.set({ projection: lag.name }, v)
        }
      },
    })
  gauge(
    'provender_projection_lag_events',
    `Committed events a projection has not applied yet (counted up to ${LAG_COUNT_LIMIT})`,
    (l) => l.eventsBehind,
  )
  gauge(
    'provender_projection_lag_seconds',
    'Age of the oldest event a projection has not applied yet (0 at the head)',
    (l) => l.behindSeconds,
  )
  gauge(
    'provender_projection_checkpoint_age_seconds',
    'Time since a projection last stored its checkpoint',
    (l) => l.checkpointAgeSeconds,
  )
}
