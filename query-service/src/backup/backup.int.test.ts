import { createHash, randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync, gzipSync } from 'node:zlib'
import { sealLog, verifyLog } from '@provender/server-kit'
import { testDatabaseKind } from '@provender/server-kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { allProjections } from '../projections/all.ts'
import { readModelChecksums } from '../projections/checksums.ts'
import { replayReadModels } from '../projections/onlineRebuild.ts'
import { ProjectionRunner } from '../projections/runner.ts'
import { createDemoLogDatabase, createLogDatabase, type LogDatabase } from '../testing/databases.ts'
import { ENCRYPTED_MAGIC } from './encryption.ts'
import { DAMAGED, KEY_NEEDED, NOT_EMPTY, RestoreRefused, restoreBackup } from './restoreBackup.ts'
import { verifyBackup } from './verifyBackup.ts'
import { writeBackup } from './writeBackup.ts'

let source: LogDatabase
const opened: LogDatabase[] = []
const folder = mkdtempSync(join(tmpdir(), 'provender-backup-'))
const file = join(folder, 'backup.jsonl.gz')

async function emptyDatabase(): Promise<LogDatabase> {
  const database = await createLogDatabase()
  opened.push(database)
  return database
}

const eventCount = async ({ db }: LogDatabase) =>
  Number((await db.knex('event_log').count<{ n: string }[]>({ n: '*' }))[0]!.n)

/** The backup's lines, changed by `edit`, written back as another backup file. */
function altered(edit: (lines: string[]) => string[]): string {
  const lines = gunzipSync(readFileSync(file)).toString('utf8').trimEnd().split('\n')
  const target = join(folder, `altered-${Math.random().toString(36).slice(2)}.jsonl.gz`)
  writeFileSync(target, gzipSync(`${edit(lines).join('\n')}\n`))
  return target
}

/** A price changed in one event, the manifest's SHA-256 made to match. */
const forgedPrice = () =>
  altered((lines) => {
    const events = lines.slice(1, -1)
    const at = events.findIndex((l) => /"priceCents":\d/.test(l))
    events[at] = events[at]!.replace(/"priceCents":(\d)/, '"priceCents":9$1')
    const sha = createHash('sha256')
    for (const line of events) sha.update(`${line}\n`)
    const closing = JSON.parse(lines.at(-1)!) as { manifest: { sha256: string } }
    closing.manifest.sha256 = sha.digest('hex')
    return [lines[0]!, ...events, JSON.stringify(closing)]
  })

async function refusal(database: LogDatabase, path: string, key?: Buffer | null): Promise<RestoreRefused> {
  const error = await restoreBackup(database.db.knex, path, { key }).catch((e: unknown) => e)
  expect(error).toBeInstanceOf(RestoreRefused)
  return error as RestoreRefused
}

beforeAll(async () => {
  source = await createDemoLogDatabase()
  // Seals are events of the log: the backup carries them and the restore checks them.
  await sealLog(source.db.knex, source.store, new Date('2026-11-20T16:00:00Z'))
}, 300_000)

afterAll(async () => {
  for (const database of [source, ...opened]) await database?.close()
  rmSync(folder, { recursive: true, force: true })
})

