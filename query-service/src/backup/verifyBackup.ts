import { type ChainRow, type VerifyReport, verifyChain } from '@provender/server-kit'
import { type BackupEvent, byteOrder, headsDigestOf, type Manifest, type StreamHead } from './format.ts'
import { readBackup } from './readBackup.ts'
import { damaged, refuseBrokenChain } from './refusal.ts'

export interface BackupCheck {
  manifest: Manifest
  encrypted: boolean
  chain: VerifyReport
}

/**
 * Checks a backup file without a database: decrypted when it is encrypted, every line against
 * the schemas, the SHA-256 of the events and their count against the manifest, every stream's
 * head against the manifest's digest, and the hash chain with its seals (verify-log's check).
 * Throws RestoreRefused (DAMAGED) saying what does not hold.
 */
export async function verifyBackup(
  file: string,
  options: { key?: Buffer | null; onEvents?: (events: number) => void } = {},
): Promise<BackupCheck> {
  const reading = await readBackup(file, options.key ?? null)
  const heads = new Map<string, StreamHead>()
  let seen = 0
  async function* rows(): AsyncGenerator<ChainRow> {
    for await (const event of reading.events) {
      heads.set(event.streamId, { streamId: event.streamId, revision: event.revision, hash: event.hash })
      if (++seen % 1000 === 0) options.onEvents?.(1000)
      yield chainRow(event)
    }
    options.onEvents?.(seen % 1000)
  }
  const chain = await verifyChain(rows())
  const manifest = reading.manifest()
  const ordered = [...heads.values()].sort((a, b) => byteOrder(a.streamId, b.streamId))
  const { streams, digest } = await headsDigestOf(ordered)
  if (digest !== manifest.headsDigest || streams !== manifest.streams) {
    throw damaged("its streams' heads differ from the manifest's")
  }
  refuseBrokenChain(chain)
  return { manifest, encrypted: reading.encrypted, chain }
}

/** An event of the file as the chain check reads a row of the log. */
function chainRow(event: BackupEvent): ChainRow {
  return {
    seq: null,
    event_id: event.eventId,
    stream_id: event.streamId,
    revision: event.revision,
    type: event.type,
    version: event.version,
    data: event.data,
    metadata: event.metadata,
    occurred_at: new Date(event.occurredAt),
    prev_hash: event.prevHash,
    hash: event.hash,
  }
}
