import { randomBytes } from 'node:crypto'
import { rmSync } from 'node:fs'
import knexFactory from 'knex'
import { connect, type Database, openDatabase } from '../database.ts'
import { emptyClusterTemplate, emptyClusterTemplatePath } from './pgliteTemplate.ts'

export type TestDatabaseKind = 'pglite' | 'postgres'

export function testDatabaseKind(): TestDatabaseKind {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite'
}

const SERVER_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

/**
 * A fresh, empty database for one test file: embedded PGlite in memory, or (TEST_DB=postgres)
 * a new database on the PostgreSQL server, dropped again on close.
 */
export async function createTestDatabase(): Promise<Database> {
  if (testDatabaseKind() === 'pglite') {
    try {
      return await openDatabase({ dataDir: null, template: await emptyClusterTemplate() })
    } catch {
      // A damaged dump (a disk filled while it was written): made again by the next one.
      rmSync(emptyClusterTemplatePath(), { force: true })
      return openDatabase({ dataDir: null })
    }
  }
  const name = `provender_test_${randomBytes(6).toString('hex')}`
  const admin = knexFactory({ client: 'pg', connection: SERVER_URL, pool: { min: 0, max: 1 } })
  await admin.raw(`create database ${name}`)
  const url = SERVER_URL.replace(/\/[^/]*$/, `/${name}`)
  const knex = connect(url, false)
  return {
    knex,
    embedded: false,
    url,
    async close() {
      await knex.destroy()
      await admin.raw(`drop database if exists ${name} with (force)`)
      await admin.destroy()
    },
  }
}
