import { type DomainEvent, defaultMailPreferences, eventCatalogue } from '@provender/events'
import { describe, expect, it } from 'vitest'
import {
  escapeHtml,
  type PlannedNotification,
  planForEvent,
  planOrderReminder,
  planPriceDigest,
  subjectLine,
} from './index.ts'
import { ctx, customer, factsOf, order, recorded, type World } from './testing.ts'

/** Every kind of mail, planned in `world` (one mail per kind). */
const CLOSURE = '3f0c1d2e-0000-4000-8000-000000000036'
const moved = {
  [CLOSURE]: [
    {
      standingOrderId: '5a0c1d2e-0000-4000-8000-000000000025',
      customerId: 7,
      dates: [
        { from: '2026-11-26', to: '2026-11-27', cutoff: new Date('2026-11-27T04:00:00Z'), skipped: false },
      ],
    },
  ],
}

async function everyMail(world: World, context = ctx): Promise<PlannedNotification[]> {
  const facts = {
    ...factsOf({ standingMoves: moved, ...world }),
    // The removal gives the moved date back and names the order it had flagged (issue 36).
    closureReopening: async () => ({
      standing: moved[CLOSURE],
      orders: [{ orderId: 1042, customerId: 7, deliveryDate: '2026-11-26', movedFrom: null }],
    }),
  }
  const events: DomainEvent[] = [
    {
      type: 'OrderPlaced',
      data: { ...order, placedBy: { userId: 4, name: world.users?.[0]?.name ?? 'Kim' } },
    },
    { type: 'OrderFulfilled', data: { orderId: 1042, fulfilledBy: 3 } },
    {
      type: 'OrderMoved',
      data: {
        orderId: 1042,
        customerId: 7,
        fromDate: '2026-11-26',
        toDate: '2026-11-25',
        reason: world.customers?.[0]?.businessName ?? 'Thanksgiving',
        outsideSchedule: false,
      },
    },
    {
      type: 'ClosureAdded',
      data: {
        closureId: CLOSURE,
        from: '2026-11-26',
        to: '2026-11-26',
        reason: world.customers?.[0]?.businessName ?? 'Thanksgiving',
      },
    },
    {
      type: 'ClosureRemoved',
      data: {
        closureId: CLOSURE,
        from: '2026-11-26',
        to: '2026-11-26',
        reason: world.customers?.[0]?.businessName ?? 'Thanksgiving',
      },
    },
    {
      type: 'PasswordResetRequested',
      data: {
        userId: 21,
        requestId: '9f1b7c1e-5d2a-4c1b-9a55-0d3c1f2e7a10',
        expiresAt: '2026-11-27T05:32:00.000Z',
      },
    },
  ]
  const planned = (await Promise.all(events.map((e) => planForEvent(recorded(e), facts, context)))).flat()
  const cust = world.customers?.[0] ?? customer
  const digest = planPriceDigest(
    cust,
    [
      {
        changeId: '7-x',
        productId: 'BEEF-01',
        productName: world.orders?.[0]?.lines[0]?.name ?? 'Ribeye',
        quantityType: 'weight',
        oldCents: 1250,
        newCents: 1310,
        changedAt: '2026-11-27T10:00:00Z',
      },
    ],
    '2026-11-27',
    context,
  )
  const reminder = planOrderReminder(
    {
      customer: cust,
      preferences: { ...defaultMailPreferences, reminders: true },
      orderedAt: ['2026-11-20T15:00:00Z', '2026-11-13T15:00:00Z'],
      day: '2026-11-27',
      closesAt: '2026-11-28T04:00:00Z',
    },
    context,
  )
  return [...planned, digest, reminder].filter((m): m is PlannedNotification => m !== null)
}

const kinds = (mails: PlannedNotification[]) => mails.map((m) => m.kind).sort()
const ALL_KINDS = [
  'closure-removed',
  'new-order',
  'order-changed',
  'order-placed',
  'order-reminder',
  'order-shipped',
  'password-reset',
  'price-digest',
  'standing-moved',
]

