import type { EventStore } from '@provender/events'
import {
  connect,
  databaseWritable,
  eventStoreMigrations,
  type HealthOptions,
  Metrics,
  migrationsDone,
  type SessionKeys,
  type Settings,
} from '@provender/server-kit'
import type { Knex } from 'knex'
import { allProjections } from './projections/all.ts'
import { projectionsCaughtUp, watchProjections } from './projections/lag.ts'
import { readModelMigrations } from './projections/migrations.ts'
import { ProjectionRunner } from './projections/runner.ts'
import { ReadReplica } from './replica/readReplica.ts'
import { routedKnex } from './replica/readRouting.ts'
import { watchReplica } from './replica/replicaMetrics.ts'

export interface QueryDeps {
  /** Where the routes read: the primary, or per request the replica (READ_DATABASE_URL). */
  knex: Knex
  /** The streaming replica reads may go to; null without READ_DATABASE_URL. Started by the root. */
  replica: ReadReplica | null
  /** The log itself, where each read checks its session (the read models may lag it). */
  store: EventStore
  runner: ProjectionRunner
  sessions: SessionKeys
  settings: Pick<
    Settings,
    'TIME_ZONE' | 'CONSISTENCY_WAIT_MS' | 'DISTRIBUTOR_NAME' | 'DISTRIBUTOR_ADDRESS' | 'DISTRIBUTOR_LOGO'
  >
  clock: () => Date
  /** This process's metrics (GET /metrics), and what /health/ready checks. */
  metrics: Metrics
  health: HealthOptions
}

/** What a composition root has at hand: the settings, the database and the shared parts. */
export interface QueryParts {
  settings: Settings
  knex: Knex
  store: EventStore
  sessions: SessionKeys
  /** The time reads are answered at (whether ordering is open now); tests set it. */
  clock?: () => Date
  /** The process's metrics, shared with the other parts it runs; a registry of its own otherwise. */
  metrics?: Metrics
  /** True once the process is stopping: /health/ready then answers 503. */
  isDraining?: () => boolean
}

/**
 * The one place the query service's dependencies are built: its own process (main.ts), the
 * gateway's one-process start and the tests all call it. The runner is built, not started.
 */
export function createQueryDeps(parts: QueryParts): QueryDeps {
  const { READ_DATABASE_URL, CONSISTENCY_WAIT_MS } = parts.settings
  // A replica's share of the read-your-writes wait; the rest is left to the primary.
  const replica = READ_DATABASE_URL
    ? new ReadReplica(parts.knex, connect(READ_DATABASE_URL, false), parts.store, allProjections, {
        waitMs: Math.min(1000, CONSISTENCY_WAIT_MS / 4),
      })
    : null
  const metrics = parts.metrics ?? new Metrics()
  const projectionNames = allProjections.map((p) => p.name)
  metrics.watchPool('primary', parts.knex)
  watchProjections(metrics, parts.knex, projectionNames)
  if (replica) watchReplica(metrics, replica)
  return {
    knex: replica ? routedKnex(replica) : parts.knex,
    replica,
    store: parts.store,
    runner: new ProjectionRunner(parts.knex, parts.store, allProjections),
    sessions: parts.sessions,
    clock: parts.clock ?? (() => new Date()),
    metrics,
    health: {
      checks: [
        databaseWritable(parts.knex),
        migrationsDone(parts.knex, [eventStoreMigrations, readModelMigrations]),
        projectionsCaughtUp(parts.knex, projectionNames, parts.settings.READY_MAX_LAG_SECONDS ?? 30),
      ],
      isDraining: parts.isDraining,
    },
    settings: {
      TIME_ZONE: parts.settings.TIME_ZONE,
      CONSISTENCY_WAIT_MS: parts.settings.CONSISTENCY_WAIT_MS,
      DISTRIBUTOR_NAME: parts.settings.DISTRIBUTOR_NAME,
      DISTRIBUTOR_ADDRESS: parts.settings.DISTRIBUTOR_ADDRESS,
      DISTRIBUTOR_LOGO: parts.settings.DISTRIBUTOR_LOGO,
    },
  }
}
