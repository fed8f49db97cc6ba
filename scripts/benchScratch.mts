/**
 * What the seeded benches share (exports; imports may use it too): events as an admin writes
 * them, a scratch database dropped at the end, and a run timed with the process's peak memory.
 */
import { randomUUID } from 'node:crypto'
import type { DomainEvent, NewEvent } from '@provender/events'
import { connect, openDatabase } from '@provender/server-kit'
import knexFactory from 'knex'

/** An event as user `actorId` (an admin) appends it now. */
export const adminEnvelope =
  (actorId: number) =>
  (event: DomainEvent): NewEvent => ({
    id: randomUUID(),
    event,
    metadata: {
      actorId,
      actorRole: 'admin',
      correlationId: randomUUID(),
      causationId: null,
      occurredAt: new Date().toISOString(),
    },
  })

/** Samples the process's resident memory while `work` runs; answers its time and the peak. */
export async function measured<T>(work: () => Promise<T>): Promise<{ value: T; ms: number; peakMb: number }> {
  let peak = process.memoryUsage().rss
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss)
  }, 10)
  const start = performance.now()
  try {
    const value = await work()
    return {
      value,
      ms: performance.now() - start,
      peakMb: Math.max(peak, process.memoryUsage().rss) / 2 ** 20,
    }
  } finally {
    clearInterval(timer)
  }
}

/** A database of its own on the server (or PGlite with TEST_DB=pglite), dropped by `close`. */
export async function scratchDatabase(serverUrl: string, name: string) {
  if (process.env.TEST_DB === 'pglite') return openDatabase({ dataDir: null })
  const admin = knexFactory({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } })
  await admin.raw(`drop database if exists ${name} with (force)`)
  await admin.raw(`create database ${name}`)
  const knex = connect(serverUrl.replace(/\/[^/]*$/, `/${name}`), false)
  return {
    knex,
    async close() {
      await knex.destroy()
      await admin.raw(`drop database if exists ${name} with (force)`)
      await admin.destroy()
    },
  }
}
