import type { DomainEvent } from '@provender/events'
import { type Database, migrateEventStore, PostgresEventStore } from '@provender/server-kit'
import { createTestDatabase, envelope, testDatabaseKind } from '@provender/server-kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrateReadModels } from '../projections/migrations.ts'
import { ProjectionRunner } from '../projections/runner.ts'
import { usersProjection } from './projection.ts'

let db: Database
let store: PostgresEventStore
let runner: ProjectionRunner

beforeAll(async () => {
  db = await createTestDatabase()
  await migrateEventStore(db.knex)
  await migrateReadModels(db.knex)
  store = new PostgresEventStore(db.knex)
  runner = new ProjectionRunner(db.knex, store, [usersProjection])
})
afterAll(async () => {
  await store?.close()
  await db?.close()
})

const ids = {
  morning: '11111111-1111-4111-8111-111111111111',
  noon: '22222222-2222-4222-8222-222222222222',
  other: '33333333-3333-4333-8333-333333333333',
}

function ended(sessionId: string, userId: number, expiresAt: string): DomainEvent {
  return { type: 'SessionEnded', data: { sessionId, userId, expiresAt } }
}

async function given(streamId: string, event: DomainEvent, at: string): Promise<void> {
  await store.append(streamId, 'any', [envelope(event, new Date(at))])
  expect(await runner.catchUpToHead(10_000)).toBe(true)
}

const rows = async () =>
  (await db.knex('rm_ended_sessions').select('session_id', 'user_id').orderBy('session_id')).map(
    (r: { session_id: string; user_id: number }) => [r.session_id, r.user_id],
  )

describe(`rm_ended_sessions on ${testDatabaseKind()}`, () => {
  it('holds each ended session until its token would have expired, then lets it go', async () => {
    await given(
      `session-${ids.morning}`,
      ended(ids.morning, 7, '2026-01-15T10:00:00.000Z'),
      '2026-01-15T09:00:00Z',
    )
    await given(
      `session-${ids.morning}`,
      ended(ids.morning, 7, '2026-01-15T10:00:00.000Z'),
      '2026-01-15T09:01:00Z',
    )
    expect(await rows()).toEqual([[ids.morning, 7]])
    // A later logout, after the first token's expiry, clears the first record.
    await given(`session-${ids.noon}`, ended(ids.noon, 7, '2026-01-15T23:00:00.000Z'), '2026-01-15T11:00:00Z')
    await given(
      `session-${ids.other}`,
      ended(ids.other, 8, '2026-01-15T23:00:00.000Z'),
      '2026-01-15T11:05:00Z',
    )
    expect(await rows()).toEqual([
      [ids.noon, 7],
      [ids.other, 8],
    ])
  })

  it("a deleted account's ended sessions leave with it", async () => {
    await given(
      'user-7',
      { type: 'UserDeleted', data: { userId: 7, role: 'sales', reassignedTo: null } },
      '2026-01-15T12:00:00Z',
    )
    expect(await rows()).toEqual([[ids.other, 8]])
  })
})
