import type { Knex } from 'knex'

/** One migration as SQL text: what `up` runs, and what `down` runs to take it back. */
export interface SqlMigration {
  up: string
  down: string
}

/**
 * A knex migrator config for tables of one owner, kept in a migrations table of its own, from
 * SQL text in the order given: each owner's tables are plain DDL, and this is their plumbing.
 */
export function sqlMigrations(tableName: string, migrations: Record<string, SqlMigration>) {
  return {
    tableName,
    migrationSource: {
      getMigrations: async () => Object.keys(migrations),
      getMigrationName: (name: string) => name,
      getMigration: async (name: string) => {
        const sql = migrations[name]!
        return {
          up: async (knex: Knex) => void (await knex.raw(sql.up)),
          down: async (knex: Knex) => void (await knex.raw(sql.down)),
        }
      },
    },
  } satisfies Knex.MigratorConfig
}
