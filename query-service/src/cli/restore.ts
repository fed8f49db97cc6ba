import { type CliLog, runCli, UsageError, withLog } from '@provender/server-kit'
import { backupKey } from '../backup/backupKey.ts'
import { RestoreRefused, restoreBackup } from '../backup/restoreBackup.ts'
import { migrateReadModels } from '../projections/migrations.ts'
import { replayReadModels } from '../projections/onlineRebuild.ts'
import { printChecksums } from './checksumTable.ts'
import { progressBar } from './progress.ts'

const USAGE = `Usage: npm run restore <backup file>

Loads a backup made by \`npm run backup\` into the database of DATABASE_URL (or the embedded one
in DATA_DIR) whose log is empty, checks it, and rebuilds every read model. An encrypted backup
needs BACKUP_KEY, the key it was written with.
Exit codes: 0 restored with the source's checksums, 2 restored but a checksum differs,
3 the database's log is not empty, 4 the backup is damaged or altered (or BACKUP_KEY is the
wrong key), 1 anything else (an encrypted file without BACKUP_KEY, a malformed BACKUP_KEY).`

/** `npm run restore <file>`: see USAGE. On the embedded database stop the app first. */
async function main(): Promise<number> {
  const file = process.argv[2]
  if (!file) throw new UsageError('Name the backup file to restore.')
  const key = backupKey(process.env)
  return withLog(process.env, (log) => restore(log, file, key), { migrate: migrateReadModels })
}

async function restore({ knex, store }: CliLog, file: string, key: Buffer | null): Promise<number> {
  const bar = progressBar('events', 0)
  let restored = 0
  let manifest: Awaited<ReturnType<typeof restoreBackup>>
  try {
    manifest = await restoreBackup(knex, file, {
      key,
      onEvents: (n) => {
        restored += n
        bar.setTotal(restored)
        bar.tick(n)
      },
    })
  } catch (error) {
    if (!(error instanceof RestoreRefused)) throw error
    console.error(error.message)
    return error.exitCode
  }
  bar.done()
  console.log(
    `Restored ${manifest.events.toLocaleString('en-US')} events in ${manifest.streams} streams; SHA-256, heads and hash chain verified.`,
  )
  const report = await replayReadModels(knex, store)
  console.log(`Rebuilt every read model from ${report.events.toLocaleString('en-US')} events.`)
  if (!manifest.checksums) {
    printChecksums(report.after)
    console.log('The backup carries no checksums (its read models lagged the log): nothing to compare.')
    return 0
  }
  const differing = printChecksums(manifest.checksums, report.after)
  if (differing.length === 0) {
    console.log("Every read-model table has the source's checksum.")
    return 0
  }
  console.log(`Different from the source: ${differing.join(', ')}.`)
  return 2
}

runCli(main, { failureCode: 1, usage: USAGE })
