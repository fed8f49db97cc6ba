/**
 * A distributor's five years, deterministic from a seed, written through the event store's
 * own append path: staff, a catalogue, customers with negotiated price lines, and orders of
 * 1 to 20 lines with price changes, transfers and fulfilments along the way.
 */
import {
  type DomainEvent,
  type EventMetadata,
  type EventStore,
  lineTotalCents,
  type NewEvent,
  type OrderLine,
  type QuantityType,
  streams,
} from '@provender/events'
import { deterministicUuid as deterministicUuidFor } from '@provender/server-kit'
import { progressBar } from '../query-service/src/cli/progress.ts'

export const CUSTOMERS = 1000
export const PRODUCTS = 3000
export const REPS = 20
const CATEGORIES = 24
const YEARS = 5
/** The history ends here, so two runs with one seed write the very same log. */
export const HISTORY_END = new Date('2026-11-01T16:00:00Z')
const DAY = 86_400_000
/** Appends in flight while the catalogue and customers are written. */
const SETUP_WRITERS = 8
/**
 * Appends in flight while orders are written: enough to fill the store's group commits
 * (up to 200 appends each, three at a time), so a million orders take minutes, not hours.
 */
const ORDER_WRITERS = 600
const CHUNK = 6000

/** mulberry32: small, fast and good enough to shape test data. */
function random(seed: number) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T,>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  }
}

export interface BenchProduct {
  id: string
  name: string
  unitType: 'quantity' | 'weight'
  packsPerCase: number | null
  priceCents: number
}

export const adminId = 1
export const repIds = Array.from({ length: REPS }, (_, i) => 2 + i)
export const customerIds = Array.from({ length: CUSTOMERS }, (_, i) => 2 + REPS + i)
/** A precomputed argon2id hash: the bench signs sessions directly and never logs in. */
const PASSWORD_HASH =
  '$argon2id$v=19$m=65536,t=3,p=4$YmVuY2hiZW5jaGJlbmNo$2m4Yq0hQ3m1j9l4VbX1n4o0YwZb7S4kq6Q8g0kq0Xk4'

const WORDS = [
  'Blue',
  'Door',
  'Harbor',
  'Green',
  'Leaf',
  'Corner',
  'Oak',
  'Copper',
  'Pine',
  'River',
  'Stone',
  'Golden',
  'Salt',
  'Olive',
  'Maple',
  'Cedar',
  'Silver',
  'Lantern',
  'Garden',
  'Bay',
  'Hill',
  'Market',
  'Union',
  'Mill',
]
const KINDS = [
  'Bistro',
  'Deli',
  'Grill',
  'Cafe',
  'Kitchen',
  'Tavern',
  'Market',
  'Diner',
  'Trattoria',
  'Bakery',
]
const FIRST = ['Sam', 'Priya', 'Ana', 'Luis', 'Mei', 'Omar', 'Zoe', 'Ivan', 'Nora', 'Kofi', 'Lena', 'Raj']
const LAST = ['Reyes', 'Nair', 'Costa', 'Park', 'Okafor', 'Novak', 'Silva', 'Haddad', 'Berg', 'Quinn']
const FOODS = [
  'Lemons',
  'Ribeye',
  'Chicken thighs',
  'Salmon fillet',
  'Basmati rice',
  'Olive oil',
  'Flour',
  'Butter',
  'Eggs',
  'Whole milk',
  'Cheddar',
  'Tomatoes',
  'Onions',
  'Garlic',
  'Basil',
  'Coffee beans',
  'Sugar',
  'Sea salt',
  'Black pepper',
  'Potatoes',
  'Carrots',
  'Mushrooms',
  'Shrimp',
  'Pork belly',
  'Lettuce',
]

export function benchProducts(seed: number): BenchProduct[] {
  const rng = random(seed ^ 0x9e3779b9)
  return Array.from({ length: PRODUCTS }, (_, i) => {
    const weight = rng.next() < 0.3
    return {
      id: `P${String(i + 1).padStart(5, '0')}`,
      name: `${rng.pick(FOODS)} ${rng.pick(WORDS).toLowerCase()} ${i + 1}`,
      unitType: weight ? 'weight' : 'quantity',
      packsPerCase: weight ? null : rng.pick([null, 1, 6, 12, 24]),
      priceCents: rng.int(150, 9000),
    }
  })
}

interface CustomerPlan {
  id: number
  business: string
  firstName: string
  lastName: string
  revision: number
  salesUserId: number
  prices: Map<string, number>
  lines: string[]
}

export interface HistoryStats {
  events: number
  orders: number
  seconds: number
}

