import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { LOG_START } from '@provender/events'
import { migrateEventStore, PostgresEventStore, parseSettings } from '@provender/server-kit'
import { createTestDatabase } from '@provender/server-kit/testing'
import { expect, it } from 'vitest'
import { migrateCommandTables } from '../commandTables.ts'
import { startNotifier } from './notifier.ts'
import { describeSpread, notifierLag, offerAtRate } from './testing/lag.ts'
import { givenCustomer, placeOrder } from './testing.ts'

it.skipIf(!process.env.NOTIFIER_LAG_PROBE)('lag at 200 orders/s', { timeout: 300_000 }, async () => {
  const db = await createTestDatabase()
  await migrateEventStore(db.knex)
  await migrateCommandTables(db.knex)
  const store = new PostgresEventStore(db.knex, { listen: !db.embedded })
  for (let c = 0; c < 50; c++) await givenCustomer(store, 5000 + c, `c${c}@x.test`)
  const n = await startNotifier({
    knex: db.knex,
    store,
    settings: parseSettings({ DATA_DIR: mkdtempSync(join(tmpdir(), 'lag-')) }),
    linkSecret: 'x'.repeat(32),
  })
  const total = 2000
  const after = (await store.headPosition()) ?? LOG_START
  await offerAtRate(total, 200, (i) => placeOrder(store, 100_000 + i, 5000 + (i % 50)))
  const lag = await notifierLag(store, after, { orders: total, untilSent: true, timeoutMs: 200_000 })
  console.log(
    `NOTIFIER LAG ${process.env.TEST_DB}: queued ${describeSpread(lag.queued)}; sent ${describeSpread(lag.sent)}`,
  )
  expect(lag.queued.count).toBe(total)
  expect(lag.sent.count).toBe(total)
  await n.stop()
  await store.close()
  await db.close()
})
