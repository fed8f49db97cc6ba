import type { RecordedEvent } from '@provender/events'
import { comparePositions, type EventMetadata } from '@provender/events'

/**
 * A customer's history is folded from its events (its customer stream, its login's user
 * stream and its orders), never read from a read model that could have drifted. Everything
 * here is pure: events in, answers out.
 */

export interface Actor {
  id: number | null
  role: EventMetadata['actorRole']
}

export interface PricedLine {
  productId: string
  priceCents: number
  /** When the line took this price, and who set it. */
  since: string
  setBy: Actor
}

export interface CustomerSnapshot {
  /** 'not-yet' before the customer was registered. */
  status: 'not-yet' | 'active' | 'deleted'
  id: number
  businessName: string | null
  accountNumber: string | null
  salesUserId: number | null
  contact: { firstName: string; lastName: string; email: string; phone: string } | null
  prices: Map<string, PricedLine>
  favorites: Set<string>
}

export function emptySnapshot(customerId: number): CustomerSnapshot {
  return {
    status: 'not-yet',
    id: customerId,
    businessName: null,
    accountNumber: null,
    salesUserId: null,
    contact: null,
    prices: new Map(),
    favorites: new Set(),
  }
}

const actorOf = (e: RecordedEvent): Actor => ({ id: e.metadata.actorId, role: e.metadata.actorRole })

/** Log order across streams: by the time it happened, then by its place in the log. */
export function byTime(a: RecordedEvent, b: RecordedEvent): number {
  const ta = Date.parse(a.metadata.occurredAt)
  const tb = Date.parse(b.metadata.occurredAt)
  return ta !== tb ? ta - tb : comparePositions(a.position, b.position)
}

/** One step of the fold: the snapshot after `e`. Mutates and returns `s` (the fold owns it). */
export function evolveSnapshot(s: CustomerSnapshot, e: RecordedEvent): CustomerSnapshot {
  const { event } = e
  switch (event.type) {
    case 'CustomerRegistered':
      s.status = 'active'
      s.businessName = event.data.businessName
      s.accountNumber = event.data.accountNumber
      s.salesUserId = event.data.salesUserId
      return s
    case 'CustomerDetailsUpdated':
      s.businessName = event.data.after.businessName
      s.accountNumber = event.data.after.accountNumber
      return s
    case 'CustomerProductPriced':
      s.prices.set(event.data.productId, {
        productId: event.data.productId,
        priceCents: event.data.newPriceCents,
        since: e.metadata.occurredAt,
        setBy: actorOf(e),
      })
      return s
    case 'CustomerProductRemoved':
      s.prices.delete(event.data.productId)
      s.favorites.delete(event.data.productId)
      return s
    case 'CustomerTransferred':
      s.salesUserId = event.data.toSalesUserId
      return s
    case 'CustomerFavoriteAdded':
      s.favorites.add(event.data.productId)
      return s
    case 'CustomerFavoriteRemoved':
      s.favorites.delete(event.data.productId)
      return s
    case 'CustomerDeleted':
      s.status = 'deleted'
      return s
    case 'UserRegistered':
      if (event.data.userId === s.id) {
        const { firstName, lastName, email, phone } = event.data
        s.contact = { firstName, lastName, email, phone }
      }
      return s
    case 'UserProfileUpdated':
      if (event.data.userId === s.id) s.contact = { ...event.data.after }
      return s
    default:
      return s
  }
}

/** The customer as it stood at `at`: every event that occurred at or before it, folded in order. */
export function customerAsOf(customerId: number, events: RecordedEvent[], at: Date): CustomerSnapshot {
  const limit = at.getTime()
  return [...events]
    .filter((e) => Date.parse(e.metadata.occurredAt) <= limit)
    .sort(byTime)
    .reduce(evolveSnapshot, emptySnapshot(customerId))
}

export interface PriceChange {
  at: string
  productId: string
  kind: 'added' | 'changed' | 'removed'
  oldPriceCents: number | null
  newPriceCents: number | null
  actor: Actor
}

/** Every change of one product line's negotiated price, oldest first. */
export function priceChanges(events: RecordedEvent[], productId: string): PriceChange[] {
  const changes: PriceChange[] = []
  for (const e of [...events].sort(byTime)) {
    const { event } = e
    if (event.type === 'CustomerProductPriced' && event.data.productId === productId) {
      changes.push({
        at: e.metadata.occurredAt,
        productId,
        kind: event.data.oldPriceCents === null ? 'added' : 'changed',
        oldPriceCents: event.data.oldPriceCents,
        newPriceCents: event.data.newPriceCents,
        actor: actorOf(e),
      })
    } else if (event.type === 'CustomerProductRemoved' && event.data.productId === productId) {
      changes.push({
        at: e.metadata.occurredAt,
        productId,
        kind: 'removed',
        oldPriceCents: event.data.oldPriceCents,
        newPriceCents: null,
        actor: actorOf(e),
      })
    }
  }
  return changes
}

export interface OwnershipPeriod {
  salesUserId: number
  from: string
  /** Null while it lasts. */
  to: string | null
  /** How it ended: a transfer, the rep's deletion (customers handed over), or the customer's deletion. */
  endedBy: 'transfer' | 'owner-deleted' | 'customer-deleted' | null
  /** Who ended it. */
  endedByActor: Actor | null
}

/** Which rep owned the customer over which period, oldest first. */
export function ownershipPeriods(events: RecordedEvent[]): OwnershipPeriod[] {
  const periods: OwnershipPeriod[] = []
  const close = (e: RecordedEvent, endedBy: NonNullable<OwnershipPeriod['endedBy']>) => {
    const open = periods.at(-1)
    if (open && open.to === null) {
      open.to = e.metadata.occurredAt
      open.endedBy = endedBy
      open.endedByActor = actorOf(e)
    }
  }
  for (const e of [...events].sort(byTime)) {
    const { event } = e
    if (event.type === 'CustomerRegistered') {
      periods.push({
        salesUserId: event.data.salesUserId,
        from: e.metadata.occurredAt,
        to: null,
        endedBy: null,
        endedByActor: null,
      })
    } else if (event.type === 'CustomerTransferred') {
      close(e, event.data.reason)
      periods.push({
        salesUserId: event.data.toSalesUserId,
        from: e.metadata.occurredAt,
        to: null,
        endedBy: null,
        endedByActor: null,
      })
    } else if (event.type === 'CustomerDeleted') {
      close(e, 'customer-deleted')
    }
  }
  return periods
}

export interface PaidLine {
  orderId: number
  at: string
  unitPriceCents: number
  quantityType: string
  quantity: number
}

/** The last time the customer bought the product: the price it was sold at, from the order itself. */
export function lastPaid(events: RecordedEvent[], productId: string): PaidLine | null {
  let last: PaidLine | null = null
  for (const e of [...events].sort(byTime)) {
    if (e.event.type !== 'OrderPlaced') continue
    const line = e.event.data.lines.find((l) => l.productId === productId)
    if (line) {
      last = {
        orderId: e.event.data.orderId,
        at: e.metadata.occurredAt,
        unitPriceCents: line.unitPriceCents,
        quantityType: line.quantityType,
        quantity: line.quantity,
      }
    }
  }
  return last
}
