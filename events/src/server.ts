// Server-only entry: the event store and its PostgreSQL adapter.
export * from './database.ts'
export * from './http/databaseOutage.ts'
export * from './http/domainError.ts'
export * from './http/errorMiddleware.ts'
export * from './http/inputGuard.ts'
export * from './http/params.ts'
export * from './http/proxyTrust.ts'
export * from './http/serve.ts'
export * from './ids.ts'
export * from './session.ts'
export * from './settings.ts'
export * from './store/port.ts'
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
