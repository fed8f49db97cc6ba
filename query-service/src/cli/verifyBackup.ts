import { runCli, UsageError } from '@provender/server-kit'
import { backupKey } from '../backup/backupKey.ts'
import { RestoreRefused } from '../backup/refusal.ts'
import { verifyBackup } from '../backup/verifyBackup.ts'

const USAGE = `Usage: npm run verify-backup <backup file>

Checks a backup made by \`npm run backup\` without restoring it and without a database: decrypts
it with BACKUP_KEY when it is encrypted, parses every line, and checks the events' SHA-256, their
count, every stream's head and the hash chain with its seals against the file's manifest.
Exit codes: 0 the backup is whole, 4 it is damaged or altered (or BACKUP_KEY is the wrong key),
1 anything else (no file named, an encrypted file without BACKUP_KEY, a malformed BACKUP_KEY).`

/** `npm run verify-backup <file>`: see USAGE. */
async function main(): Promise<number> {
  const file = process.argv[2]
  if (!file) throw new UsageError('Name the backup file to check.')
  const key = backupKey(process.env)
  try {
    const { manifest, encrypted, chain } = await verifyBackup(file, { key })
    console.log(
      `The backup is whole${encrypted ? ' (encrypted, authenticated)' : ''}: ${manifest.events.toLocaleString('en-US')} events in ${manifest.streams} streams, written ${manifest.createdAt}.`,
    )
    console.log(`  SHA-256 of the events: ${manifest.sha256}`)
    console.log(`  digest of every stream's head: ${manifest.headsDigest}`)
    console.log(`  hash chain intact, ${chain.sealsChecked} seal(s) checked`)
    return 0
  } catch (error) {
    if (!(error instanceof RestoreRefused)) throw error
    console.error(error.message.replace('Nothing was restored.', '').trimEnd())
    return error.exitCode
  }
}

runCli(main, { failureCode: 1, usage: USAGE })
