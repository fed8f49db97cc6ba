import { createHash, type Hash } from 'node:crypto'
import type { Knex } from 'knex'
import { z } from 'zod'

/**
 * A backup is one gzip file of JSON lines: a header, one line per event in log order, and a
 * manifest last (it holds the SHA-256 of the event lines, known only once they are written).
 */
export const BACKUP_FORMAT = 'provender-backup'

export const headerSchema = z.object({ format: z.literal(BACKUP_FORMAT), version: z.literal(1) })

/** One event as stored, hash chain and both times included (as PostgreSQL prints them: exact). */
export const backupEventSchema = z.object({
  eventId: z.guid(),
  streamId: z.string().min(1),
  revision: z.number().int().nonnegative(),
  type: z.string().min(1),
  version: z.number().int().positive(),
  data: z.unknown(),
  metadata: z.unknown(),
  occurredAt: z.string(),
  recordedAt: z.string(),
  prevHash: z.string().nullable(),
  hash: z.string(),
})
export type BackupEvent = z.infer<typeof backupEventSchema>

const checksumSchema = z.object({ table: z.string(), rows: z.number().int(), checksum: z.string() })

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(1),
  createdAt: z.string(),
  events: z.number().int().nonnegative(),
  streams: z.number().int().nonnegative(),
  /** SHA-256 over every stream's head (see `streamHeads`): compare it with a copy kept elsewhere. */
  headsDigest: z.string(),
  /** The log's last event. */
  head: z.object({ streamId: z.string(), revision: z.number().int(), hash: z.string() }).nullable(),
  /** SHA-256 of the event lines, each with its newline. */
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  /** The id sequences (users, orders, categories): a restored log hands out no id twice. */
  sequences: z.record(z.string(), z.object({ lastValue: z.string(), isCalled: z.boolean() })),
  /** The source's read-model checksums at the backup's snapshot; null when they lagged the log. */
  checksums: z.array(checksumSchema).nullable(),
})
export type Manifest = z.infer<typeof manifestSchema>

export const manifestLineSchema = z.object({ manifest: manifestSchema })

/**
 * Rows of a query through a server-side cursor, a page at a time: memory stays bounded however
 * long the log. Only inside a transaction (a cursor lives as long as it).
 */
export async function* cursorRows<T>(
  trx: Knex.Transaction,
  name: string,
  sql: string,
  page = 1000,
): AsyncGenerator<T> {
  await trx.raw(`declare ${name} no scroll cursor for ${sql}`)
  for (;;) {
    const { rows } = await trx.raw<{ rows: T[] }>(`fetch ${page} from ${name}`)
    yield* rows
    if (rows.length < page) break
  }
  await trx.raw(`close ${name}`)
}

export interface StreamHead {
  streamId: string
  revision: number
  hash: string
}

/** The digest of stream heads given in byte order of their stream ids: the manifest's `headsDigest`. */
export async function headsDigestOf(
  heads: Iterable<StreamHead> | AsyncIterable<StreamHead>,
): Promise<{ streams: number; digest: string }> {
  const hash: Hash = createHash('sha256')
  let streams = 0
  for await (const head of heads) {
    streams++
    hash.update(`${head.streamId}\n${head.revision}\n${head.hash}\n`)
  }
  return { streams, digest: hash.digest('hex') }
}

/** Stream ids compared as PostgreSQL's "C" collation does: by their UTF-8 bytes. */
export const byteOrder = (a: string, b: string): number => Buffer.compare(Buffer.from(a), Buffer.from(b))

/**
 * The digest of every stream's head (stream, last revision, its hash), streams in byte order:
 * equal on the source and on a restored copy exactly when every stream ends where it did.
 */
export async function streamHeads(trx: Knex.Transaction): Promise<{ streams: number; digest: string }> {
  const heads = cursorRows<StreamHead>(
    trx,
    'backup_heads',
    `select distinct on (stream_id collate "C") stream_id as "streamId", stream_revision::int as revision, hash
     from event_log order by stream_id collate "C", stream_revision desc`,
  )
  return headsDigestOf(heads)
}

/** The log's own sequences (the id allocators'), not those a table column owns. */
export async function idSequences(knex: Knex): Promise<string[]> {
  const { rows } = await knex.raw<{ rows: { name: string }[] }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind = 'S' and n.nspname = 'public'
       and not exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype in ('a', 'i'))
     order by c.relname`,
  )
  return rows.map((r) => r.name)
}
