import { streams } from '@provender/events'
import { envelope } from '@provender/server-kit/testing'
import { describe, expect, it } from 'vitest'
import { notificationIdOf } from './notification.ts'
import type { Notifier, StandingMovesOf } from './notifier.ts'
import { chef, closureNotifier, givenCustomer, notifierTestBed, replayByTwo, until } from './testing.ts'

// Issue 36: a closure that moves standing-order dates mails each customer once, however often the
// notifier reads the closure (a replay after a lost checkpoint, a second notifier).

const running: Notifier[] = []
const bed = notifierTestBed(async () => {
  for (const n of running) await n.stop()
})
const CLOSURE = '3f0c1d2e-0000-4000-8000-000000000036'
const otherChef = 951
const asked: string[] = []
// The standing-orders read model's answer, as the query service gives it: two standing orders of
// the first customer and one of the second moved.
const standingMoves: StandingMovesOf = {
  async movedBy(closureId) {
    asked.push(closureId)
    if (closureId !== CLOSURE) return []
    const date = {
      from: '2026-11-26',
      to: '2026-11-27',
      cutoff: new Date('2026-11-27T04:00:00Z'),
      skipped: false,
    }
    return [
      { standingOrderId: 'a', customerId: chef.userId, dates: [date] },
      { standingOrderId: 'b', customerId: chef.userId, dates: [date] },
      { standingOrderId: 'c', customerId: otherChef, dates: [date] },
    ]
  },
}

const notifier = () => closureNotifier(bed, standingMoves, running)

describe('the closure mail', () => {
  it('goes to each customer whose standing dates moved, once per closure, none again on a replay', async () => {
    await givenCustomer(bed.store, otherChef, 'lee@harbor.test')
    const first = await notifier()
    await first.catchUp()
    await bed.store.append(streams.closures(), 'any', [
      envelope({
        type: 'ClosureAdded',
        data: { closureId: CLOSURE, from: '2026-11-26', to: '2026-11-26', reason: 'Thanksgiving' },
      }),
    ])
    await until(() => bed.mail.received.length >= 2, 'two mails')
    const [added] = await bed.store.readStream(streams.closures())
    const ids = [chef.userId, otherChef].map((u) => notificationIdOf(added!.id, 'standing-moved', u))
    for (const id of ids) {
      expect((await bed.store.readStream(streams.notification(id))).map((e) => e.type)).toEqual([
        'NotificationQueued',
        'NotificationSending',
        'NotificationSent',
      ])
    }
    expect(bed.mail.received.map((m) => m.subject)).toEqual([
      'Closed Thursday, Nov 26, 2026: your standing order moves (Blue Door & Co)',
      'Closed Thursday, Nov 26, 2026: your standing order moves (Blue Door & Co)',
    ])

    // The checkpoint lost: the whole log is read again, and a second notifier reads it too.
    await replayByTwo(bed, first, notifier)
    expect(asked.filter((id) => id === CLOSURE).length).toBeGreaterThanOrEqual(2)
    expect(bed.mail.received).toHaveLength(2)
    for (const id of ids) {
      const stream = await bed.store.readStream(streams.notification(id))
      expect(stream.filter((e) => e.type === 'NotificationQueued')).toHaveLength(1)
    }
  })
})
