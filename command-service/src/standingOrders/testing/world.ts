import { randomUUID } from 'node:crypto'
import {
  type DeliveryDay,
  type DomainEvent,
  type EventStore,
  LOG_START,
  type StandingLine,
  streams,
} from '@provender/events'
import { envelope } from '@provender/server-kit/testing'
import { given } from '../../shared/sliceSpec.ts'

/** Givens and readings shared by the placer's tests: a small distributor, and what the log says. */

export const TZ = 'America/Chicago'
/** Tuesdays close Monday 22:00; Fridays close Tuesday 22:00 (three days before). */
export const TUESDAY_AND_FRIDAY: DeliveryDay[] = [
  { weekday: 2, cutoffDaysBefore: 1, cutoffTime: '22:00' },
  { weekday: 5, cutoffDaysBefore: 3, cutoffTime: '22:00' },
]

async function append(store: EventStore, stream: string, events: DomainEvent[], at: Date) {
  await store.append(
    stream,
    'any',
    events.map((e) => envelope(e, at)),
  )
}

/** Products OIL and SALT, the company's schedule, and `count` customers priced for both. */
export async function givenDistributor(
  store: EventStore,
  count: number,
  at: Date,
  firstId = 2000,
): Promise<number[]> {
  for (const [productId, name] of [
    ['OIL', 'Olive oil'],
    ['SALT', 'Sea salt'],
  ] as const) {
    await append(store, streams.product(productId), [given.product(productId, 900, name)], at)
  }
  await append(
    store,
    streams.companyDeliverySchedule(),
    [given.deliverySchedule(null, TUESDAY_AND_FRIDAY)],
    at,
  )
  const ids = Array.from({ length: count }, (_, i) => firstId + i)
  for (const customerId of ids) {
    const registration = {
      customerId,
      businessName: `Bistro ${customerId}`,
      accountNumber: `B-${customerId}`,
      salesUserId: 1,
    }
    await append(
      store,
      streams.customer(customerId),
      given.customer(registration, { OIL: 750, SALT: 250 }),
      at,
    )
  }
  return ids
}

export const LINES: StandingLine[] = [
  { productId: 'OIL', quantity: 2, quantityType: 'case' },
  { productId: 'SALT', quantity: 3, quantityType: 'pack' },
]

/** A standing order for a customer, created at `at`; its id. */
export async function givenStandingOrder(
  store: EventStore,
  customerId: number,
  options: { startsOn: string; everyWeeks?: 1 | 2; at: Date; lines?: StandingLine[] },
): Promise<string> {
  const standingOrderId = randomUUID()
  await append(
    store,
    streams.standingOrder(standingOrderId),
    [
      {
        type: 'StandingOrderCreated',
        data: {
          standingOrderId,
          customerId,
          lines: options.lines ?? LINES,
          everyWeeks: options.everyWeeks ?? 1,
          startsOn: options.startsOn,
          fromOrderId: null,
        },
      },
    ],
    options.at,
  )
  return standingOrderId
}

/** What the log says of each standing order's dates: placements, misses, and the orders placed. */
export interface Handled {
  /** `${standingOrderId} ${date}` → how many StandingOrderPlaced. */
  placed: Map<string, number>
  missed: Map<string, string[]>
  /** `${standingOrderId} ${date}` → the order ids placed for it. */
  orders: Map<string, number[]>
  /** Every OrderPlaced a standing order placed, its left-out lines by order id. */
  leftOut: Map<number, unknown[]>
}

export async function handledInLog(store: EventStore): Promise<Handled> {
  const handled: Handled = { placed: new Map(), missed: new Map(), orders: new Map(), leftOut: new Map() }
  const add = <T>(map: Map<string, T[]>, key: string, value: T) =>
    map.set(key, [...(map.get(key) ?? []), value])
  for (const { event } of await store.readAll(LOG_START, 10_000_000)) {
    if (event.type === 'StandingOrderPlaced') {
      const key = `${event.data.standingOrderId} ${event.data.deliveryDate}`
      handled.placed.set(key, (handled.placed.get(key) ?? 0) + 1)
    } else if (event.type === 'StandingOrderMissed') {
      add(handled.missed, `${event.data.standingOrderId} ${event.data.deliveryDate}`, event.data.reason)
    } else if (event.type === 'OrderPlaced' && event.data.standing) {
      add(
        handled.orders,
        `${event.data.standing.standingOrderId} ${event.data.deliveryDate}`,
        event.data.orderId,
      )
      handled.leftOut.set(event.data.orderId, event.data.standing.leftOut)
    }
  }
  return handled
}
