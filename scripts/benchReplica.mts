/**
 * Reads per second with 0 and 1 read replica (READ_DATABASE_URL), on one machine.
 *
 *   BENCH_PRIMARY_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx scripts/benchReplica.mts
 *
 * The server must accept replication connections (see docs/operations.md). On a fresh database
 * of it, Provender starts with the demo data in a child process (so the load generator does not
 * share its event loop), first without a replica, then with a hot standby made by
 * `pg_basebackup -R` (server-kit's testing helper). Each time autocannon sends, signed in as the
 * admin and without a Consistency-Token, the staff orders list and the products list for
 * BENCH_SECONDS (10) at BENCH_CONNECTIONS (16) connections, after a short warm-up.
 */
import { fork } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import knexFactory from 'knex'
import { startProvender } from '../gateway/src/provender.ts'
import { parseSettings } from '../server-kit/src/settings.ts'
import { startHotStandby } from '../server-kit/src/testing/hotStandby.ts'

const SECRET = 'bench-secret-bench-secret-bench-secret-0123'
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16)
const PATHS = ['/api/orders?page=1&limit=25', '/api/products?page=1&limit=25']

interface Served {
  replica: number
  primary: number
}

if (process.argv[2] === 'serve') await serve()
else await measure()

/** The child: Provender on the given database, with a replica when READ_DATABASE_URL is set. */
async function serve(): Promise<void> {
  const settings = parseSettings({
    PORT: '0',
    DATABASE_URL: process.env.BENCH_DATABASE_URL,
    READ_DATABASE_URL: process.env.READ_DATABASE_URL,
    SESSION_SECRET: SECRET,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'provender-bench-')),
    DEMO_DATA: 'true',
  })
  const running = await startProvender(settings)
  const replicaInUse = async () => {
    for (let i = 0; i < 200 && running.replica && !running.replica.healthy; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
  await replicaInUse()
  process.send?.({ url: running.url })
  process.on('message', () => process.send?.({ served: running.replica?.served ?? null }))
  process.on('disconnect', () => void running.stop().then(() => process.exit(0)))
}

async function measure(): Promise<void> {
  const serverUrl = process.env.BENCH_PRIMARY_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
  const name = `provender_bench_replica_${Date.now()}`
  const admin = knexFactory({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } })
  await admin.raw(`create database ${name}`)
  const databaseUrl = serverUrl.replace(/\/[^/]*$/, `/${name}`)
  const standby = await startHotStandby(serverUrl)
  try {
    for (const replicas of [0, 1]) {
      const env = {
        BENCH_DATABASE_URL: databaseUrl,
        ...(replicas ? { READ_DATABASE_URL: standby.urlOf(name) } : {}),
      }
      const child = fork(new URL(import.meta.url).pathname, ['serve'], {
        // One log line per request would make the log, not the reads, the thing measured.
        env: { ...process.env, LOG_LEVEL: 'warn', ...env },
        execArgv: ['--import', 'tsx'],
      })
      const { url } = await new Promise<{ url: string }>((resolve) => child.once('message', resolve))
      const cookie = await signIn(url)
      for (const path of PATHS) {
        await cannon(url, path, cookie, 2)
        const result = await cannon(url, path, cookie, SECONDS)
        console.log(
          `${replicas} replica(s)  ${path}  ${Math.round(result.requests.average)} req/s  load ${loadavg()[0]!.toFixed(1)}  p50 ${result.latency.p50} ms  p97.5 ${result.latency.p97_5} ms  non-2xx ${result.non2xx + result.errors}`,
        )
      }
      child.send('served?')
      const { served } = await new Promise<{ served: Served | null }>((resolve) =>
        child.once('message', resolve),
      )
      if (served) console.log(`  answered by the replica ${served.replica}, by the primary ${served.primary}`)
      child.disconnect()
      await new Promise((resolve) => child.once('exit', resolve))
    }
  } finally {
    await standby.stop()
    await admin.raw(`drop database if exists ${name} with (force)`)
    await admin.destroy()
  }
}

async function signIn(url: string): Promise<string> {
  const answer = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'bench' },
    body: JSON.stringify({ email: 'admin@provender.test', password: 'Demo#Admin2026' }),
  })
  if (answer.status !== 200) throw new Error(`could not sign in: ${answer.status}`)
  return answer.headers.get('set-cookie')!.split(';')[0]!
}

function cannon(url: string, path: string, cookie: string, duration: number) {
  return autocannon({
    url: url + path,
    connections: CONNECTIONS,
    duration,
    headers: { cookie, 'x-requested-with': 'bench' },
  })
}
