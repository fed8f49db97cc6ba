/**
 * The bench's notifier row: orders appended at a steady rate (open loop) into a copy of the
 * bench history while the notifier runs in a process of its own, as in a command service, with
 * the embedded default's transport (.eml files under DATA_DIR/outbox/). Measured from the log
 * alone, with the lag probe's own reader (command-service/src/notifications/testing/lag.ts): for
 * each order's confirmation, OrderPlaced's recordedAt to NotificationQueued's and to
 * NotificationSent's.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { LOG_START, streams } from '@provender/events'
import { connect, PostgresEventStore } from '@provender/server-kit'
import {
  type NotifierLag,
  notifierLag,
  offerAtRate,
} from '../command-service/src/notifications/testing/lag.ts'
import { startEntry } from './benchLag.mts'
import { benchOrderSource } from './benchOrders.mts'

export interface NotifierFigures {
  rate: number
  orders: number
  lag: NotifierLag
  /** .eml files written: one per message sent (a repeat overwrites its file). */
  files: number
}

export async function notifierThroughput(options: {
  dbUrl: string
  secret: string
  seed: number
  ordersPerSecond: number
  seconds: number
}): Promise<NotifierFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'provender-bench-notifier-'))
  const notifier = await startEntry(
    'command-service/src/notifications/testing/notifierChild.ts',
    {
      DATABASE_URL: options.dbUrl,
      SESSION_SECRET: options.secret,
      DATA_DIR: dataDir,
      // The embedded default's transport, whatever the bench's own environment says.
      SMTP_URL: '',
      NOTIFIER_MIGRATE: 'true',
    },
    /(notifier ready)/,
  )
  const db = connect(options.dbUrl, false)
  const store = new PostgresEventStore(db)
  try {
    const total = Math.round(options.ordersPerSecond * options.seconds)
    const orders = await benchOrderSource(db, options.seed, total)
    const after = (await store.headPosition()) ?? LOG_START
    const rate = await offerAtRate(total, options.ordersPerSecond, (i) =>
      store.append(streams.order(orders.orderId(i)), 'no_stream', [orders.event(i)]),
    )
    const lag = await notifierLag(store, after, { orders: total, untilSent: true, timeoutMs: 180_000 })
    const files = readdirSync(join(dataDir, 'outbox')).filter((f) => f.endsWith('.eml')).length
    return { rate, orders: total, lag, files }
  } finally {
    await notifier.stop()
    await store.close()
    await db.destroy()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
