import { testDatabaseKind } from '@provender/server-kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDemoLogDatabase, type LogDatabase } from '../testing/databases.ts'
import { allProjections } from './all.ts'
import { readModelChecksums } from './checksums.ts'
import { migrateReadModels, readModelMigrationsIn } from './migrations.ts'
import { liveRun } from './run.ts'
import { ProjectionRunner } from './runner.ts'
import { READ_MODELS } from './schemaLayout.ts'

let database: LogDatabase

beforeAll(async () => {
  database = await createDemoLogDatabase()
}, 300_000)

afterAll(async () => {
  await database?.close()
})

describe(`a database with its read models in public, on ${testDatabaseKind()}`, () => {
  it('moves them, rows and checkpoints, into their own schema on start, and projects on from there', async () => {
    const { db, store } = database
    // The old layout: every read model, its migrations and its checkpoints in public.
    await db.knex.raw('drop schema ?? cascade', [READ_MODELS])
    await db.knex.migrate.latest(readModelMigrationsIn('public'))
    expect(
      await new ProjectionRunner(db.knex, store, allProjections, liveRun(), 'public').catchUpToHead(),
    ).toBe(true)
    const before = await readModelChecksums(db.knex, 'public')
    const checkpoints = await db
      .knex('public.projection_checkpoints')
      .orderBy('name')
      .select('name', 'sequence')
    expect(before.find((t) => t.table === 'rm_orders')!.rows).toBeGreaterThan(10)

    await migrateReadModels(db.knex)

    expect(await readModelChecksums(db.knex)).toEqual(before)
    expect(
      await db.knex(`${READ_MODELS}.projection_checkpoints`).orderBy('name').select('name', 'sequence'),
    ).toEqual(checkpoints)
    const { rows: left } = await db.knex.raw<{ rows: unknown[] }>(
      `select tablename from pg_tables where schemaname = 'public' and (tablename like 'rm\\_%' or tablename like 'read\\_model%' or tablename = 'projection_checkpoints')`,
    )
    expect(left).toEqual([])
    // The served read models are found by name, and the live runner goes on from its checkpoints.
    expect(await db.knex('rm_orders').count<{ n: string }[]>({ n: '*' })).toEqual([
      { n: String(before.find((t) => t.table === 'rm_orders')!.rows) },
    ])
    const runner = new ProjectionRunner(db.knex, store, allProjections)
    let batches = 0
    runner.onBatch = () => batches++
    expect(await runner.catchUpToHead()).toBe(true)
    expect(batches).toBe(0)
    // Started again, nothing moves twice.
    await migrateReadModels(db.knex)
    expect(await readModelChecksums(db.knex)).toEqual(before)
  })
})
