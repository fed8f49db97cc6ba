import { createHash } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { chmod, rename } from 'node:fs/promises'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGzip } from 'node:zlib'
import type { EventStore } from '@provender/events'
import type { Knex } from 'knex'
import { allProjections } from '../projections/all.ts'
import { readModelChecksums, type TableChecksum } from '../projections/checksums.ts'
import { ProjectionRunner } from '../projections/runner.ts'
import { READ_MODELS } from '../projections/schemaLayout.ts'
import { encryptStream } from './encryption.ts'
import { BACKUP_FORMAT, cursorRows, idSequences, type Manifest, streamHeads } from './format.ts'

const EVENTS_IN_LOG_ORDER = `
  select event_id::text as "eventId", stream_id as "streamId", stream_revision::int as revision, type, version,
         data, metadata, occurred_at::text as "occurredAt", recorded_at::text as "recordedAt",
         prev_hash as "prevHash", hash
  from event_log order by transaction_id, position`

/** Tries at taking a snapshot in which the read models stand at the log's head. */
const CHECKSUM_TRIES = 5

/**
 * Writes the whole log, seals included (they are events of the `log-seal` stream), to `file`:
 * one consistent snapshot read through a cursor, gzip-compressed, the manifest last. Written
 * to `file.partial` and renamed, so a backup that fails leaves no file that looks whole. With
 * `key`, the gzip stream is encrypted (see encryption.ts).
 * Safe while the services run.
 */
export async function writeBackup(
  knex: Knex,
  store: EventStore,
  file: string,
  options: { key?: Buffer | null; onEvents?: (events: number) => void } = {},
): Promise<Manifest> {
  for (let attempt = 1; ; attempt++) {
    // The checksums are only worth keeping when the read models stand exactly at the log's head.
    await new ProjectionRunner(knex, store, allProjections).catchUpToHead()
    const manifest = await knex.transaction(async (trx) => {
      await trx.raw('set transaction isolation level repeatable read, read only')
      const checksums = await checksumsAtHead(trx)
      if (!checksums && attempt < CHECKSUM_TRIES) return null
      return writeSnapshot(trx, file, checksums, options)
    })
    if (manifest) return manifest
  }
}

/** The read models' checksums when every projection stands at the snapshot's last event. */
async function checksumsAtHead(trx: Knex.Transaction): Promise<TableChecksum[] | null> {
  const { rows } = await trx.raw<{ rows: { tx: string; seq: string }[] }>(
    'select transaction_id::text as tx, position::text as seq from event_log order by transaction_id desc, position desc limit 1',
  )
  const head = rows[0]
  if (head) {
    const checkpoints = await trx(`${READ_MODELS}.projection_checkpoints`).select<
      { name: string; transaction_id: string; sequence: string }[]
    >('name', 'transaction_id', 'sequence')
    const atHead = new Set(
      checkpoints.filter((c) => c.transaction_id === head.tx && c.sequence === head.seq).map((c) => c.name),
    )
    if (!allProjections.every((p) => atHead.has(p.name))) return null
  }
  return readModelChecksums(trx)
}

async function writeSnapshot(
  trx: Knex.Transaction,
  file: string,
  checksums: TableChecksum[] | null,
  { key, onEvents }: { key?: Buffer | null; onEvents?: (events: number) => void },
): Promise<Manifest> {
  const sequences: Manifest['sequences'] = {}
  for (const name of await idSequences(trx)) {
    const { rows } = await trx.raw<{ rows: { lastValue: string; isCalled: boolean }[] }>(
      'select last_value::text as "lastValue", is_called as "isCalled" from ??',
      [name],
    )
    sequences[name] = rows[0]!
  }
  const { streams, digest } = await streamHeads(trx)
  const sha = createHash('sha256')
  const done: { manifest: Manifest | null } = { manifest: null }
  async function* lines(): AsyncGenerator<string> {
    yield `${JSON.stringify({ format: BACKUP_FORMAT, version: 1 })}\n`
    let events = 0
    let head: Manifest['head'] = null
    for await (const row of cursorRows<Record<string, unknown>>(trx, 'backup_events', EVENTS_IN_LOG_ORDER)) {
      const line = `${JSON.stringify(row)}\n`
      sha.update(line)
      events++
      if (events % 1000 === 0) onEvents?.(1000)
      head = { streamId: String(row.streamId), revision: Number(row.revision), hash: String(row.hash) }
      yield line
    }
    onEvents?.(events % 1000)
    done.manifest = {
      format: BACKUP_FORMAT,
      version: 1,
      createdAt: new Date().toISOString(),
      events,
      streams,
      headsDigest: digest,
      head,
      sha256: sha.digest('hex'),
      sequences,
      checksums,
    }
    yield `${JSON.stringify({ manifest: done.manifest })}\n`
  }
  const partial = `${file}.partial`
  // Owner only: the file holds password hashes and every customer's details. The mode is set
  // again after the write, as a `.partial` left by an earlier run keeps the mode it was made with.
  const sink = createWriteStream(partial, { mode: 0o600 })
  if (key) await pipeline(Readable.from(lines()), createGzip(), encryptStream(key), sink)
  else await pipeline(Readable.from(lines()), createGzip(), sink)
  await chmod(partial, 0o600)
  await rename(partial, file)
  return done.manifest!
}
