// Server-only entry: the event store and its PostgreSQL adapter.
export * from './database.ts'
export * from './store/port.ts'
export * from './store/postgres/canonical.ts'
export * from './store/postgres/idAllocator.ts'
export * from './store/postgres/migrate.ts'
export { appendWithin, PostgresEventStore } from './store/postgres/postgresEventStore.ts'
