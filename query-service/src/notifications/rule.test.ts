import { describe, expect, it } from 'vitest'
import { applyNotificationEvent, foldNotifications, type NotificationRow, withoutLinks } from './rule.ts'
import { failed, minute, nid, queued, sending, sent } from './testEvents.ts'

const at = (n: number) => minute(n).toISOString()

function through(...steps: Parameters<typeof applyNotificationEvent>[1][]): NotificationRow | undefined {
  let row: NotificationRow | undefined
  steps.forEach((event, i) => {
    row = applyNotificationEvent(row, event, at(i))
  })
  return row
}

describe('sent mail rule: a notification after its events', () => {
  it('is queued with nothing tried, at the time it was recorded', () => {
    expect(through(queued(1))).toEqual({
      id: nid(1),
      kind: 'order-placed',
      source: '00000000-0000-4000-8000-000000000001',
      recipientUserId: 12,
      recipientEmail: 'orders@bluedoor.test',
      recipientName: 'Maya Chen',
      subject: 'Order 1001 received',
      text: 'Thank you for your order.',
      html: '<p>Thank you for your order.</p>',
      status: 'queued',
      attempts: 0,
      lastError: null,
      nextAttemptAt: null,
      deliveredTo: null,
      queuedAt: at(0),
      sentAt: null,
    })
  })

  it('is sending while an attempt is claimed, sent with where it went and when', () => {
    expect(through(queued(1), sending(1, 1))).toMatchObject({ status: 'sending', attempts: 1 })
    expect(through(queued(1), sending(1, 1), sent(1, 1, 'outbox/a.eml'))).toMatchObject({
      status: 'sent',
      attempts: 1,
      deliveredTo: 'outbox/a.eml',
      sentAt: at(2),
    })
  })

  it('is queued again after a failure with a retry time, keeping the reason and the next attempt', () => {
    const row = through(queued(1), sending(1, 1), failed(1, 1, '421 try later', '2026-11-24T15:10:00.000Z'))
    expect(row).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: '421 try later',
      nextAttemptAt: '2026-11-24T15:10:00.000Z',
    })
    // The second attempt goes through: sent, the earlier error kept for the record.
    const later = through(
      queued(1),
      sending(1, 1),
      failed(1, 1, '421 try later', '2026-11-24T15:10:00.000Z'),
      sending(1, 2),
      sent(1, 2),
    )
    expect(later).toMatchObject({
      status: 'sent',
      attempts: 2,
      lastError: '421 try later',
      nextAttemptAt: null,
    })
  })

  it('is failed when the notifier gives up (no retry time), also before any attempt', () => {
    expect(through(queued(1), sending(1, 1), failed(1, 1, '550 no such user', null))).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: '550 no such user',
      nextAttemptAt: null,
    })
    expect(through(queued(1), failed(1, 0, 'The recipient was deleted.', null))).toMatchObject({
      status: 'failed',
      attempts: 0,
    })
  })

  it('never counts attempts down', () => {
    expect(through(queued(1), sending(1, 3), failed(1, 2, 'late', null))).toMatchObject({ attempts: 3 })
  })

  it('leaves nothing for events of a notification never queued, and ignores a second queueing', () => {
    expect(through(sending(1, 1), sent(1, 1))).toBeUndefined()
    const row = through(queued(1), sent(1, 1), queued(1, { subject: 'Other' }))
    expect(row).toMatchObject({ status: 'sent', subject: 'Order 1001 received' })
  })
})

describe('sent mail rule: never a usable link on screen', () => {
  it('shows each link placeholder as [link], in text and HTML alike', () => {
    expect(withoutLinks('Reset: {{password-reset-link}}\nStop: {{unsubscribe-link}}')).toBe(
      'Reset: [link]\nStop: [link]',
    )
    expect(withoutLinks('<a href="{{unsubscribe-link}}">Unsubscribe</a>')).toBe(
      '<a href="[link]">Unsubscribe</a>',
    )
    expect(withoutLinks('Use {{ Password-Reset-Link }} soon')).toBe('Use [link] soon')
    expect(withoutLinks('Plain {{name}} braces stay')).toBe('Plain {{name}} braces stay')
  })

  it('stores the message so', () => {
    const row = through(
      queued(1, {
        kind: 'password-reset',
        text: 'Go to {{password-reset-link}}',
        html: '<a href="{{password-reset-link}}">x</a>',
      }),
    )
    expect(row?.text).toBe('Go to [link]')
    expect(row?.html).toBe('<a href="[link]">x</a>')
  })
})

describe('sent mail rule: a run of events', () => {
  it('gives each touched row once, from what was stored and what the run adds', () => {
    const stored = new Map([[nid(1), through(queued(1))!]])
    const rows = foldNotifications(stored, [
      { event: sending(1, 1), at: at(5) },
      { event: queued(2), at: at(6) },
      { event: sent(1, 1), at: at(7) },
      { event: sending(9, 1), at: at(8) },
    ])
    expect(rows.map((r) => [r.id, r.status, r.sentAt])).toEqual([
      [nid(1), 'sent', at(7)],
      [nid(2), 'queued', null],
    ])
  })
})
