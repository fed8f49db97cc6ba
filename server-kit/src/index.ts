// What every server process shares and browsers never load: the PostgreSQL event store adapter,
// database start-up (PGlite or a server), settings, sessions and the Koa edge.
export * from './database.ts'
export * from './http/databaseOutage.ts'
export * from './http/errorMiddleware.ts'
export * from './http/inputGuard.ts'
export * from './http/params.ts'
export * from './http/proxyTrust.ts'
export * from './http/serve.ts'
export * from './ids.ts'
export * from './keptStates.ts'
export * from './session.ts'
export * from './sessionInLog.ts'
export * from './settings.ts'
export * from './statistics.ts'
export * from './store/postgres/canonical.ts'
export * from './store/postgres/idAllocator.ts'
export * from './store/postgres/migrate.ts'
export {
  appendWithin,
  EVENT_COLUMNS,
  type EventRow,
  PostgresEventStore,
  toRecorded,
} from './store/postgres/postgresEventStore.ts'
export * from './store/postgres/tamperEvidence.ts'
