import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { EventStore } from '@provender/events'
import type { Knex } from 'knex'
import Koa from 'koa'
import { afterEach, describe, expect, it } from 'vitest'
import { ReadReplica } from './readReplica.ts'
import { routedKnex, useReplicaReads } from './readRouting.ts'

/** A stand-in for a knex: `raw` answers which database it is, or fails as a lost server does. */
function fakeDatabase(name: string, state: { down?: boolean } = {}): Knex {
  const raw = async (sql: string) => {
    if (sql.includes('pg_current_wal_lsn')) return { rows: [{ lsn: '0/100' }] }
    if (sql.includes('pg_is_in_recovery')) return { rows: [{ standby: true, replayed: '0/100' }] }
    if (state.down)
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' })
    return { rows: [{ who: name }] }
  }
  return Object.assign(() => name, { raw, destroy: async () => {} }) as unknown as Knex
}

const servers: { close(): void }[] = []
afterEach(() => {
  for (const server of servers.splice(0)) server.close()
})

async function serve(replicaDown: { down?: boolean }) {
  const replica = new ReadReplica(
    fakeDatabase('primary'),
    fakeDatabase('replica', replicaDown),
    {} as EventStore,
    [],
    { waitMs: 10 },
  )
  await replica.probe()
  const db = routedKnex(replica)
  const app = new Koa()
  useReplicaReads(app, replica)
  app.use(async (ctx) => {
    await replica.chooseFor(null, async () => null)
    const { rows } = await db.raw<{ rows: { who: string }[] }>('select who')
    ctx.body = { who: rows[0]!.who, table: (db as unknown as () => string)() }
  })
  const server = createServer(app.callback()).listen(0)
  servers.push(server)
  await new Promise((resolve) => server.once('listening', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  return { replica, db, get: () => fetch(url) }
}

describe('reads routed per request', () => {
  it('reads from the replica once chosen, and from the primary outside a request', async () => {
    const { replica, db, get } = await serve({})
    expect(replica.healthy).toBe(true)
    const answer = await get()
    expect(await answer.json()).toEqual({ who: 'replica', table: 'replica' })
    expect(replica.served).toEqual({ replica: 1, primary: 0 })
    const { rows } = await db.raw<{ rows: { who: string }[] }>('select who')
    expect(rows[0]!.who).toBe('primary')
  })

  it('answers a request whose replica connection fails again from the primary, and bypasses it', async () => {
    const { replica, get } = await serve({ down: true })
    const answer = await get()
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ who: 'primary', table: 'primary' })
    expect(replica.healthy).toBe(false)
    expect(replica.served).toEqual({ replica: 0, primary: 1 })
  })
})
