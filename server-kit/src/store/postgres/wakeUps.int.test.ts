import { setTimeout as sleep } from 'node:timers/promises'
import { describe, expect, it } from 'vitest'
import type { Database } from '../../database.ts'
import { categoryCreated, testDatabaseKind, useTestEventStore } from '../../testing/index.ts'
import { PostgresEventStore } from './postgresEventStore.ts'

// A database restart cuts every connection, the LISTEN one included. The server is shared,
// so the restart is simulated by terminating this test database's listening backend.

const POLL_MS = 60_000

describe.runIf(testDatabaseKind() === 'postgres')('wake-ups after the database drops its connections', () => {
  let db: Database
  let follower: PostgresEventStore
  let wakeUps: number[] = []
  useTestEventStore(
    (log) => {
      ;({ database: db, store: follower } = log)
      follower.onAppended(() => wakeUps.push(Date.now()))
    },
    // Polling so rare that only LISTEN can wake it within the test.
    { listen: true, pollIntervalMs: POLL_MS },
  )

  const listenerPids = async (): Promise<number[]> =>
    (
      await db.knex.raw<{ rows: { pid: number }[] }>(
        `select pid from pg_stat_activity
         where datname = current_database() and query = 'listen event_log_appended'`,
      )
    ).rows.map((r) => r.pid)

  /** Milliseconds from another process's append to the follower's wake-up. */
  async function wakeUpLag(categoryId: number): Promise<number> {
    // A second store stands for another process: its append reaches the follower only by NOTIFY.
    const elsewhere = new PostgresEventStore(db.knex)
    wakeUps = []
    const appended = Date.now()
    await elsewhere.append(`category-${categoryId}`, 'no_stream', [categoryCreated(categoryId)])
    while (wakeUps.length === 0 && Date.now() - appended < 5000) await sleep(5)
    return wakeUps.length ? wakeUps[0]! - appended : Number.POSITIVE_INFINITY
  }

  it('listens again with backoff, and wakes on the next commit rather than at the poll', async () => {
    let listening: number[] = []
    for (let tries = 0; tries < 100 && listening.length === 0; tries++) {
      listening = await listenerPids()
      if (listening.length === 0) await sleep(20)
    }
    expect(listening).toHaveLength(1)
    expect(await wakeUpLag(1)).toBeLessThan(1000)

    for (const round of [1, 2]) {
      await db.knex.raw('select pg_terminate_backend(?)', [listening[0]!])
      let replaced: number[] = []
      for (let tries = 0; tries < 100 && replaced.length === 0; tries++) {
        await sleep(50)
        replaced = (await listenerPids()).filter((pid) => !listening.includes(pid))
      }
      expect(replaced, `listener replaced after termination ${round}`).toHaveLength(1)
      listening = replaced
      expect(await wakeUpLag(1 + round)).toBeLessThan(1000)
    }
  })
})
