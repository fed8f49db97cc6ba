import { type ClosureSpan, streams } from '@provender/events'
import { envelope } from '@provender/server-kit/testing'
import { describe, expect, it } from 'vitest'
import { notificationIdOf } from './notification.ts'
import type { Notifier, StandingMovesOf } from './notifier.ts'
import { chef, closureNotifier, givenCustomer, notifierTestBed, replayByTwo, until } from './testing.ts'

// Issue 36: removing a closure mails each customer it had affected (standing dates it had moved,
// open orders on its days) once, however often the notifier reads the removal.

const running: Notifier[] = []
const bed = notifierTestBed(async () => {
  for (const n of running) await n.stop()
})
const THANKSGIVING = '3f0c1d2e-0000-4000-8000-000000000136'
const NOBODY = '3f0c1d2e-0000-4000-8000-000000000137'
const unaffected = 952
const laidBack: ClosureSpan[] = []
// The read models' answer: the chef's Thursday standing date had moved to Friday, and its order
// #1042 on Thursday was flagged; the other customer had nothing on those days.
const standingMoves: StandingMovesOf = {
  movedBy: async () => [],
  async reopenedBy(closure) {
    laidBack.push(closure)
    if (closure.id !== THANKSGIVING) return { standing: [], orders: [] }
    const date = {
      from: '2026-11-26',
      to: '2026-11-27',
      cutoff: new Date('2026-11-27T04:00:00Z'),
      skipped: false,
    }
    return {
      standing: [{ standingOrderId: 'a', customerId: chef.userId, dates: [date] }],
      orders: [
        { orderId: 1042, customerId: chef.userId, deliveryDate: '2026-11-26', movedFrom: null },
        { orderId: 1043, customerId: chef.userId, deliveryDate: '2026-11-27', movedFrom: '2026-11-26' },
      ],
    }
  },
}

const notifier = () => closureNotifier(bed, standingMoves, running)

const closure = (closureId: string, from: string, reason: string) => ({
  closureId,
  from,
  to: from,
  reason,
})

describe('the closure-removed mail', () => {
  it('tells the customers the closure had affected, once, and nobody for one that affected nobody', async () => {
    await givenCustomer(bed.store, unaffected, 'lee@harbor.test')
    const added = { standingMove: 'next' as const, addedAt: '2026-11-20T15:00:00.000Z' }
    await bed.store.append(streams.closures(), 'any', [
      envelope({
        type: 'ClosureAdded',
        data: { ...closure(THANKSGIVING, '2026-11-26', 'Thanksgiving'), ...added },
      }),
      envelope({ type: 'ClosureAdded', data: { ...closure(NOBODY, '2026-12-01', 'Stock-take'), ...added } }),
    ])
    const first = await notifier()
    await first.catchUp()
    await bed.store.append(streams.closures(), 'any', [
      envelope({ type: 'ClosureRemoved', data: closure(THANKSGIVING, '2026-11-26', 'Thanksgiving') }),
      envelope({ type: 'ClosureRemoved', data: closure(NOBODY, '2026-12-01', 'Stock-take') }),
    ])
    await until(() => bed.mail.received.length >= 1, 'one mail')
    await first.catchUp()
    await first.deliverDue()

    // Each removal laid back as it was added (its direction and time, from the log).
    expect(laidBack.map((c) => c.id)).toEqual([THANKSGIVING, NOBODY])
    expect(laidBack[0]).toMatchObject({ from: '2026-11-26', to: '2026-11-26', ...added })
    expect(bed.mail.received).toHaveLength(1)
    const [mail] = bed.mail.received
    expect(mail!.to).toMatchObject({ value: [{ address: chef.email }] })
    expect(mail!.subject).toBe('Thursday, Nov 26, 2026 is open again (Blue Door & Co)')
    expect(mail!.text).toContain('* Friday, Nov 27, 2026 moves back to Thursday, Nov 26, 2026.')
    expect(mail!.text).toContain(
      '* Order #1042 stays on Thursday, Nov 26, 2026 and is delivered that day as placed.',
    )
    expect(mail!.text).toContain(
      '* Order #1043 stays on Friday, Nov 27, 2026. To have it on Thursday, Nov 26, 2026 instead, change the order in the app or call Rita Rep.',
    )
    expect(mail!.text).toContain('https://orders.example.test/customer/standing-orders')

    const [, , removed, removedNobody] = await bed.store.readStream(streams.closures())
    const mailed = notificationIdOf(removed!.id, 'closure-removed', chef.userId)
    for (const [event, user] of [
      [removed!, unaffected],
      [removedNobody!, chef.userId],
      [removedNobody!, unaffected],
    ] as const) {
      const id = notificationIdOf(event.id, 'closure-removed', user)
      expect(await bed.store.readStream(streams.notification(id))).toEqual([])
    }

    // The checkpoint lost: the whole log is read again, and a second notifier reads it too.
    await replayByTwo(bed, first, notifier)
    expect(laidBack.filter((c) => c.id === THANKSGIVING).length).toBeGreaterThanOrEqual(2)
    expect(bed.mail.received).toHaveLength(1)
    const stream = await bed.store.readStream(streams.notification(mailed))
    expect(stream.map((e) => e.type)).toEqual([
      'NotificationQueued',
      'NotificationSending',
      'NotificationSent',
    ])
  })
})
