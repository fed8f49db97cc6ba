import { type CliLog, runCli, withLog } from '@provender/server-kit'
import { backupKey } from '../backup/backupKey.ts'
import { writeBackup } from '../backup/writeBackup.ts'
import { migrateReadModels } from '../projections/migrations.ts'
import { printChecksums } from './checksumTable.ts'
import { progressBar } from './progress.ts'

/**
 * `npm run backup [file]`: the whole log, seals included, to one gzip file with a manifest
 * (event and stream counts, the heads' digest, the SHA-256 of the events, the id sequences and
 * the read models' checksums). Safe while the app runs on a PostgreSQL server; on the embedded
 * database stop the app first (one process owns it). With BACKUP_KEY set the file is encrypted
 * (AES-256-GCM); a malformed key stops the command before it opens anything.
 */
async function main(): Promise<number> {
  const file =
    process.argv[2] ?? `provender-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.jsonl.gz`
  const key = backupKey(process.env)
  return withLog(process.env, (log) => backup(log, file, key), { migrate: migrateReadModels })
}

async function backup({ knex, store }: CliLog, file: string, key: Buffer | null): Promise<number> {
  const { rows } = await knex.raw<{ rows: { n: string }[] }>('select count(*)::text as n from event_log')
  const bar = progressBar('events', Number(rows[0]!.n))
  const manifest = await writeBackup(knex, store, file, { key, onEvents: (n) => bar.tick(n) })
  bar.done()
  console.log(
    `Wrote ${file}${key ? ' (encrypted with BACKUP_KEY)' : ''}: ${manifest.events.toLocaleString('en-US')} events in ${manifest.streams} streams.`,
  )
  console.log(`  SHA-256 of the events: ${manifest.sha256}`)
  console.log(`  digest of every stream's head: ${manifest.headsDigest}`)
  if (manifest.checksums) {
    console.log('Read-model checksums at the backup (a restore prints the same):')
    printChecksums(manifest.checksums)
  } else {
    console.log('The read models lagged the log at every try: this backup carries no checksums to compare.')
  }
  return 0
}

runCli(main, { failureCode: 1 })
