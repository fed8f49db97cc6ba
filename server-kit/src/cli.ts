import { join } from 'node:path'
import type { Knex } from 'knex'
import { migrateExclusively, openDatabase } from './database.ts'
import { parseSettings, SettingsError } from './settings.ts'
import { migrateEventStore } from './store/postgres/migrate.ts'
import { PostgresEventStore } from './store/postgres/postgresEventStore.ts'

/** A mistake on the command line: said in a line, followed by the command's usage. */
export class UsageError extends Error {}

export interface CliLog {
  knex: Knex
  store: PostgresEventStore
}

/**
 * Opens the log the app uses (DATABASE_URL, else the embedded database in DATA_DIR), migrates
 * it as a service does at start (plus whatever `migrate` adds), runs `work`, and closes it all.
 * The embedded database serves one process: a command on it needs the app stopped first.
 */
export async function withLog<T>(
  env: Record<string, string | undefined>,
  work: (log: CliLog) => Promise<T>,
  options: { migrate?: (knex: Knex) => Promise<void> } = {},
): Promise<T> {
  const settings = parseSettings(env)
  const database = await openDatabase({
    databaseUrl: settings.DATABASE_URL,
    dataDir: join(settings.DATA_DIR, 'pglite'),
  })
  const { knex } = database
  const store = new PostgresEventStore(knex)
  try {
    await migrateExclusively(database, async () => {
      await migrateEventStore(knex)
      await options.migrate?.(knex)
    })
    return await work({ knex, store })
  } finally {
    await store.close()
    await database.close()
  }
}

/**
 * Runs a command's `main` and exits with the code it answers. A usage or settings mistake is
 * said in plain words, anything else printed whole; either way the exit code is `failureCode`.
 */
export function runCli(main: () => Promise<number>, options: { failureCode: number; usage?: string }): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      if (error instanceof UsageError)
        console.error([error.message, options.usage].filter(Boolean).join('\n\n'))
      else console.error(error instanceof SettingsError ? error.message : error)
      process.exit(options.failureCode)
    },
  )
}
