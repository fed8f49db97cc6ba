import { join } from 'node:path'
import {
  migrateEventStore,
  migrateExclusively,
  openDatabase,
  PostgresEventStore,
  parseSettings,
  SettingsError,
  sealLog,
  verifyLog,
} from '@provender/server-kit'

/**
 * `npm run verify-log`: recomputes every stream's hash chain and checks the seals; prints the
 * first broken link of each damaged stream and exits 1, or says the log is intact and how many
 * events were checked. An intact log is then sealed (`--no-seal` to only read), so the next
 * check also catches a stream cut short after today. On the embedded database stop the app first.
 */
async function main(): Promise<void> {
  const seal = !process.argv.includes('--no-seal')
  const settings = parseSettings(process.env)
  const database = await openDatabase({
    databaseUrl: settings.DATABASE_URL,
    dataDir: join(settings.DATA_DIR, 'pglite'),
  })
  const store = new PostgresEventStore(database.knex)
  try {
    await migrateExclusively(database, () => migrateEventStore(database.knex))
    const report = await verifyLog(database.knex)
    const seals = report.lastSeal
      ? `${report.sealsChecked} seals checked, the last at ${report.lastSeal.sealedAt} (digest ${report.lastSeal.digest})`
      : 'no seal yet'
    if (!report.intact) {
      console.error(
        `The log is damaged: ${report.broken.length} stream(s) broken (${report.eventsChecked} events checked, ${seals}).`,
      )
      for (const link of report.broken) {
        const at = link.position ? ` (log position ${link.position})` : ''
        console.error(`  ${link.streamId} at revision ${link.revision}${at}: ${link.reason}`)
      }
      process.exitCode = 1
      return
    }
    console.log(
      `The log is intact: ${report.eventsChecked} events in ${report.streamsChecked} streams checked, ${seals}.`,
    )
    if (seal) {
      const sealed = await sealLog(database.knex, store, new Date())
      console.log(
        sealed.sealed
          ? `Sealed ${sealed.heads} stream head(s) that moved; digest of every head: ${sealed.digest}`
          : 'No stream head moved since the last seal.',
      )
    }
  } finally {
    await store.close()
    await database.close()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof SettingsError ? error.message : error)
  process.exit(2)
})
