import type { DomainEvent } from '@provender/events'
import { eventExamples } from '@provender/events/testing'
import { envelope, testDatabaseKind } from '@provender/server-kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readModelMigrations } from '../projections/migrations.ts'
import { ProjectionRunner } from '../projections/runner.ts'
import { READ_MODELS } from '../projections/schemaLayout.ts'
import { createLogDatabase, type LogDatabase, migrateReadModelsThrough } from '../testing/databases.ts'
import { usersProjection } from './projection.ts'

let database: LogDatabase

beforeAll(async () => {
  database = await createLogDatabase()
})
afterAll(() => database?.close())

const { sessionId, expiresAt } = eventExamples.SessionEnded
const ended: DomainEvent = { type: 'SessionEnded', data: eventExamples.SessionEnded }
const registered: DomainEvent = { type: 'UserRegistered', data: eventExamples.UserRegistered }

const hasTable = (name: string) => database.db.knex.schema.withSchema(READ_MODELS).hasTable(name)

describe(`rm_ended_sessions on ${testDatabaseKind()}`, () => {
  it('is gone once the read models are migrated: sessions are checked against the log', async () => {
    expect(await hasTable('rm_ended_sessions')).toBe(false)
  })

  it('a logout is projected past without changing any read model', async () => {
    const { db, store } = database
    await store.append('user-7', 'any', [envelope(registered, new Date('2026-01-15T08:00:00Z'))])
    await store.append(`session-${sessionId}`, 'any', [envelope(ended, new Date('2026-01-15T09:00:00Z'))])
    const runner = new ProjectionRunner(db.knex, store, [usersProjection])
    expect(await runner.catchUpToHead(10_000)).toBe(true)
    expect(await db.knex('rm_users').select('id', 'session_version')).toEqual([{ id: 7, session_version: 0 }])
  })

  it('0303 drops the table of a database that still has it, rows and all; rolled back, it is there again', async () => {
    const { knex } = database.db
    await knex.migrate.rollback(readModelMigrations, true)
    await migrateReadModelsThrough(knex, '0302_ended_sessions')
    await knex('rm_ended_sessions').insert({ session_id: sessionId, user_id: 7, expires_at: expiresAt })
    await migrateReadModelsThrough(knex, '0303_drop_ended_sessions')
    expect(await hasTable('rm_ended_sessions')).toBe(false)
    await knex.migrate.down(readModelMigrations)
    expect(await knex('rm_ended_sessions').count<{ n: string }[]>({ n: '*' })).toEqual([{ n: '0' }])
  })
})
