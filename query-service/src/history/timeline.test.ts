import type { DomainEvent, RecordedEvent } from '@provender/events'
import { expect, it, describe as suite } from 'vitest'
import { oliveOilCases } from '../testing/orderLines.ts'
import { describe, type Names } from './timeline.ts'

const names: Names = { people: new Map(), products: new Map() }

function recorded(event: DomainEvent): RecordedEvent {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    streamId: 'order-41',
    revision: 0,
    position: { transactionId: '1', sequence: '1' },
    type: event.type,
    version: 1,
    event,
    metadata: {
      actorId: 2,
      actorRole: 'sales',
      correlationId: '00000000-0000-4000-8000-000000000002',
      causationId: null,
      occurredAt: '2026-11-20T15:00:00.000Z',
    },
    recordedAt: new Date('2026-11-20T15:00:00.000Z'),
    hash: 'h',
    prevHash: null,
  }
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
