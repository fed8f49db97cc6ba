import { execFile } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'

const run = promisify(execFile)

/** A hot standby of a PostgreSQL server, streaming from it, on a port of its own. */
export interface HotStandby {
  /** The URL of one database of the standby (it holds every database of the server). */
  urlOf(database: string): string
  /** Stops the standby and removes its folder; safe to call twice. */
  stop(): Promise<void>
}

/**
 * Why a hot standby of this server cannot be made here, or null when it can: the server must
 * accept a physical replication connection from this address (a `replication` line in
 * pg_hba.conf), with wal_level replica and WAL senders to spare; the server's own binaries
 * must be at hand to run the copy.
 */
export async function hotStandbyRefusal(serverUrl: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: serverUrl, replication: true } as pg.ClientConfig)
  try {
    await client.connect()
    // A walsender answers simple queries of the replication protocol only.
    const { rows } = await client.query<{ systemid: string }>('IDENTIFY_SYSTEM')
    if (!rows[0]) return 'the server did not identify itself over a replication connection'
  } catch (error) {
    return `the server refuses a replication connection (${(error as Error).message}); it needs a pg_hba.conf line such as "host replication all 127.0.0.1/32 trust", wal_level = replica and max_wal_senders > 0`
  } finally {
    await client.end().catch(() => {})
  }
  const bin = await serverBinaries(serverUrl)
  if (!existsSync(join(bin, 'pg_ctl')) || !existsSync(join(bin, 'pg_basebackup'))) {
    return `the server's binaries (pg_ctl, pg_basebackup) are not in ${bin}`
  }
  return null
}

/**
 * Copies the server with `pg_basebackup -R -X stream` into a temporary folder and starts the
 * copy as a hot standby with the server's own binaries on a free port of 127.0.0.1. PostgreSQL
 * refuses to run as root, so as root both run as the `postgres` user. Anything left half made
 * is removed before a failure is thrown.
 */
export async function startHotStandby(serverUrl: string): Promise<HotStandby> {
  const primary = new URL(serverUrl)
  const bin = await serverBinaries(serverUrl)
  const folder = mkdtempSync(join(tmpdir(), 'provender-standby-'))
  const data = join(folder, 'data')
  const owner = process.getuid?.() === 0 ? await postgresUser() : null
  if (owner) chownSync(folder, owner.uid, owner.gid)
  const as = (command: string, args: string[]) =>
    owner
      ? run('runuser', ['-u', 'postgres', '--', join(bin, command), ...args])
      : run(join(bin, command), args)
  let started = false
  const stop = async () => {
    if (started) await as('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => {})
    started = false
    rmSync(folder, { recursive: true, force: true })
  }
  try {
    await as('pg_basebackup', [
      ...['-h', primary.hostname, '-p', primary.port || '5432', '-U', primary.username || 'postgres'],
      ...['-D', data, '-R', '-X', 'stream', '-c', 'fast'],
    ])
    // A Debian server keeps its configuration outside the data folder: the copy gets its own.
    const files = {
      'postgresql.conf': 'hot_standby = on\n',
      'pg_hba.conf': 'local all all trust\nhost all all 127.0.0.1/32 trust\n',
      'pg_ident.conf': '',
    }
    for (const [name, text] of Object.entries(files)) {
      const path = join(data, name)
      if (!readdirSync(data).includes(name)) writeFileSync(path, text)
      if (owner) chownSync(path, owner.uid, owner.gid)
    }
    const port = await freePort()
    const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${folder}`
    started = true
    await as('pg_ctl', [
      '-D',
      data,
      '-l',
      join(folder, 'standby.log'),
      '-w',
      '-t',
      '60',
      '-o',
      options,
      'start',
    ])
    return { urlOf: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`, stop }
  } catch (error) {
    const log = join(folder, 'standby.log')
    const said = existsSync(log) ? readFileSync(log, 'utf8').slice(-2000) : ''
    await stop()
    throw new Error(`the hot standby did not start: ${(error as Error).message}\n${said}`)
  }
}

/** The server's own bin folder (Debian's layout by major version), else PG_BINDIR. */
async function serverBinaries(serverUrl: string): Promise<string> {
  if (process.env.PG_BINDIR) return process.env.PG_BINDIR
  const client = new pg.Client({ connectionString: serverUrl })
  try {
    await client.connect()
    const { rows } = await client.query<{ version: string }>(
      "select current_setting('server_version_num') as version",
    )
    return `/usr/lib/postgresql/${Math.floor(Number(rows[0]!.version) / 10_000)}/bin`
  } finally {
    await client.end().catch(() => {})
  }
}

async function postgresUser(): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])])
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}