/** Writes the whole history into an empty log; returns how many events it appended. */
export async function writeHistory(store: EventStore, seed: number, orders: number): Promise<HistoryStats> {
  const started = performance.now()
  const rng = random(seed)
  const products = benchProducts(seed)
  const productsById = new Map(products.map((p) => [p.id, p]))
  const start = new Date(HISTORY_END.getTime() - YEARS * 365 * DAY)
  let counter = 0
  let events = 0
  const envelope = (event: DomainEvent, at: Date, actorId: number | null): NewEvent => {
    counter++
    const metadata: EventMetadata = {
      actorId,
      actorRole:
        actorId === null
          ? 'system'
          : actorId === adminId
            ? 'admin'
            : actorId <= REPS + 1
              ? 'sales'
              : 'customer',
      correlationId: deterministicUuidFor(`bench:${seed}:c:${counter}`),
      causationId: null,
      occurredAt: at.toISOString(),
    }
    return { id: deterministicUuidFor(`bench:${seed}:e:${counter}`), event, metadata }
  }
  const append = async (streamId: string, expected: number | 'no_stream', batch: NewEvent[]) => {
    await store.append(streamId, expected, batch)
    events += batch.length
  }
  const person = (userId: number, role: 'admin' | 'sales' | 'customer', first: string, last: string) =>
    append(streams.user(userId), 'no_stream', [
      envelope(
        {
          type: 'UserRegistered',
          data: {
            userId,
            role,
            email: `${role}${userId}@bench.provender.test`,
            firstName: first,
            lastName: last,
            phone: `555-${String(userId).padStart(4, '0')}`,
            passwordHash: PASSWORD_HASH,
            passwordChanged: true,
          },
        },
        start,
        null,
      ),
    ])

  const setup = progressBar('catalogue and customers', 1 + REPS + CATEGORIES + PRODUCTS + CUSTOMERS)
  await person(adminId, 'admin', 'Ada', 'Admin')
  setup.tick()
  for (const id of repIds) {
    await person(id, 'sales', rng.pick(FIRST), `${rng.pick(LAST)} ${id}`)
    setup.tick()
  }
  await append(streams.companyOrderWindow(), 'no_stream', [
    envelope(
      {
        type: 'OrderWindowSet',
        data: {
          scope: 'company',
          salesUserId: null,
          alwaysOpen: true,
          openTime: '08:00',
          closeTime: '17:00',
        },
      },
      start,
      adminId,
    ),
  ])
  for (let c = 1; c <= CATEGORIES; c++) {
    await append(streams.category(c), 'no_stream', [
      envelope(
        { type: 'CategoryCreated', data: { categoryId: c, name: `${rng.pick(WORDS)} ${c}` } },
        start,
        adminId,
      ),
    ])
    setup.tick()
  }
  await pool(products, SETUP_WRITERS, async (p, i) => {
    const { id, ...fields } = p
    await append(streams.product(id), 'no_stream', [
      envelope(
        {
          type: 'ProductCreated',
          data: {
            productId: id,
            description: `${p.name}, ${p.unitType}`,
            categoryId: (i % CATEGORIES) + 1,
            ...fields,
          },
        },
        start,
        adminId,
      ),
    ])
    setup.tick()
  })

  const plans: CustomerPlan[] = customerIds.map((id) => {
    const lines = new Set<string>()
    const wanted = rng.int(40, 200)
    while (lines.size < wanted) lines.add(rng.pick(products).id)
    const prices = new Map(
      [...lines].map((p) => [
        p,
        Math.max(50, Math.round(productsById.get(p)!.priceCents * (0.8 + rng.next() * 0.3))),
      ]),
    )
    const business = `${rng.pick(WORDS)} ${rng.pick(WORDS)} ${rng.pick(KINDS)} ${id}`
    return {
      id,
      business,
      firstName: rng.pick(FIRST),
      lastName: rng.pick(LAST),
      revision: -1,
      salesUserId: rng.pick(repIds),
      prices,
      lines: [...lines],
    }
  })
  await pool(plans, SETUP_WRITERS, async (plan) => {
    await person(plan.id, 'customer', plan.firstName, plan.lastName)
    const batch = [
      envelope(
        {
          type: 'CustomerRegistered',
          data: {
            customerId: plan.id,
            businessName: plan.business,
            accountNumber: `AC-${String(plan.id).padStart(5, '0')}`,
            salesUserId: plan.salesUserId,
          },
        },
        start,
        adminId,
      ),
      ...[...plan.prices].map(([productId, cents]) =>
        envelope(
          {
            type: 'CustomerProductPriced',
            data: { customerId: plan.id, productId, oldPriceCents: null, newPriceCents: cents },
          },
          start,
          plan.salesUserId,
        ),
      ),
    ]
    await append(streams.customer(plan.id), 'no_stream', batch)
    plan.revision = batch.length - 1
    setup.tick()
  })
  setup.done()

  const bar = progressBar('orders', orders)
  const span = HISTORY_END.getTime() - start.getTime()
  for (let first = 1; first <= orders; first += CHUNK) {
    const last = Math.min(orders, first + CHUNK - 1)
    // Price changes and transfers of this stretch of time, in order, per customer stream.
    const changes = new Map<CustomerPlan, NewEvent[]>()
    const orderBatches: { orderId: number; events: NewEvent[] }[] = []
    for (let orderId = first; orderId <= last; orderId++) {
      const at = new Date(start.getTime() + Math.floor((orderId / orders) * span))
      if (orderId % 40 === 0) {
        const plan = rng.pick(plans)
        const productId = rng.pick(plan.lines)
        const old = plan.prices.get(productId)!
        const next = Math.max(50, Math.round(old * (0.95 + rng.next() * 0.12)))
        plan.prices.set(productId, next)
        changes.set(plan, [
          ...(changes.get(plan) ?? []),
          envelope(
            {
              type: 'CustomerProductPriced',
              data: { customerId: plan.id, productId, oldPriceCents: old, newPriceCents: next },
            },
            at,
            plan.salesUserId,
          ),
        ])
      }
      if (orderId % 1500 === 0) {
        const plan = rng.pick(plans)
        const to = rng.pick(repIds.filter((r) => r !== plan.salesUserId))
        changes.set(plan, [
          ...(changes.get(plan) ?? []),
          envelope(
            {
              type: 'CustomerTransferred',
              data: {
                customerId: plan.id,
                fromSalesUserId: plan.salesUserId,
                toSalesUserId: to,
                reason: 'transfer',
              },
            },
            at,
            adminId,
          ),
        ])
        plan.salesUserId = to
      }
      const plan = rng.pick(plans)
      const count = rng.int(1, 20)
      const chosen = new Set<string>()
      while (chosen.size < Math.min(count, plan.lines.length)) chosen.add(rng.pick(plan.lines))
      const lines: OrderLine[] = [...chosen].map((productId) => {
        const p = productsById.get(productId)!
        const quantityType: QuantityType =
          p.unitType === 'weight'
            ? 'weight'
            : p.packsPerCase && p.packsPerCase > 1 && rng.next() < 0.4
              ? 'case'
              : 'pack'
        const quantity = quantityType === 'weight' ? rng.int(50, 4000) / 100 : rng.int(1, 12)
        const unitPriceCents = plan.prices.get(productId)!
        return {
          productId,
          name: p.name,
          unitType: p.unitType,
          packsPerCase: p.packsPerCase,
          quantityType,
          quantity,
          unitPriceCents,
          lineTotalCents: lineTotalCents(unitPriceCents, quantityType, quantity, p.packsPerCase),
        }
      })
      const placed = envelope(
        {
          type: 'OrderPlaced',
          data: {
            orderId,
            customerId: plan.id,
            salesUserId: plan.salesUserId,
            lines,
            totalCents: lines.reduce((sum, l) => sum + l.lineTotalCents, 0),
            idempotencyKey: null,
          },
        },
        at,
        plan.id,
      )
      // Orders older than two days have been delivered; the last two days are current orders.
      const fulfilledAt = new Date(at.getTime() + DAY)
      const batch =
        at.getTime() < HISTORY_END.getTime() - 2 * DAY
          ? [
              placed,
              envelope(
                { type: 'OrderFulfilled', data: { orderId, fulfilledBy: plan.salesUserId } },
                fulfilledAt,
                plan.salesUserId,
              ),
            ]
          : [placed]
      orderBatches.push({ orderId, events: batch })
    }
    // One append per customer stream: they go in parallel, each on its own stream.
    await pool([...changes], SETUP_WRITERS * 8, async ([plan, batch]) => {
      await append(streams.customer(plan.id), plan.revision, batch)
      plan.revision += batch.length
    })
    await pool(orderBatches, ORDER_WRITERS, async ({ orderId, events: batch }) => {
      await append(streams.order(orderId), 'no_stream', batch)
      bar.tick()
    })
  }
  bar.done()
  return { events, orders, seconds: (performance.now() - started) / 1000 }
}

/** Runs `work` over `items` with at most `width` in flight. */
export async function pool<T>(items: T[], width: number, work: (item: T, index: number) => Promise<void>) {
  let next = 0
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++
        await work(items[i]!, i)
      }
    }),
  )
}
