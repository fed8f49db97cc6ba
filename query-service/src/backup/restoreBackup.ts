import { verifyLog } from '@provender/server-kit'
import type { Knex } from 'knex'
import { type BackupEvent, type Manifest, streamHeads } from './format.ts'
import { readBackup } from './readBackup.ts'
import { damaged, NOT_EMPTY, RestoreRefused, refuseBrokenChain } from './refusal.ts'

export { DAMAGED, KEY_NEEDED, NOT_EMPTY, RestoreRefused } from './refusal.ts'

const INSERT_BATCH = 1000

/**
 * Loads a backup (plain, or encrypted with `key`) into a database whose log is empty, in one
 * transaction that commits only once the file's SHA-256, its event count, every stream's head
 * and the hash chain with its seals (verifyLog) all hold. Events keep their ids, streams,
 * revisions, hashes and times and their order in the log; their positions are those of the new
 * database.
 */
export async function restoreBackup(
  knex: Knex,
  file: string,
  options: { key?: Buffer | null; onEvents?: (events: number) => void } = {},
): Promise<Manifest> {
  const { key = null, onEvents } = options
  await refuseUnlessEmpty(knex)
  const reading = await readBackup(file, key)
  return knex.transaction(async (trx) => {
    // No append can slip in between the check and the load; reads go on.
    await trx.raw('lock table event_log in exclusive mode')
    await refuseUnlessEmpty(trx)
    let batch: BackupEvent[] = []
    for await (const event of reading.events) {
      batch.push(event)
      if (batch.length === INSERT_BATCH) {
        await insertEvents(trx, batch)
        onEvents?.(batch.length)
        batch = []
      }
    }
    await insertEvents(trx, batch)
    onEvents?.(batch.length)
    const manifest = reading.manifest()
    const heads = await streamHeads(trx)
    if (heads.digest !== manifest.headsDigest || heads.streams !== manifest.streams) {
      throw damaged("its streams' heads differ from the manifest's")
    }
    refuseBrokenChain(await verifyLog(trx))
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
