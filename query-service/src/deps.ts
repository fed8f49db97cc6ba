import type { SessionKeys, Settings } from '@provender/events/server'
import type { Knex } from 'knex'
import type { ProjectionRunner } from './projections/runner.ts'

export interface QueryDeps {
  knex: Knex
  runner: ProjectionRunner
  sessions: SessionKeys
  settings: Pick<Settings, 'TIME_ZONE' | 'CONSISTENCY_WAIT_MS'>
  clock: () => Date
}
