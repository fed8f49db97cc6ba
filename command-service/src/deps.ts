import type { EventStore } from '@provender/events'
import {
  type Database,
  databaseWritable,
  eventStoreMigrations,
  type HealthOptions,
  type IdAllocator,
  Metrics,
  migrationsDone,
  postgresIdAllocator,
  type SessionKeys,
  type Settings,
} from '@provender/server-kit'
import { commandTableMigrations } from './commandTables.ts'
import { type ForgotPasswordThrottle, forgotPasswordThrottle } from './passwordReset/throttle.ts'
import type { CustomerOwners } from './salesUsers/customerOwners.ts'
import { type LoginThrottle, postgresLoginThrottle } from './users/loginThrottle.ts'

/** What the command service is built from; wired by hand in the composition root. */
export interface CommandDeps {
  store: EventStore
  ids: IdAllocator
  sessions: SessionKeys
  throttle: LoginThrottle
  /** "Forgot password" requests per address and per client (passwordReset/throttle.ts). */
  forgotPasswordThrottle: ForgotPasswordThrottle
  /** Who owns which customers, from the query service (see salesUsers/customerOwners.ts). */
  customerOwners: CustomerOwners
  settings: Pick<
    Settings,
    | 'COOKIE_SECURE'
    | 'TRUST_PROXY'
    | 'TIME_ZONE'
    | 'DEFAULT_PASSWORD'
    | 'DISTRIBUTOR_NAME'
    | 'DISTRIBUTOR_ADDRESS'
  >
  clock: () => Date
  /** This process's metrics (GET /metrics), and what /health/ready checks. */
  metrics: Metrics
  health: HealthOptions
}

/** What a composition root has at hand: the settings, the database and the shared parts. */
export interface CommandParts {
  settings: Settings
  knex: Database['knex']
  store: EventStore
  sessions: SessionKeys
  customerOwners: CustomerOwners
  /** The time commands are decided at (deciders take it from the command); tests set it. */
  clock?: () => Date
  /** The password of new and reset accounts when DEFAULT_PASSWORD is unset (the demo's). */
  fallbackDefaultPassword?: string | undefined
  /** The process's metrics, shared with the other parts it runs; a registry of its own otherwise. */
  metrics?: Metrics
  /** True once the process is stopping: /health/ready then answers 503. */
  isDraining?: () => boolean
}

/**
 * The one place the command service's dependencies are built: its own process (standalone.ts),
 * the gateway's one-process start and the tests all call it, so they run the same service.
 */
export function createCommandDeps(parts: CommandParts): CommandDeps {
  const { settings } = parts
  const clock = parts.clock ?? (() => new Date())
  const metrics = parts.metrics ?? new Metrics()
  metrics.watchPool('primary', parts.knex)
  return {
    store: parts.store,
    ids: postgresIdAllocator(parts.knex),
    sessions: parts.sessions,
    clock,
    throttle: postgresLoginThrottle(parts.knex, {
      maxFailures: settings.LOGIN_MAX_FAILURES,
      lockMs: settings.LOGIN_LOCK_MINUTES * 60_000,
    }),
    forgotPasswordThrottle: forgotPasswordThrottle(parts.knex),
    customerOwners: parts.customerOwners,
    metrics,
    health: {
      checks: [
        databaseWritable(parts.knex),
        migrationsDone(parts.knex, [eventStoreMigrations, ...commandTableMigrations]),
      ],
      isDraining: parts.isDraining,
    },
    settings: {
      COOKIE_SECURE: settings.COOKIE_SECURE,
      TRUST_PROXY: settings.TRUST_PROXY,
      TIME_ZONE: settings.TIME_ZONE,
      DEFAULT_PASSWORD: settings.DEFAULT_PASSWORD ?? parts.fallbackDefaultPassword,
      // The seller on each invoice as issued (books/): the event keeps it, so a later change is no edit.
      DISTRIBUTOR_NAME: settings.DISTRIBUTOR_NAME,
      DISTRIBUTOR_ADDRESS: settings.DISTRIBUTOR_ADDRESS,
    },
  }
}
