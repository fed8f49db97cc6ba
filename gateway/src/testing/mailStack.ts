import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Notifier, startNotifier } from '@provender/command-service'
import { type EventStore, wallClock, zonedInstant } from '@provender/events'
import { PostgresEventStore, parseSettings } from '@provender/server-kit'
import type { Knex } from 'knex'
import { afterAll, beforeAll } from 'vitest'
import { type MailCollector, startMailCollector } from '../../../command-service/src/notifications/testing.ts'
import { type DemoUser, type SignedIn, type TestStack, testStackWith } from './stack.ts'

/**
 * Days and moments for the notifier's clock-driven mail (digest, reminders) in `zone`: days
 * counted from today, so nothing the demo data did falls on them, and a day as mail names it.
 */
export function mailDays(zone: string) {
  const today = wallClock(new Date(), zone).date
  return {
    dayAfter: (n: number) =>
      new Date(Date.parse(`${today}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10),
    at: (day: string, time: string) => zonedInstant(day, time, zone),
    mailDay: (day: string) =>
      new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(`${day}T12:00:00Z`),
      ),
  }
}

type NotifierParts = Parameters<typeof startNotifier>[0]
type NotifierPorts = (knex: Knex, store: EventStore) => Pick<NotifierParts, 'priceChanges' | 'orderTimes'>

/** The mail tests' stack: see mailStackWith. */
export interface MailStack<W extends DemoUser> {
  /** Every mail the stack sent. */
  mail: MailCollector
  stack: TestStack
  users: Record<W, SignedIn>
  /**
   * A second notifier on the stack's database and clock, mailing to `mail` (the tests of "two
   * notifiers at once"), stopped after the file's tests; `ports` gives it the read models it asks.
   */
  secondNotifier(ports: NotifierPorts): Promise<Notifier>
}

/**
 * A stack mailing through an SMTP collector of its own, in `zone`, with these demo users signed in:
 * started before this file's tests, and after them stopped with the collector and every second
 * notifier. As with testStackWith, its objects are answered at once and filled in when it is up.
 */
export function mailStackWith<W extends DemoUser>(
  who: readonly W[],
  zone: string,
  env: Record<string, string> = {},
): MailStack<W> {
  const mail = {} as MailCollector
  const seconds: Notifier[] = []
  // The collector's address is known only once it listens, so the stack's settings read it then.
  const settings: Record<string, string> = { TIME_ZONE: zone, ...env }
  // After-hooks run in the reverse order: the second notifiers stop first, the collector last.
  beforeAll(async () => {
    Object.assign(mail, await startMailCollector())
    settings.SMTP_URL = mail.url
  })
  afterAll(() => mail.close?.())
  const { stack, users } = testStackWith(who, settings)
  afterAll(async () => {
    for (const notifier of seconds) await notifier.stop()
  })
  return {
    mail,
    stack,
    users,
    async secondNotifier(ports) {
      const notifier = await startSecondNotifier(stack, mail, zone, ports)
      seconds.push(notifier)
      return notifier
    },
  }
}

function startSecondNotifier(
  stack: TestStack,
  mail: MailCollector,
  zone: string,
  ports: NotifierPorts,
): Promise<Notifier> {
  const { knex } = stack.running.database
  return startNotifier({
    knex,
    store: new PostgresEventStore(knex),
    settings: parseSettings({
      SMTP_URL: mail.url,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'notifier-')),
      TIME_ZONE: zone,
      DIGEST_HOUR: '7',
    }),
    linkSecret: 'x'.repeat(32),
    clock: stack.clock.now,
    ...ports(knex, new PostgresEventStore(knex)),
  })
}
