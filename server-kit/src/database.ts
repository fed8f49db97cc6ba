import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'
import knexFactory, { type Knex } from 'knex'
import type pg from 'pg'
import { analyzeTablesWithoutStatistics } from './statistics.ts'

export interface Database {
  knex: Knex
  /** True on embedded PGlite: one connection, transactions serialised. */
  embedded: boolean
  url: string
  close(): Promise<void>
}

export interface EmbeddedPostgres {
  url: string
  stop(): Promise<void>
}

/**
 * Embedded PostgreSQL: PGlite served over the PostgreSQL wire protocol on a loopback
 * port, so the services talk to it through node-postgres exactly as to a server.
 * PGlite is a single backend; the socket server's multiplexer can interleave the
 * extended-protocol messages of two connections, so exactly one connection is allowed.
 */
export async function startEmbeddedPostgres(
  dataDir: string | null,
  /** A cluster dumped before (`dumpDataDir`), started from instead of a new initdb: tests only. */
  template?: Blob,
): Promise<EmbeddedPostgres> {
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  const db = await PGlite.create(dataDir ?? 'memory://', template ? { loadDataDir: template } : {})
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 1 })
  await server.start()
  return {
    url: `postgres://postgres@${server.getServerConn()}/postgres`,
    async stop() {
      await server.stop()
      await db.close()
    },
  }
}

/** The schema the query service's read models are served from (see docs/decisions.md). */
export const READ_MODELS_SCHEMA = 'read_models'

export function connect(url: string, embedded: boolean): Knex {
  return knexFactory({
    client: 'pg',
    // No JIT on a server: every statement here is short, and a table without statistics (a
    // fresh load, a restore, autovacuum off) makes the planner's cost estimates large enough
    // to compile a 2 ms statement for 50 to 450 ms. A URL's own `options` still wins.
    connection: embedded ? url : { connectionString: url, options: '-c jit=off' },
    pool: embedded ? { min: 0, max: 1 } : { min: 0, max: 10 },
    // The read models live in a schema of their own, found by name (an online rebuild swaps
    // it whole). `public` first: whatever is created unqualified still lands there.
    searchPath: ['public', READ_MODELS_SCHEMA],
    acquireConnectionTimeout: 60_000,
  })
}

/** A PostgreSQL server when a URL is given, else embedded PGlite (in `dataDir`, or in memory). */
export async function openDatabase(options: {
  databaseUrl?: string
  dataDir?: string | null
  template?: Blob
}): Promise<Database> {
  if (options.databaseUrl) {
    const knex = connect(options.databaseUrl, false)
    return { knex, embedded: false, url: options.databaseUrl, close: () => knex.destroy() }
  }
  const embedded = await startEmbeddedPostgres(options.dataDir ?? null, options.template)
  const knex = connect(embedded.url, true)
  return {
    knex,
    embedded: true,
    url: embedded.url,
    async close() {
      await knex.destroy()
      await embedded.stop()
    },
  }
}

const MIGRATION_LOCK = 'provender:migrations'

/**
 * Runs migrations under a PostgreSQL advisory lock, so services started together (two
 * query services, say) migrate one after the other: knex's own migration lock makes the
 * second one fail instead of wait. Embedded PGlite has one process and one connection.
 * Then every table without planner statistics is analyzed (see statistics.ts).
 */
export async function migrateExclusively(database: Database, migrate: () => Promise<void>): Promise<void> {
  await migrateUnderLock(database, migrate)
  // A restored or freshly loaded database starts with planner statistics, whatever autovacuum does.
  await analyzeTablesWithoutStatistics(database.knex)
}

async function migrateUnderLock(database: Database, migrate: () => Promise<void>): Promise<void> {
  if (database.embedded) return migrate()
  const client = database.knex.client
  const connection = (await client.acquireConnection()) as pg.Client
  try {
    await connection.query('select pg_advisory_lock(hashtext($1))', [MIGRATION_LOCK])
    try {
      await migrate()
    } finally {
      await connection.query('select pg_advisory_unlock(hashtext($1))', [MIGRATION_LOCK])
    }
  } finally {
    await client.releaseConnection(connection)
  }
}
