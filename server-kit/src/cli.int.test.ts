import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { withLog } from './cli.ts'
import type { Database } from './database.ts'
import { categoryCreated, createTestDatabase, testDatabaseKind } from './testing/index.ts'

// The command-line tools open the log from the settings, as the app does: the embedded
// database in DATA_DIR, or the server DATABASE_URL names.
let dataDir = ''
let server: Database | null = null
let env: Record<string, string> = {}

beforeAll(async () => {
  if (testDatabaseKind() === 'postgres') {
    server = await createTestDatabase()
    env = { DATABASE_URL: server.url }
  } else {
    dataDir = await mkdtemp(join(tmpdir(), 'provender-cli-'))
    env = { DATA_DIR: dataDir }
  }
})

afterAll(async () => {
  await server?.close()
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

describe('withLog', () => {
  it('migrates the log, answers what the work answers, and leaves the log for the next command', async () => {
    const appended = await withLog(env, async ({ store }) => {
      await store.append('category-1', 'no_stream', [categoryCreated(1)])
      return 'appended'
    })
    expect(appended).toBe('appended')
    const types = await withLog(env, async ({ store }) =>
      (await store.readStream('category-1')).map((event) => event.type),
    )
    expect(types).toEqual(['CategoryCreated'])
  })

  it('runs the extra migration with the event store', async () => {
    const migrate = async (knex: Database['knex']) => {
      if (!(await knex.schema.hasTable('cli_extra')))
        await knex.schema.createTable('cli_extra', (t) => t.integer('n'))
    }
    const tables = await withLog(
      env,
      async ({ knex }) => Promise.all([knex.schema.hasTable('cli_extra'), knex.schema.hasTable('event_log')]),
      { migrate },
    )
    expect(tables).toEqual([true, true])
  })

  it('closes the log when the work fails', async () => {
    let opened: Database['knex'] | null = null
    await expect(
      withLog(env, async ({ knex }) => {
        opened = knex
        throw new Error('boom')
      }),
    ).rejects.toThrow('boom')
    // A closed connection pool refuses every query.
    await expect((opened as Database['knex'] | null)?.raw('select 1')).rejects.toThrow()
  })
})
