import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createTestDatabase, testDatabaseKind } from '@provender/server-kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DAMAGED, KEY_NEEDED, NOT_EMPTY } from '../backup/restoreBackup.ts'
import { allProjections } from '../projections/all.ts'
import { ProjectionRunner } from '../projections/runner.ts'
import { createDemoLogDatabase, type LogDatabase } from '../testing/databases.ts'

// `npm run backup`, `npm run restore` and `npm run rebuild-read-models` as an operator runs
// them: real processes on a database of the PostgreSQL server, judged by exit code and output.
// (The embedded database serves one process, so a command beside a test cannot open it.)

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..')
const folder = mkdtempSync(join(tmpdir(), 'provender-cli-'))
const file = join(folder, 'backup.jsonl.gz')

interface Run {
  code: number
  stdout: string
  stderr: string
}

/** Runs a command of query-service/src/cli as `npm run` does, on the database at `databaseUrl`. */
function runCli(name: string, databaseUrl: string, ...args: string[]): Promise<Run> {
  return runCliWith({}, name, databaseUrl, ...args)
}

/** runCli with more environment variables (BACKUP_KEY). */
function runCliWith(
  env: Record<string, string>,
  name: string,
  databaseUrl: string,
  ...args: string[]
): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', `query-service/src/cli/${name}.ts`, ...args],
      { cwd: root, env: { ...process.env, DATABASE_URL: databaseUrl, ...env }, timeout: 60_000 },
      (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr })
      },
    )
  })
}

/** The checksum table's rows: `table rows checksum`, as backup prints it. */
function checksumRows(output: string): string[] {
  return [...output.matchAll(/^(\w+)\s+(\d+)\s+([0-9a-f]{16})\s*$/gm)].map((m) => `${m[1]} ${m[2]} ${m[3]}`)
}

describe.runIf(testDatabaseKind() === 'postgres')('the operator commands as processes', () => {
  let source: LogDatabase
  let runner: ProjectionRunner

  beforeAll(async () => {
    source = await createDemoLogDatabase()
    // A query service following the log, as in production while the commands run.
    runner = new ProjectionRunner(source.db.knex, source.store, allProjections)
    runner.start()
    expect(await runner.catchUpToHead()).toBe(true)
  }, 120_000)

  afterAll(async () => {
    await runner?.stop()
    await source?.close()
    rmSync(folder, { recursive: true, force: true })
  })

  it('rebuild-read-models exits 0 while the projections run, with every checksum as before', async () => {
    const run = await runCli('rebuild', source.db.url!)
    expect(run.code, run.stderr).toBe(0)
    expect(run.stdout).toContain('Every table has the same checksum as before the replay.')
  }, 90_000)

  it('backup writes the file; restore into an empty database prints the same checksums', async () => {
    const backup = await runCli('backup', source.db.url!, file)
    expect(backup.code, backup.stderr).toBe(0)
    expect(existsSync(file)).toBe(true)
    const sourceRows = checksumRows(backup.stdout)
    expect(sourceRows.length).toBeGreaterThan(5)

    const empty = await createTestDatabase()
    try {
      const restore = await runCli('restore', empty.url!, file)
      expect(restore.code, restore.stderr).toBe(0)
      expect(restore.stdout).toContain("Every read-model table has the source's checksum.")
      // Each table's line shows the source's rows and checksum, then the restored ones, equal.
      for (const row of sourceRows) {
        const [table, rows, checksum] = row.split(' ')
        expect(restore.stdout).toMatch(
          new RegExp(`^${table}\\s+${rows}\\s+${checksum}\\s+${rows}\\s+${checksum}\\s+equal$`, 'm'),
        )
      }
    } finally {
      await empty.close()
    }
  }, 90_000)

  it('restore refuses, saying why: into a database that holds events (3, nothing changed), or without a file (1)', async () => {
    const events = () => source.db.knex('event_log').count<{ n: string }[]>({ n: '*' })
    const before = await events()
    // Two processes at once: the machine's start-up time is the cost of each.
    const [refused, unnamed] = await Promise.all([
      runCli('restore', source.db.url!, file),
      runCli('restore', source.db.url!),
    ])
    expect(refused.code).toBe(NOT_EMPTY)
    expect(refused.stderr).toContain('The database already holds events')
    expect(await events()).toEqual(before)
    expect(unnamed.code).toBe(1)
    expect(unnamed.stderr).toContain('Name the backup file to restore.')
    expect(unnamed.stderr).toContain('Exit codes:')
  }, 60_000)

  it('verify-backup: a whole plain file exits 0 with a summary, a cut one 4', async () => {
    const cut = join(folder, 'cut.jsonl.gz')
    const bytes = readFileSync(file)
    writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length / 2)))
    const [whole, damaged] = await Promise.all([
      runCli('verifyBackup', 'postgres://nowhere.invalid/none', file),
      runCli('verifyBackup', 'postgres://nowhere.invalid/none', cut),
    ])
    expect(whole.code, whole.stderr).toBe(0)
    expect(whole.stdout).toMatch(/^The backup is whole: [\d,]+ events in \d+ streams/)
    expect(damaged.code).toBe(DAMAGED)
    expect(damaged.stderr).toContain('The backup is damaged or was altered')
  }, 60_000)

  it('with BACKUP_KEY: a malformed key is refused before anything; an encrypted backup verifies and restores', async () => {
    const key = { BACKUP_KEY: randomBytes(32).toString('hex') }
    const sealed = join(folder, 'backup.jsonl.gz.enc')
    const refusedFile = join(folder, 'never-written.jsonl.gz')
    const [malformed, backup] = await Promise.all([
      runCliWith({ BACKUP_KEY: 'not-a-key' }, 'backup', source.db.url!, refusedFile),
      runCliWith(key, 'backup', source.db.url!, sealed),
    ])
    expect(malformed.code).toBe(1)
    expect(malformed.stderr).toContain('BACKUP_KEY must be 32 bytes written as 64 hex characters')
    expect(existsSync(refusedFile) || existsSync(`${refusedFile}.partial`)).toBe(false)
    expect(backup.code, backup.stderr).toBe(0)
    expect(backup.stdout).toContain('(encrypted with BACKUP_KEY)')
    expect((statSync(sealed).mode & 0o777).toString(8)).toBe('600')

    const empty = await createTestDatabase()
    try {
      const wrongKey = { BACKUP_KEY: randomBytes(32).toString('base64') }
      const [verified, wrong, keyless, restore] = await Promise.all([
        runCliWith(key, 'verifyBackup', empty.url!, sealed),
        runCliWith(wrongKey, 'verifyBackup', empty.url!, sealed),
        runCli('verifyBackup', empty.url!, sealed),
        runCliWith(key, 'restore', empty.url!, sealed),
      ])
      expect(verified.code, verified.stderr).toBe(0)
      expect(verified.stdout).toContain('The backup is whole (encrypted, authenticated)')
      expect(wrong.code).toBe(DAMAGED)
      expect(wrong.stderr).toContain('wrong BACKUP_KEY, or the file was altered')
      expect(keyless.code).toBe(KEY_NEEDED)
      expect(keyless.stderr).toContain('The backup is encrypted: set BACKUP_KEY')
      expect(restore.code, restore.stderr).toBe(0)
      expect(restore.stdout).toContain("Every read-model table has the source's checksum.")
    } finally {
      await empty.close()
    }
  }, 120_000)
})
