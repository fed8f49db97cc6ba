import type { DomainEvent, RecordedEvent } from '@provender/events'
import { oliveOilCases, recordedEvent } from '@provender/events/testing'
import { expect, it, describe as suite } from 'vitest'
import { describe, type Names } from './timeline.ts'

const names: Names = { people: new Map(), products: new Map() }

function recorded(event: DomainEvent): RecordedEvent {
  return recordedEvent(event, {
    sequence: 1,
    streamId: 'order-41',
    occurredAt: '2026-11-20T15:00:00.000Z',
    metadata: { actorId: 2, actorRole: 'sales', correlationId: '00000000-0000-4000-8000-000000000002' },
  })
}

const line = oliveOilCases

const placed = (extra: object = {}): DomainEvent => ({
  type: 'OrderPlaced',
  data: {
    orderId: 41,
    customerId: 4,
    salesUserId: 2,
    lines: [line],
    totalCents: 9000,
    idempotencyKey: null,
    ...extra,
  },
})

suite("the auditor's timeline: an order placed", () => {
  it('by the customer: its lines and total', () => {
    expect(describe(recorded(placed()), names)?.sentence).toBe('Order #41 placed: 1 line, total 90.00')
  })

  it('by a rep for the customer, outside the ordering window: who placed it and that the window was closed', () => {
    const phone = placed({ placedBy: { userId: 2, name: 'Sam Reyes' }, placedOutsideWindow: true })
    expect(describe(recorded(phone), names)?.sentence).toBe(
      'Order #41 placed by Sam Reyes for the customer, outside the ordering window: 1 line, total 90.00',
    )
  })

  it('by a rep inside the window: who placed it, no window remark', () => {
    const phone = placed({ placedBy: { userId: 2, name: 'Sam Reyes' }, placedOutsideWindow: false })
    expect(describe(recorded(phone), names)?.sentence).toBe(
      'Order #41 placed by Sam Reyes for the customer: 1 line, total 90.00',
    )
  })
})

suite("the auditor's timeline: reset links and mail preferences", () => {
  it('says a link was asked for and used, and never names the link', () => {
    const asked = describe(
      recorded({
        type: 'PasswordResetRequested',
        data: {
          userId: 4,
          requestId: '5b0e4c8a-1d2f-4e3a-9b7c-0a1b2c3d4e5f',
          expiresAt: '2026-11-20T15:30:00.000Z',
          sessionVersion: 1,
        },
      }),
      names,
    )
    expect(asked).toEqual({
      kind: 'password',
      sentence: 'Password reset link asked for (sent by mail, valid 30 minutes)',
    })
    const used = describe(
      recorded({
        type: 'PasswordResetCompleted',
        data: { userId: 4, requestId: '5b0e4c8a-1d2f-4e3a-9b7c-0a1b2c3d4e5f' },
      }),
      names,
    )
    expect(used).toEqual({ kind: 'password', sentence: 'Password reset by link; every session ended' })
    expect(JSON.stringify([asked, used])).not.toContain('5b0e4c8a')
  })

  it('says which mails the customer gets, and whether a mail’s link set them', () => {
    const preferences = {
      orders: true,
      shipping: true,
      priceDigest: false,
      reminders: false,
      newOrders: true,
    }
    const set = (via: 'profile' | 'unsubscribe-link') =>
      describe(recorded({ type: 'MailPreferencesSet', data: { userId: 4, preferences, via } }), names)
        ?.sentence
    expect(set('profile')).toBe(
      'Mail preferences set: order confirmations on, shipping notices on, price digests off, order reminders off',
    )
    expect(set('unsubscribe-link')).toBe(
      'Mail preferences set by a mail’s unsubscribe link: order confirmations on, shipping notices on, price digests off, order reminders off',
    )
  })
})