describe(`backup and restore on ${testDatabaseKind()}`, () => {
  it('restores into an empty database the same log, chain and seals, and read models with the same checksums', async () => {
    const manifest = await writeBackup(source.db.knex, source.store, file)
    // Password hashes and every customer's details: readable by its owner alone.
    expect((statSync(file).mode & 0o777).toString(8)).toBe('600')
    const sourceChecksums = await readModelChecksums(source.db.knex)
    expect(manifest.events).toBe(await eventCount(source))
    expect(manifest.checksums).toEqual(sourceChecksums)
    expect(sourceChecksums.find((t) => t.table === 'rm_orders')!.rows).toBeGreaterThan(10)

    const target = await emptyDatabase()
    const restored = await restoreBackup(target.db.knex, file)
    expect(restored.sha256).toBe(manifest.sha256)
    expect(await eventCount(target)).toBe(manifest.events)
    const verified = await verifyLog(target.db.knex)
    expect(verified).toMatchObject({ intact: true, eventsChecked: manifest.events })
    expect(verified.sealsChecked).toBeGreaterThan(0)
    // The log's order is kept: every stream reads back event for event, in the same order.
    const order = async ({ db }: LogDatabase) =>
      (await db.knex('event_log').orderBy(['transaction_id', 'position']).select('event_id')).map(
        (r: { event_id: string }) => r.event_id,
      )
    expect(await order(target)).toEqual(await order(source))
    // The id sequences go on where the source's stood: no id is handed out twice.
    const next = async ({ db }: LogDatabase) =>
      Number(
        (await db.knex.raw<{ rows: { id: string }[] }>(`select nextval('order_id_seq')::text as id`)).rows[0]!
          .id,
      )
    expect(await next(target)).toBe(await next(source))

    const report = await replayReadModels(target.db.knex, target.store)
    expect(report.after).toEqual(manifest.checksums)
    expect(await new ProjectionRunner(target.db.knex, target.store, allProjections).catchUpToHead()).toBe(
      true,
    )
  })

  it('refuses a database whose log is not empty, and changes nothing', async () => {
    const before = await eventCount(source)
    const error = await refusal(source, file)
    expect(error.exitCode).toBe(NOT_EMPTY)
    expect(error.message).toMatch(/already holds events/)
    expect(await eventCount(source)).toBe(before)
  })

  it('refuses a backup whose events were altered, and leaves the log empty', async () => {
    const target = await emptyDatabase()
    // A price changed in one event: the SHA-256 of the events no longer matches the manifest.
    const priced = altered((lines) => {
      const at = lines.findIndex((l) => /"priceCents":\d/.test(l))
      lines[at] = lines[at]!.replace(/"priceCents":(\d)/, '"priceCents":9$1')
      return lines
    })
    const error = await refusal(target, priced)
    expect(error.exitCode).toBe(DAMAGED)
    expect(error.message).toMatch(/SHA-256/)
    expect(await eventCount(target)).toBe(0)
  })

  it('refuses an altered backup whose manifest was made to match, by its hash chain', async () => {
    const target = await emptyDatabase()
    const forged = forgedPrice()
    const error = await refusal(target, forged)
    expect(error.exitCode).toBe(DAMAGED)
    expect(error.message).toMatch(/hash chain is broken/)
    expect(await eventCount(target)).toBe(0)
  })

  it('refuses a file cut short', async () => {
    const target = await emptyDatabase()
    const error = await refusal(
      target,
      altered((lines) => lines.slice(0, -5)),
    )
    expect(error.message).toMatch(/no manifest/)
    expect(await eventCount(target)).toBe(0)
  })

  it('calls a file cut inside its gzip stream damaged, not a failure of its own', async () => {
    const target = await emptyDatabase()
    const bytes = readFileSync(file)
    const cut = join(folder, 'cut-at-60-percent.jsonl.gz')
    writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length * 0.6)))
    const error = await refusal(target, cut)
    expect(error.exitCode).toBe(DAMAGED)
    expect(error.message).toMatch(/cut short or corrupt/)
    expect(await eventCount(target)).toBe(0)
  })

  it('verify-backup, without a database: a whole plain file passes, a cut or forged one is damaged', async () => {
    const check = await verifyBackup(file)
    expect(check).toMatchObject({ encrypted: false, chain: { intact: true } })
    expect(check.chain.sealsChecked).toBeGreaterThan(0)
    expect(check.manifest.events).toBe(await eventCount(source))
    const refused = async (path: string) => {
      const error = await verifyBackup(path).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(RestoreRefused)
      expect((error as RestoreRefused).exitCode).toBe(DAMAGED)
      return (error as RestoreRefused).message
    }
    const bytes = readFileSync(file)
    const cut = join(folder, 'verify-cut.jsonl.gz')
    writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length * 0.6)))
    expect(await refused(cut)).toMatch(/cut short or corrupt/)
    expect(await refused(altered((lines) => lines.slice(0, -5)))).toMatch(/no manifest/)
    // The last event of a stream dropped, its manifest made to match: the heads give it away.
    const dropped = altered((lines) => {
      const events = lines.slice(1, -1).slice(0, -1)
      const closing = JSON.parse(lines.at(-1)!) as { manifest: { sha256: string; events: number } }
      const sha = createHash('sha256')
      for (const line of events) sha.update(`${line}\n`)
      closing.manifest.sha256 = sha.digest('hex')
      closing.manifest.events = events.length
      return [lines[0]!, ...events, JSON.stringify(closing)]
    })
    expect(await refused(dropped)).toMatch(/heads differ/)
    // A price changed, the SHA-256 made to match: the chain, recomputed from the file, breaks.
    expect(await refused(forgedPrice())).toMatch(/hash chain is broken/)
  })
})

