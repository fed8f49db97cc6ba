import type { Database } from '@provender/server-kit'
import { notifierMigrations } from './notifications/migrations.ts'
import { loginThrottleMigrations } from './users/loginThrottle.ts'

/** The command service's own tables outside the event log, each set with its migrations table. */
export const commandTableMigrations = [loginThrottleMigrations, notifierMigrations]

export async function migrateCommandTables(knex: Database['knex']): Promise<void> {
  for (const migrations of commandTableMigrations) await knex.migrate.latest(migrations)
}
