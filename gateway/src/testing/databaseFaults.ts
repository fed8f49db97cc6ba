import { PGlite } from '@electric-sql/pglite'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'
import { connect, type Database } from '@provender/server-kit'
import knexFactory, { type Knex } from 'knex'

/**
 * Turns a server database read-only and back as a failover to a standby does: new sessions
 * read-only (or not), and every open one cut. Works from a session on another database.
 */
export function readOnlySwitch(databaseUrl: string) {
  const url = new URL(databaseUrl)
  const name = url.pathname.slice(1)
  url.pathname = '/postgres'
  const server: Knex = knexFactory({ client: 'pg', connection: url.toString(), pool: { min: 0, max: 1 } })
  return {
    async set(readOnly: boolean) {
      await server.raw(
        `alter database ${name} set default_transaction_read_only = ${readOnly ? 'on' : 'off'}`,
      )
      await server.raw('select pg_terminate_backend(pid) from pg_stat_activity where datname = ?', [name])
    },
    async close() {
      await server.raw(`alter database ${name} reset default_transaction_read_only`).catch(() => undefined)
      await server.destroy()
    },
  }
}

/** Embedded PGlite behind a socket a test can close (the database goes away) and open again. */
export async function embeddedBehindSocket() {
  const pglite = await PGlite.create('memory://')
  let socket = new PGLiteSocketServer({ db: pglite, host: '127.0.0.1', port: 0, maxConnections: 1 })
  await socket.start()
  const port = Number(socket.getServerConn().split(':').at(-1))
  const knex = connect(`postgres://postgres@127.0.0.1:${port}/postgres`, true)
  const database: Database = { knex, embedded: true, url: '', close: () => knex.destroy() }
  return {
    database,
    goAway: () => socket.stop(),
    async comeBack() {
      socket = new PGLiteSocketServer({ db: pglite, host: '127.0.0.1', port, maxConnections: 1 })
      await socket.start()
    },
    async close() {
      await socket.stop()
      await pglite.close()
    },
  }
}
