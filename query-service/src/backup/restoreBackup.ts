import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { StringDecoder } from 'node:string_decoder'
import { createGunzip } from 'node:zlib'
import { verifyLog } from '@provender/server-kit'
import type { Knex } from 'knex'
import {
  type BackupEvent,
  backupEventSchema,
  headerSchema,
  type Manifest,
  manifestLineSchema,
  streamHeads,
} from './format.ts'

/** Why a restore was refused; nothing was written. The exit code says which (see cli/restore.ts). */
export class RestoreRefused extends Error {
  constructor(
    message: string,
    readonly exitCode: number,
  ) {
    super(message)
  }
}

export const NOT_EMPTY = 3
export const DAMAGED = 4

const INSERT_BATCH = 1000

/**
 * Loads a backup into a database whose log is empty, in one transaction that commits only once
 * the file's SHA-256, its event count, every stream's head and the hash chain with its seals
 * (verifyLog) all hold. Events keep their ids, streams, revisions, hashes and times and their
 * order in the log; their positions are those of the new database.
 */
export async function restoreBackup(
  knex: Knex,
  file: string,
  onEvents?: (events: number) => void,
): Promise<Manifest> {
  await refuseUnlessEmpty(knex)
  return knex.transaction(async (trx) => {
    // No append can slip in between the check and the load; reads go on.
    await trx.raw('lock table event_log in exclusive mode')
    await refuseUnlessEmpty(trx)
    const sha = createHash('sha256')
    let batch: BackupEvent[] = []
    let events = 0
    let manifest: Manifest | null = null
    let lineNo = 0
    for await (const line of fileLines(file)) {
      lineNo++
      if (manifest) throw damaged(`line ${lineNo} follows the manifest`)
      const value = parseLine(line, lineNo)
      if (lineNo === 1) {
        if (!headerSchema.safeParse(value).success)
          throw damaged('it does not start with a Provender backup header')
        continue
      }
      const closing = manifestLineSchema.safeParse(value)
      if (closing.success) {
        manifest = closing.data.manifest
        continue
      }
      const event = backupEventSchema.safeParse(value)
      if (!event.success) throw damaged(`line ${lineNo} is not an event`)
      sha.update(`${line}\n`)
      batch.push(event.data)
      events++
      if (batch.length === INSERT_BATCH) {
        await insertEvents(trx, batch)
        onEvents?.(batch.length)
        batch = []
      }
    }
    await insertEvents(trx, batch)
    onEvents?.(batch.length)
    if (!manifest) throw damaged('it has no manifest (cut short?)')
    const digest = sha.digest('hex')
    if (digest !== manifest.sha256) {
      throw damaged(`its events' SHA-256 is ${digest}, the manifest says ${manifest.sha256}`)
    }
    if (events !== manifest.events)
      throw damaged(`it holds ${events} events, the manifest says ${manifest.events}`)
    const heads = await streamHeads(trx)
    if (heads.digest !== manifest.headsDigest || heads.streams !== manifest.streams) {
      throw damaged("its streams' heads differ from the manifest's")
    }
    const report = await verifyLog(trx)
    if (!report.intact) {
      const first = report.broken[0]!
      throw damaged(
        `its hash chain is broken: ${first.streamId} at revision ${first.revision}: ${first.reason}`,
      )
    }
    for (const [name, { lastValue, isCalled }] of Object.entries(manifest.sequences)) {
      await trx.raw('select setval(?::regclass, ?::bigint, ?)', [name, lastValue, isCalled])
    }
    return manifest
  })
}

async function refuseUnlessEmpty(db: Knex): Promise<void> {
  const { rows } = await db.raw<{ rows: unknown[] }>('select 1 from event_log limit 1')
  if (rows.length > 0) {
    throw new RestoreRefused(
      'The database already holds events: a backup is restored only into a database whose log is empty. Nothing was changed.',
      NOT_EMPTY,
    )
  }
}

const damaged = (why: string) =>
  new RestoreRefused(`The backup is damaged or was altered: ${why}. Nothing was restored.`, DAMAGED)

function parseLine(line: string, lineNo: number): unknown {
  try {
    return JSON.parse(line)
  } catch {
    throw damaged(`line ${lineNo} is not JSON`)
  }
}

/** The positions and transaction ids are left to the new database: in file order, the log's order. */
async function insertEvents(trx: Knex.Transaction, events: BackupEvent[]): Promise<void> {
  if (events.length === 0) return
  await trx('event_log').insert(
    events.map((e) => ({
      event_id: e.eventId,
      stream_id: e.streamId,
      stream_revision: e.revision,
      type: e.type,
      version: e.version,
      data: JSON.stringify(e.data),
      metadata: JSON.stringify(e.metadata),
      occurred_at: e.occurredAt,
      recorded_at: e.recordedAt,
      prev_hash: e.prevHash,
      hash: e.hash,
    })),
  )
}

/**
 * The file's lines, gunzipped as they are read. A damaged gzip stream (cut inside a block,
 * bytes changed) is the backup's fault, so it is refused as damaged; a file that cannot be read
 * at all stays an error of its own.
 */
async function* fileLines(file: string): AsyncGenerator<string> {
  const gunzip = createGunzip()
  const source = createReadStream(file)
  source.on('error', (error) => gunzip.destroy(error))
  source.pipe(gunzip)
  const decoder = new StringDecoder('utf8')
  let rest = ''
  try {
    for await (const chunk of gunzip) {
      const parts = (rest + decoder.write(chunk as Buffer)).split('\n')
      rest = parts.pop()!
      yield* parts
    }
  } catch (error) {
    // zlib's errors carry a Z_ code (Z_BUF_ERROR: cut short, Z_DATA_ERROR: not gzip or altered).
    const code = (error as { code?: unknown }).code
    if (typeof code !== 'string' || !code.startsWith('Z_')) throw error
    throw damaged(`its gzip stream is cut short or corrupt (${(error as Error).message}, ${code})`)
  }
  rest += decoder.end()
  if (rest) yield rest
}
