import type { Notifier } from '@provender/command-service'
import { priceChangesSinceReadModel } from '@provender/query-service'
import { PostgresEventStore } from '@provender/server-kit'
import { beforeAll, describe, expect, it } from 'vitest'
import { until } from '../../command-service/src/notifications/testing.ts'
import { mailDays, mailStackWith } from './testing/mailStack.ts'
import { demo } from './testing/stack.ts'

// The daily price digest end to end: a negotiated price change (command service) reaches the
// price-changes read model (query service), and the notifier mails it at the next DIGEST_HOUR
// through a real SMTP server, once per customer and day.
const ZONE = 'America/Chicago'
const { mail, stack, users, secondNotifier } = mailStackWith(['admin', 'blueDoor', 'greenleaf'], ZONE, {
  DIGEST_HOUR: '7',
})
const { admin, blueDoor, greenleaf } = users
let notifier: Notifier

const { dayAfter, at, mailDay } = mailDays(ZONE)
const money = (price: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(price)
/** The digests a customer got, those of `day` only when given (the demo data's moves have theirs). */
const digestsTo = (email: string, day?: string) =>
  mail.received.filter(
    (m) =>
      JSON.stringify(m.to).includes(email) &&
      m.subject?.startsWith('Price changes for') &&
      (day === undefined || m.subject.endsWith(`on ${mailDay(day)}`)),
  )
const blueDoorDigests = (day?: string) => digestsTo(demo.blueDoor[0], day)
/** Whether a digest shows some product moved from `from` dollars above its old price to `to`. */
const showsMove = (text: string | undefined, prices: { price: number }[], from: number, to: number) =>
  prices.some((p) => text?.includes(`${money(p.price + from)} → ${money(p.price + to)}`))

/** Every negotiated line of the customer one dollar up; the prices before. */
async function raisePrices(customerId: number): Promise<{ productId: string; price: number }[]> {
  const customer = await admin.client.get<{
    products: { productId: string; price: number }[]
    version: number
  }>(`/api/customers/${customerId}`)
  const saved = await admin.client.request('PUT', `/api/customers/${customerId}`, {
    products: customer.body.products.map((p) => ({
      productId: p.productId,
      price: Math.round((p.price + 1) * 100) / 100,
    })),
    version: customer.body.version,
  })
  expect(saved.status, JSON.stringify(saved.body)).toBe(200)
  return customer.body.products
}

beforeAll(async () => {
  notifier = stack.running.notifier!
  // The start's own tick (on the real clock) is done before the test's clock moves.
  await notifier.digest()
})

describe('the daily price digest', () => {
  let before: { productId: string; price: number }[]

  it('mails a negotiated price change at the next DIGEST_HOUR, old -> new, once that day', async () => {
    const off = await greenleaf.client.request('PUT', '/api/me/mail-preferences', {
      orders: true,
      shipping: true,
      priceDigest: false,
      reminders: false,
      newOrders: false,
    })
    expect(off.status).toBe(200)
    stack.clock.setTo(at(dayAfter(2), '10:00'))
    before = await raisePrices(blueDoor.id)
    await raisePrices(greenleaf.id)

    // Before the hour, the day of the change is not over for mail.
    stack.clock.setTo(at(dayAfter(3), '06:59'))
    const early = await notifier.digest()
    expect(early).not.toBe('lagging')
    expect(early).not.toMatchObject({ day: dayAfter(2) })

    stack.clock.setTo(at(dayAfter(3), '07:00'))
    expect(await notifier.digest()).toMatchObject({ day: dayAfter(2) })
    await until(() => blueDoorDigests(dayAfter(2)).length > 0, 'the digest to Blue Door')
    const [digest] = blueDoorDigests(dayAfter(2))
    expect(showsMove(digest!.text, before, 0, 1), digest!.text).toBe(true)
    expect(digest!.html).toContain('Price changes')

    // A second tick the same day (or a restart's) queues nothing more.
    stack.clock.setTo(at(dayAfter(3), '15:30'))
    expect(await notifier.digest()).toBe('not-due')
    await notifier.catchUp()
    expect(blueDoorDigests(dayAfter(2))).toHaveLength(1)
  })

  it('sends none to a customer whose contact turned price digests off', async () => {
    // Its prices did move that day: only the preference keeps the digest back.
    const { knex } = stack.running.database
    const moves = await priceChangesSinceReadModel(knex, new PostgresEventStore(knex), {
      timeoutMs: 5000,
    }).between({ from: at(dayAfter(2), '00:00'), to: at(dayAfter(3), '00:00'), customerId: greenleaf.id })
    expect(moves?.map((m) => m.customerId)).toEqual([greenleaf.id])
    expect(moves?.[0]?.lines.length).toBeGreaterThan(0)
    await notifier.catchUp()
    expect(digestsTo(demo.greenleaf[0])).toEqual([])
  })

  it('two notifiers ticking at once send one digest', async () => {
    stack.clock.setTo(at(dayAfter(4), '11:00'))
    await raisePrices(blueDoor.id)
    stack.clock.setTo(at(dayAfter(5), '08:00'))
    const second = await secondNotifier((knex, store) => ({
      priceChanges: priceChangesSinceReadModel(knex, store, { timeoutMs: 5000 }),
    }))
    await Promise.all([notifier.digest(), second.digest()])
    await until(() => blueDoorDigests(dayAfter(4)).length > 0, 'the second day’s digest')
    await Promise.all([notifier.catchUp(), second.catchUp()])
    expect(blueDoorDigests(dayAfter(4))).toHaveLength(1)
  })

  it('after days down, sends only the latest missed day’s digest, with every move since', async () => {
    stack.clock.setTo(at(dayAfter(6), '09:00'))
    await raisePrices(blueDoor.id)
    stack.clock.setTo(at(dayAfter(7), '09:00'))
    await raisePrices(blueDoor.id)
    // Down from before the 7th's digest until the 9th's.
    stack.clock.setTo(at(dayAfter(9), '07:30'))
    expect(await notifier.digest()).toMatchObject({ day: dayAfter(8) })
    await until(() => blueDoorDigests(dayAfter(8)).length > 0, 'the catch-up digest')
    await notifier.catchUp()
    expect(blueDoorDigests(dayAfter(6))).toEqual([])
    expect(blueDoorDigests(dayAfter(7))).toEqual([])
    expect(blueDoorDigests(dayAfter(8))).toHaveLength(1)
    const [digest] = blueDoorDigests(dayAfter(8))
    // Two dollars up since the last digest: one line per product, first old to last new.
    expect(showsMove(digest!.text, before, 2, 4), digest!.text).toBe(true)
  })
})
