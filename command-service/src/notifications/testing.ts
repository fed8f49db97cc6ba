import { mkdtempSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { DomainEvent, EventStore, OrderLine } from '@provender/events'
import { LOG_START, streams } from '@provender/events'
import { oliveOilCases } from '@provender/events/testing'
import { type Database, migrateEventStore, PostgresEventStore, parseSettings } from '@provender/server-kit'
import { createTestDatabase, envelope } from '@provender/server-kit/testing'
import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll } from 'vitest'
import { migrateCommandTables } from '../commandTables.ts'
import { type Notifier, type StandingMovesOf, startNotifier } from './notifier.ts'
import { CHECKPOINT } from './reactor.ts'

/** A real SMTP server on a free port, keeping every message it accepted, parsed. */
export interface MailCollector {
  url: string
  port: number
  received: ParsedMail[]
  /** Addresses it answers 550 for (a bounce). */
  refuse: Set<string>
  close(): Promise<void>
}

/**
 * `delayMs`: how long it takes over each message before accepting it, as a busy relay does; a
 * backlog then takes long enough to send that a stop lands in the middle of it.
 */
export async function startMailCollector(port = 0, delayMs = 0): Promise<MailCollector> {
  const received: ParsedMail[] = []
  const refuse = new Set<string>()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!refuse.has(address.address)) return callback()
      const error = new Error('Mailbox unavailable') as Error & { responseCode: number }
      error.responseCode = 550
      callback(error)
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs))
          received.push(mail)
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  // A client that dies mid-session (a notifier killed with kill -9) resets its connection: a
  // real server shrugs that off, and so does this one (unhandled, it would fail the test run).
  server.on('error', () => {})
  const bound = (server.server.address() as AddressInfo).port
  return {
    url: `smtp://127.0.0.1:${bound}`,
    port: bound,
    received,
    refuse,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** Waits (polling) until `check` holds, or fails with `what`. */
export async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

export const rep = { userId: 901, email: 'rita@provender.test', firstName: 'Rita', lastName: 'Rep' }
export const chef = { userId: 950, email: 'carl@bluedoor.test', firstName: 'Carl', lastName: 'Chef' }

function account(who: typeof rep, role: 'sales' | 'customer'): DomainEvent {
  return {
    type: 'UserRegistered',
    data: { ...who, role, phone: '', passwordHash: 'hash', passwordChanged: true },
  }
}

/** A rep and a customer (its login and its business) in the log. */
export async function givenCustomer(store: EventStore, customerId = chef.userId, email = chef.email) {
  if ((await store.readStream(streams.user(rep.userId))).length === 0) {
    await store.append(streams.user(rep.userId), 'no_stream', [envelope(account(rep, 'sales'))])
  }
  await store.append(streams.user(customerId), 'no_stream', [
    envelope(account({ ...chef, userId: customerId, email }, 'customer')),
  ])
  await store.append(streams.customer(customerId), 'no_stream', [
    envelope({
      type: 'CustomerRegistered',
      data: {
        customerId,
        businessName: 'Blue Door & Co',
        accountNumber: `BD-${customerId}`,
        salesUserId: rep.userId,
      },
    }),
  ])
}

export const brisket: OrderLine = {
  productId: 'BRISKET',
  name: 'Beef brisket',
  unitType: 'weight',
  packsPerCase: null,
  quantityType: 'weight',
  quantity: 35.75,
  unitPriceCents: 800,
  lineTotalCents: 28600,
}

/** The olive oil line every order test shares. */
export const oil: OrderLine = oliveOilCases

export async function placeOrder(
  store: EventStore,
  orderId: number,
  customerId = chef.userId,
  at = new Date(),
) {
  return store.append(streams.order(orderId), 'no_stream', [
    envelope(
      {
        type: 'OrderPlaced',
        data: {
          orderId,
          customerId,
          salesUserId: rep.userId,
          lines: [brisket, oil],
          totalCents: brisket.lineTotalCents + oil.lineTotalCents,
          idempotencyKey: null,
        },
      },
      at,
    ),
  ])
}

/** The brisket ships short of its estimate (34.10 lb of 35.75 lb), the oil as ordered. */
export async function fulfilOrder(store: EventStore, orderId: number, at = new Date()) {
  return store.append(streams.order(orderId), 0, [
    envelope(
      {
        type: 'OrderFulfilled',
        data: {
          orderId,
          fulfilledBy: rep.userId,
          shipped: [
            { productId: 'BRISKET', quantity: 34.1, lineTotalCents: 27280 },
            { productId: 'OIL', quantity: 2, lineTotalCents: 9000 },
          ],
          finalTotalCents: 36280,
        },
      },
      at,
    ),
  ])
}

/** What a notifier test runs against: a fresh database with the log and the notifier's tables. */
export interface NotifierTestBed {
  db: Database
  store: EventStore
  mail: MailCollector
}

/**
 * Sets one up before the file's tests (with a customer and its rep in the log and an SMTP server
 * collecting what arrives) and takes it down after; `beforeStop` stops the file's notifiers first.
 */
export function notifierTestBed(beforeStop: () => Promise<void> = async () => {}): NotifierTestBed {
  const bed = {} as NotifierTestBed
  beforeAll(async () => {
    bed.db = await createTestDatabase()
    await migrateEventStore(bed.db.knex)
    await migrateCommandTables(bed.db.knex)
    bed.store = new PostgresEventStore(bed.db.knex, { listen: !bed.db.embedded, pollIntervalMs: 50 })
    bed.mail = await startMailCollector()
    await givenCustomer(bed.store)
  })
  afterAll(async () => {
    await beforeStop()
    await bed.mail?.close()
    await bed.store?.close()
    await bed.db?.close()
  })
  return bed
}

/**
 * A notifier on the bed's database mailing its SMTP server, with the closure mails' port (issue
 * 36) given; kept in `running` so the bed stops it.
 */
export async function closureNotifier(
  bed: NotifierTestBed,
  standingMoves: StandingMovesOf,
  running: Notifier[],
) {
  const settings = parseSettings({
    SMTP_URL: bed.mail.url,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'notifier-')),
    APP_URL: 'https://orders.example.test',
  })
  const started = await startNotifier({
    knex: bed.db.knex,
    store: bed.store,
    settings,
    linkSecret: 'x'.repeat(32),
    standingMoves,
  })
  running.push(started)
  return started
}

/** The checkpoint lost: `first` stops, and two fresh notifiers read the whole log again and send. */
export async function replayByTwo(bed: NotifierTestBed, first: Notifier, notifier: () => Promise<Notifier>) {
  await first.stop()
  await bed.db.knex('notifier_checkpoints').where({ name: CHECKPOINT }).update({
    transaction_id: LOG_START.transactionId,
    sequence: LOG_START.sequence,
  })
  const again = await Promise.all([notifier(), notifier()])
  await Promise.all(again.map((n) => n.catchUp()))
  await Promise.all(again.map((n) => n.deliverDue()))
}