describe('a hostile name in every template', () => {
  const evil = '<script>alert("x")</script> & "Bistro\'s"'
  const hostile: World = {
    customers: [
      {
        ...customer,
        businessName: evil,
        accountNumber: '<b>1</b>',
        contact: { ...customer.contact, name: `Ana ${evil}` },
      },
    ],
    orders: [{ ...order, lines: order.lines.map((l) => ({ ...l, name: `${l.name} ${evil}` })) }],
    users: [{ userId: 21, email: 'ana@bistro.test', name: `Ana ${evil}`, role: 'customer' }],
  }

  it('is HTML-escaped in the HTML of each kind and kept readable in the text', async () => {
    const context = { ...ctx, distributorName: `Provender <img src=x onerror="alert(1)">` }
    const mails = await everyMail(hostile, context)
    expect(kinds(mails)).toEqual(ALL_KINDS)
    for (const mail of mails) {
      expect(mail.html, mail.kind).not.toMatch(/<script|<img|<b>1|onerror="/)
      expect(mail.html, mail.kind).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;')
      expect(mail.text, mail.kind).toContain('<img src=x onerror="alert(1)">')
    }
    // The names the recipient sees, escaped where they appear.
    const escaped = escapeHtml(evil)
    expect(escaped).toBe('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;Bistro&#39;s&quot;')
    for (const mail of mails.filter((m) => m.kind !== 'password-reset')) {
      expect(mail.html, mail.kind).toContain(escaped)
      expect(mail.text, mail.kind).toContain(evil)
    }
  })
})

describe('header injection through a name with a line break', () => {
  const injected = 'Bistro\r\nBcc: victim@example.com\nX-Evil: 1'
  const world: World = {
    customers: [
      {
        ...customer,
        businessName: injected,
        contact: { ...customer.contact, name: 'Ana\r\nCc: a@b.c' },
        rep: { userId: 3, email: 'sam@provender.test', name: 'Ana\r\nCc: a@b.c' },
      },
    ],
    orders: [order],
    users: [{ userId: 21, email: 'ana@bistro.test', name: 'Ana\r\nCc: a@b.c', role: 'customer' }],
  }

  it('leaves every subject and recipient name on one line', async () => {
    const mails = await everyMail(world, { ...ctx, distributorName: 'Provender\nFoods' })
    expect(kinds(mails)).toEqual(ALL_KINDS)
    for (const mail of mails) {
      expect(mail.subject, mail.kind).not.toMatch(/[\p{Cc}\u2028\u2029]/u)
      expect(mail.recipient.name, mail.kind).toBe('Ana Cc: a@b.c')
      // Nor does the name start a line of its own in the body.
      expect(mail.text, mail.kind).not.toMatch(/^(Bcc|X-Evil|Cc):/m)
      // And the outbox event the notifier records from it parses.
      const queued = { notificationId: '0'.repeat(32), ...mail }
      expect(eventCatalogue.NotificationQueued.data.safeParse(queued).success, mail.kind).toBe(true)
    }
    expect(mails.find((m) => m.kind === 'order-placed')?.subject).toBe(
      'Order #1042 received: Bistro Bcc: victim@example.com X-Evil: 1',
    )
    expect(mails.find((m) => m.kind === 'password-reset')?.subject).toBe(
      'Reset your Provender Foods password',
    )
  })

  it('strips bidi overrides and the Unicode line separators, caps the length, never empties a subject', () => {
    expect(subjectLine('Order \u202Efdp.exe\u2028 #1')).toBe('Order fdp.exe #1')
    expect(subjectLine('\r\n\t')).toBe('Message')
    // The stored limit counts UTF-16 units: an emoji is two, and is never cut in half.
    const long = subjectLine(`Order ${'🥩'.repeat(400)}`)
    expect(long.length).toBeLessThanOrEqual(300)
    expect(long.length).toBeGreaterThan(295)
    expect(long).toMatch(/^Order (🥩)+…$/u)
    expect(subjectLine('x'.repeat(300))).toBe('x'.repeat(300))
  })
})
