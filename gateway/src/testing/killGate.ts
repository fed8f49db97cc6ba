import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Database, migrateEventStore } from '@provender/server-kit'
import { createTestDatabase } from '@provender/server-kit/testing'
import type { Knex } from 'knex'
import { afterEach } from 'vitest'
import { type RunningProcess, startProcess } from './processes.ts'

// What the kill -9 tests share: the one-process start under a connection name the test can end,
// and a gate in the database that holds one event type's insert while the process is killed.

/** Starting a process takes long on a busy two-core machine. */
const START_TIMEOUT_MS = 150_000

export async function until(what: string, condition: () => Promise<boolean> | boolean, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

export async function count(knex: Knex, sql: string, bindings: Knex.RawBinding[] = []): Promise<number> {
  const result = await knex.raw<{ rows: { n: number }[] }>(sql, bindings)
  return result.rows[0]!.n
}

/** The gateway's one-process start on `databaseUrl`, every connection named `appName`. */
export async function startGatewayToKill(
  databaseUrl: string,
  appName: string,
  env: Record<string, string>,
): Promise<RunningProcess> {
  return startProcess(
    'gateway/src/main.ts',
    {
      DATABASE_URL: databaseUrl,
      PGAPPNAME: appName,
      PORT: '0',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'provender-kill-')),
      ...env,
    },
    /running at (http:\/\/\S+)/,
    START_TIMEOUT_MS,
  )
}

/**
 * A trigger that makes every insert of `eventType` wait on advisory lock `lock` (below 2^31, so
 * pg_locks shows it as objid) while the test holds it: the kill then lands inside that append.
 */
export async function installGate(knex: Knex, eventType: string, lock: number) {
  const name = `kill_gate_${lock}`
  await knex.raw(`
    create function ${name}() returns trigger language plpgsql as $$
    begin
      perform pg_advisory_xact_lock_shared(${lock});
      return new;
    end $$;
    create trigger ${name} before insert on event_log
      for each row when (new.type = '${eventType}') execute function ${name}();
  `)
  return {
    async close(): Promise<{ open(): Promise<void> }> {
      const held = await knex.transaction()
      await held.raw('select pg_advisory_xact_lock(?)', [lock])
      return { open: () => held.commit().then(() => undefined) }
    },
    /** How many inserts wait at the gate now. */
    parked: () =>
      count(
        knex,
        `select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = ? and not granted`,
        [lock],
      ),
  }
}

/** What a killed process leaves behind: its connections, one of them perhaps still inside an insert. */
export async function endConnectionsOfKilled(knex: Knex, appName: string): Promise<void> {
  const left = `select count(*)::int as n from pg_stat_activity where application_name = ? and datname = current_database()`
  await until('the killed process has no connection left', async () => {
    await knex.raw(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = ? and datname = current_database()',
      [appName],
    )
    return (await count(knex, left, [appName])) === 0
  })
}

/** SIGKILL, then its connections ended, as a crash would leave them. */
export async function killNow(process: RunningProcess, knex: Knex, appName: string): Promise<void> {
  process.child.kill('SIGKILL')
  await until(
    'the process is gone',
    () => process.child.exitCode !== null || process.child.signalCode !== null,
  )
  await endConnectionsOfKilled(knex, appName)
}

/**
 * A kill test's processes and database, each ended after every test: `start` runs the gateway's
 * one-process start under `appName`, `database` makes a fresh log database for it.
 */
export function useKillTest(appName: string) {
  const running: RunningProcess[] = []
  let database: Database | undefined
  afterEach(async () => {
    for (const p of running.splice(0)) if (p.child.exitCode === null) p.child.kill('SIGKILL')
    await database?.close()
    database = undefined
  }, 60_000)
  return {
    async database(): Promise<Database> {
      database = await createTestDatabase()
      await migrateEventStore(database.knex)
      return database
    },
    async start(databaseUrl: string, env: Record<string, string>): Promise<RunningProcess> {
      const gateway = await startGatewayToKill(databaseUrl, appName, env)
      running.push(gateway)
      return gateway
    },
  }
}
