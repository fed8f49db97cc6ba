import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Notifier, startNotifier } from '@provender/command-service'
import { type EventStore, wallClock, zonedInstant } from '@provender/events'
import { PostgresEventStore, parseSettings } from '@provender/server-kit'
import type { Knex } from 'knex'
import type { MailCollector } from '../../../command-service/src/notifications/testing.ts'
import type { TestStack } from './stack.ts'

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

/**
 * A second notifier on the stack's database, on its clock, mailing to `mail` (the tests of
 * "two notifiers at once"); `ports` gives it the read models it asks, from the shared database.
 */
export function secondNotifier(
  stack: TestStack,
  mail: MailCollector,
  zone: string,
  ports: (knex: Knex, store: EventStore) => Pick<NotifierParts, 'priceChanges' | 'orderTimes'>,
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
