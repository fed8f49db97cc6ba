import type { DomainEvent } from '@provender/events'
import { describe, expect, it } from 'vitest'
import {
  itRebuildsTheSameRows,
  type ProjectionSpec,
  useProjectionSpec,
} from '../projections/projectionSpec.ts'
import { notificationsProjection } from './projection.ts'
import { findNotification, listNotifications, type NotificationListQuery } from './queries.ts'
import { failed, minute, nid, queued, sending, sent } from './testEvents.ts'

const spec = useProjectionSpec(notificationsProjection)
const stream = (n: number) => `notification-${nid(n)}`
const page = (q: Partial<NotificationListQuery> = {}): NotificationListQuery => ({
  page: 1,
  limit: 25,
  sortBy: 'queuedAt',
  order: 'DESC',
  ...q,
})

describe('sent mail read model: given the outbox events, the rows', () => {
  it('records a queued mail, its attempts, a retry and its delivery', async () => {
    await spec.given(stream(1), [queued(1)], minute(0))
    await spec.given(stream(1), [sending(1, 1)], minute(1))
    await spec.given(stream(1), [failed(1, 1, '421 busy', minute(6).toISOString())], minute(1))
    const [retrying] = await spec.rows('rm_notifications', 'id')
    expect(retrying).toMatchObject({
      id: nid(1),
      status: 'queued',
      attempts: 1,
      last_error: '421 busy',
      next_attempt_at: minute(6),
      queued_at: minute(0),
      sent_at: null,
    })
    await spec.given(stream(1), [sending(1, 2), sent(1, 2, '250 2.0.0 OK')], minute(6))
    expect(await findNotification(spec.knex, nid(1))).toMatchObject({
      status: 'sent',
      attempts: 2,
      lastError: '421 busy',
      nextAttemptAt: null,
      deliveredTo: '250 2.0.0 OK',
      queuedAt: minute(0).toISOString(),
      sentAt: minute(6).toISOString(),
      text: 'Thank you for your order.',
    })
  })

  it('marks a mail failed when the notifier gives up, and keeps it queued, sending or sent otherwise', async () => {
    await spec.append(
      stream(2),
      [queued(2, { kind: 'new-order', userId: 3, name: 'Sam Reyes', email: 'sam@x.test' })],
      minute(2),
    )
    await spec.append(stream(2), [sending(2, 1), failed(2, 1, '550 5.1.1 no such user', null)], minute(3))
    await spec.append(stream(3), [queued(3, { kind: 'order-shipped' }), sending(3, 1)], minute(4))
    await spec.append(stream(4), [queued(4, { kind: 'price-digest', subject: 'Prices changed' })], minute(5))
    // All in one run: rows queued and settled within the same batch.
    await spec.project()
    const rows = await spec.rows('rm_notifications', 'id')
    expect(rows.map((r) => [r.id, r.status, r.attempts, r.last_error])).toEqual([
      [nid(1), 'sent', 2, '421 busy'],
      [nid(2), 'failed', 1, '550 5.1.1 no such user'],
      [nid(3), 'sending', 1, null],
      [nid(4), 'queued', 0, null],
    ])
  })

  it('never holds a usable link: each placeholder is stored as [link]', async () => {
    await spec.given(
      stream(5),
      [
        queued(5, {
          kind: 'password-reset',
          text: 'Reset it here: {{password-reset-link}}',
          html: '<p><a href="{{password-reset-link}}">Reset</a> <a href="{{unsubscribe-link}}">Stop</a></p>',
        }),
      ],
      minute(7),
    )
    const row = await findNotification(spec.knex, nid(5))
    expect(row?.text).toBe('Reset it here: [link]')
    expect(row?.html).toBe('<p><a href="[link]">Reset</a> <a href="[link]">Stop</a></p>')
  })

  it('keeps the rows of a deleted recipient: it is the record of what was sent', async () => {
    await spec.given(
      'user-12',
      [{ type: 'UserDeleted', data: { userId: 12, role: 'customer', reassignedTo: null } }],
      minute(8),
    )
    expect((await listNotifications(spec.knex, page({ recipientUserId: 12 }))).totalCount).toBe(4)
  })

  it('lists newest first, filters by status, kind, recipient and words, and counts what matches', async () => {
    const all = await listNotifications(spec.knex, page())
    expect(all.totalCount).toBe(5)
    expect(all.notifications.map((n) => n.id)).toEqual([nid(5), nid(4), nid(3), nid(2), nid(1)])
    expect(all.notifications[0]).not.toHaveProperty('text')
    expect(all.notifications[0]).not.toHaveProperty('html')
    const ids = async (q: Partial<NotificationListQuery>) =>
      (await listNotifications(spec.knex, page(q))).notifications.map((n) => n.id)
    expect(await ids({ status: 'failed' })).toEqual([nid(2)])
    expect(await ids({ status: 'queued' })).toEqual([nid(5), nid(4)])
    expect(await ids({ kind: 'order-shipped' })).toEqual([nid(3)])
    expect(await ids({ recipientUserId: 3 })).toEqual([nid(2)])
    expect(await ids({ search: 'SAM reyes' })).toEqual([nid(2)])
    expect(await ids({ search: 'bluedoor MAYA' })).toEqual([nid(5), nid(4), nid(3), nid(1)])
    // The recipient is searched, not the message.
    expect(await ids({ search: 'prices' })).toEqual([])
    expect(await ids({ search: '100%' })).toEqual([])
    expect(await ids({ order: 'ASC', limit: 2, page: 2 })).toEqual([nid(3), nid(4)])
    // Sent first when sorting by sent time ascending; the unsent follow.
    expect((await ids({ sortBy: 'sentAt', order: 'ASC' }))[0]).toBe(nid(1))
    expect(await findNotification(spec.knex, nid(99))).toBeUndefined()
  })
})

describe('sent mail read model: a rebuild gives the same rows', () => {
  const history: [string, DomainEvent[], Date][] = [
    ...Array.from({ length: 12 }, (_, i): [string, DomainEvent[], Date] => [
      stream(20 + i),
      [queued(20 + i, { userId: 30 + (i % 3) })],
      minute(i),
    ]),
    ...Array.from({ length: 12 }, (_, i): [string, DomainEvent[], Date] => [
      stream(20 + i),
      i % 4 === 0
        ? [sending(20 + i, 1), failed(20 + i, 1, 'refused', null)]
        : i % 4 === 1
          ? [sending(20 + i, 1), failed(20 + i, 1, 'busy', minute(90).toISOString())]
          : [sending(20 + i, 1), sent(20 + i, 1)],
      minute(30 + i),
    ]),
  ]

  const notificationRows = (of: ProjectionSpec) => of.rows('rm_notifications', 'id')
  itRebuildsTheSameRows(
    notificationsProjection,
    history,
    notificationRows,
    {
      title: 'every state present',
      check: (rows) =>
        expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['failed', 'queued', 'sent'])),
    },
    { batchSize: 5, writeEvery: 3 },
  )
})
