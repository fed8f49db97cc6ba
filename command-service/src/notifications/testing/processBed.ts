import type { ChildProcess } from 'node:child_process'
import { type EventStore, LOG_START, type RecordedEvent } from '@provender/events'
import type { Database } from '@provender/server-kit'
import { afterAll } from 'vitest'
import type { MailCollector } from '../testing.ts'

/**
 * What the process tests of the notifier (kill -9, SIGTERM) read back: each notification's
 * steps in the log and the copies the SMTP server received, so both judge "no mail lost, no
 * copy beyond a claim left open" the same way.
 */

/** What a process test holds: the database, its store, the SMTP server and the processes it started. */
export interface ProcessBed {
  db?: Database
  store?: EventStore
  mail?: MailCollector
  children: ChildProcess[]
}

/** The bed of one test file, taken down after its tests (a process still running is killed). */
export function processBed(): ProcessBed {
  const bed: ProcessBed = { children: [] }
  afterAll(async () => {
    for (const c of bed.children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL')
    await bed.mail?.close()
    await bed.store?.close()
    await bed.db?.close()
  })
  return bed
}

/** Every notification's events in the log, by notification id, in order (one read of the log). */
export async function notificationStreams(log: EventStore): Promise<Map<string, RecordedEvent[]>> {
  const byId = new Map<string, RecordedEvent[]>()
  for (const e of await log.readAll(LOG_START, 1_000_000)) {
    const { event } = e
    if (
      event.type !== 'NotificationQueued' &&
      event.type !== 'NotificationSending' &&
      event.type !== 'NotificationSent' &&
      event.type !== 'NotificationFailed'
    )
      continue
    const id = event.data.notificationId
    byId.set(id, [...(byId.get(id) ?? []), e])
  }
  for (const events of byId.values()) events.sort((a, b) => a.revision - b.revision)
  return byId
}

/** Claims followed by no outcome (a later claim, or nothing): left by a killed process. */
export function openClaims(events: RecordedEvent[]): number {
  return events.filter(
    (e, i) =>
      e.type === 'NotificationSending' &&
      events[i + 1]?.type !== 'NotificationSent' &&
      events[i + 1]?.type !== 'NotificationFailed',
  ).length
}

/** How many copies of each notification the server received, by notification id. */
export function receivedCounts(collector: MailCollector): Map<string, number> {
  const counts = new Map<string, number>()
  for (const m of collector.received) {
    const id = String(m.headers.get('x-provender-notification'))
    counts.set(id, (counts.get(id) ?? 0) + 1)
  }
  return counts
}
