import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  migrateCommandTables,
  type Notifier,
  prepareNotifier,
  startNotifier,
} from '@provender/command-service'
import {
  allProjections,
  migrateReadModels,
  ProjectionRunner,
  replayReadModels,
} from '@provender/query-service'
import {
  connect,
  type Database,
  migrateEventStore,
  PostgresEventStore,
  parseSettings,
} from '@provender/server-kit'
import { createTestDatabase, testDatabaseKind } from '@provender/server-kit/testing'
import type { Knex } from 'knex'
import { afterAll, describe, expect, it } from 'vitest'
import {
  givenCustomer,
  type MailCollector,
  placeOrder,
  startMailCollector,
  until,
} from '../../command-service/src/notifications/testing.ts'
import { liveRun } from '../../query-service/src/projections/run.ts'

// Two query services' runners on one database while orders come in and two command services'
// notifiers send their mail, one of them killed (issue 38): the first runner is cut off by the
// database in the middle of its catch-up (its connections terminated, as a killed process's
// are), the second takes over. Afterwards an
// online rebuild from the log must find every read model, the sent-mail one included, with
// exactly the checksums the live runners left (rule 1: a rebuild gives identical rows).
//
// Only on the PostgreSQL server: the runners need connections of their own to cut.

const ORDERS = 40
/** Small batches: the catch-up is many transactions, so the cut lands inside one of them. */
const BATCH = 7

let db: Database | undefined
let store: PostgresEventStore | undefined
let mail: MailCollector | undefined
let notifier: Notifier | undefined
const pools: Knex[] = []

afterAll(async () => {
  await notifier?.stop()
  await mail?.close()
  for (const pool of pools) await pool.destroy().catch(() => {})
  await store?.close()
  await db?.close()
})

/** A runner on a pool of its own, its connections named so the test can cut them. */
function runnerOn(url: string, name: string) {
  const knex = connect(`${url}?application_name=${name}`, false)
  pools.push(knex)
  const own = new PostgresEventStore(knex, { pollIntervalMs: 20 })
  return { knex, runner: new ProjectionRunner(knex, own, allProjections, liveRun(BATCH)) }
}

describe.runIf(testDatabaseKind() === 'postgres')(
  'read models after a query service dies mid catch-up',
  () => {
    it('equal a rebuild from the log, table by table, rm_notifications included', {
      timeout: 120_000,
    }, async () => {
      db = await createTestDatabase()
      const url = db.url!
      await migrateEventStore(db.knex)
      await migrateCommandTables(db.knex)
      await migrateReadModels(db.knex)
      const log = new PostgresEventStore(db.knex, { listen: true })
      store = log
      const collector = await startMailCollector()
      mail = collector
      await prepareNotifier(db.knex, log, () => new Date())
      await givenCustomer(log)
      const settings = parseSettings({
        SMTP_URL: collector.url,
        DATA_DIR: mkdtempSync(join(tmpdir(), 'takeover-')),
      })
      const mailer = () =>
        startNotifier({
          knex: db!.knex,
          store: log,
          settings,
          linkSecret: 'takeover-secret-takeover-secret-0123456789',
          policy: { leaseMs: 1_000 },
        })
      // Two command services' notifiers: claims race, and the one killed leaves claims to take again.
      notifier = await mailer()
      const doomed = await mailer()

      for (let i = 0; i < ORDERS / 2; i++) await placeOrder(log, 9000 + i)
      const first = runnerOn(url, 'runner-first')
      const catchingUp = first.runner.catchUpToHead(30_000).catch(() => false)
      // The cut: inside the catch-up, with the mail of the first orders going out meanwhile.
      await new Promise((r) => setTimeout(r, 150 + Math.floor(Math.random() * 150)))
      await db.knex.raw(
        "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'runner-first'",
      )
      doomed.kill()
      await catchingUp
      await first.knex.destroy().catch(() => {})

      const second = runnerOn(url, 'runner-second')
      second.runner.start()
      for (let i = ORDERS / 2; i < ORDERS; i++) await placeOrder(log, 9000 + i)
      await until(
        async () => {
          const { rows } = await db!.knex.raw<{ rows: { n: string }[] }>(
            "select count(*)::text as n from event_log where type = 'NotificationSent'",
          )
          return Number(rows[0]!.n) >= ORDERS * 2
        },
        'every message sent',
        60_000,
      )
      await notifier.stop()
      expect(await second.runner.catchUpToHead(30_000)).toBe(true)
      await second.runner.stop()

      const report = await replayReadModels(db.knex, log)
      const notifications = report.before.find((t) => t.table === 'rm_notifications')!
      expect(notifications.rows).toBe(ORDERS * 2)
      const differing = report.after
        .filter((t, i) => t.checksum !== report.before[i]!.checksum || t.rows !== report.before[i]!.rows)
        .map((t) => t.table)
      expect(differing).toEqual([])
      expect(report.events).toBeGreaterThan(ORDERS * 7)
    })
  },
)
