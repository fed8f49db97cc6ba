import type { Knex } from 'knex'
import { eventStoreMigrations } from './migrations.ts'

export { eventStoreMigrations }

export async function migrateEventStore(knex: Knex): Promise<void> {
  await knex.migrate.latest(eventStoreMigrations)
}
