import type { EventStore } from '@provender/events'
import type { SessionKeys, Settings } from '@provender/server-kit'
import type { Knex } from 'knex'
import { allProjections } from './projections/all.ts'
import { ProjectionRunner } from './projections/runner.ts'

export interface QueryDeps {
  knex: Knex
  /** The log itself, where each read checks its session (the read models may lag it). */
  store: EventStore
  runner: ProjectionRunner
  sessions: SessionKeys
  settings: Pick<Settings, 'TIME_ZONE' | 'CONSISTENCY_WAIT_MS'>
  clock: () => Date
}

/** What a composition root has at hand: the settings, the database and the shared parts. */
export interface QueryParts {
  settings: Settings
  knex: Knex
  store: EventStore
  sessions: SessionKeys
  /** The time reads are answered at (whether ordering is open now); tests set it. */
  clock?: () => Date
}

/**
 * The one place the query service's dependencies are built: its own process (main.ts), the
 * gateway's one-process start and the tests all call it. The runner is built, not started.
 */
export function createQueryDeps(parts: QueryParts): QueryDeps {
  return {
    knex: parts.knex,
    store: parts.store,
    runner: new ProjectionRunner(parts.knex, parts.store, allProjections),
    sessions: parts.sessions,
    clock: parts.clock ?? (() => new Date()),
    settings: {
      TIME_ZONE: parts.settings.TIME_ZONE,
      CONSISTENCY_WAIT_MS: parts.settings.CONSISTENCY_WAIT_MS,
    },
  }
}