describe(`encrypted backups on ${testDatabaseKind()}`, () => {
  const key = randomBytes(32)
  const sealed = join(folder, 'backup.jsonl.gz.enc')
  let written: Awaited<ReturnType<typeof writeBackup>>

  beforeAll(async () => {
    written = await writeBackup(source.db.knex, source.store, sealed, { key })
  }, 120_000)

  it('round trip: written 0600 and unreadable, verified without a database, restored with the same checksums', async () => {
    expect((statSync(sealed).mode & 0o777).toString(8)).toBe('600')
    const bytes = readFileSync(sealed)
    expect(bytes.subarray(0, ENCRYPTED_MAGIC.length).equals(ENCRYPTED_MAGIC)).toBe(true)
    expect(bytes.includes(Buffer.from(written.sha256))).toBe(false)
    const check = await verifyBackup(sealed, { key })
    expect(check).toMatchObject({ encrypted: true, chain: { intact: true } })
    expect(check.manifest.sha256).toBe(written.sha256)
    const target = await emptyDatabase()
    const restored = await restoreBackup(target.db.knex, sealed, { key })
    expect(restored.sha256).toBe(written.sha256)
    expect((await replayReadModels(target.db.knex, target.store)).after).toEqual(written.checksums)
  })

  it('refuses, as damaged and writing nothing, a wrong key, a flipped byte and a cut file', async () => {
    const target = await emptyDatabase()
    const bytes = readFileSync(sealed)
    const flipped = Buffer.from(bytes)
    flipped[Math.floor(bytes.length / 2)]! ^= 0x01
    const flippedFile = join(folder, 'flipped.enc')
    writeFileSync(flippedFile, flipped)
    const cutFile = join(folder, 'cut.enc')
    writeFileSync(cutFile, bytes.subarray(0, bytes.length - 200))
    for (const [path, withKey] of [
      [sealed, randomBytes(32)],
      [flippedFile, key],
      [cutFile, key],
    ] as const) {
      const error = await refusal(target, path, withKey)
      expect(error.exitCode).toBe(DAMAGED)
      expect(error.message).toMatch(/damaged or was altered/)
      const checked = await verifyBackup(path, { key: withKey }).catch((e: unknown) => e)
      expect((checked as RestoreRefused).exitCode).toBe(DAMAGED)
    }
    expect(await eventCount(target)).toBe(0)
  })

  it('says the file is encrypted when BACKUP_KEY is unset', async () => {
    const error = await refusal(await emptyDatabase(), sealed, null)
    expect(error.exitCode).toBe(KEY_NEEDED)
    expect(error.message).toMatch(/The backup is encrypted: set BACKUP_KEY/)
  })
})
