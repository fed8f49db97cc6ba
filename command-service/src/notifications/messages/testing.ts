import {
  type DomainEvent,
  defaultMailPreferences,
  type EventData,
  lineTotalCents,
  type MailPreferences,
  type OrderLine,
  type RecordedEvent,
  type Role,
} from '@provender/events'
import { recordedEvent } from '@provender/events/testing'
import { expect } from 'vitest'
import type {
  CustomerFacts,
  MailContext,
  NotificationFacts,
  PlannedNotification,
  Recipient,
  StandingOrderMoves,
} from './types.ts'

/** Fixtures for the messages' tests (and the notifier's, if it wants them): a world of one order. */

export const ctx: MailContext = {
  distributorName: 'Provender Foods',
  timeZone: 'America/Chicago',
  appUrl: 'https://order.example.com/',
}

export const contact: Recipient = { userId: 21, email: 'ana@bistro.test', name: 'Ana Chef' }
export const rep: Recipient = { userId: 3, email: 'sam@provender.test', name: 'Sam Reyes' }
export const colleague = { userId: 4, name: 'Kim Office' }

export const customer: CustomerFacts = {
  customerId: 7,
  businessName: 'Bistro Nord',
  accountNumber: '10042',
  contact,
  rep,
}

function line(
  productId: string,
  name: string,
  quantityType: OrderLine['quantityType'],
  quantity: number,
  unitPriceCents: number,
  packsPerCase: number | null = null,
): OrderLine {
  return {
    productId,
    name,
    unitType: quantityType === 'weight' ? 'weight' : 'quantity',
    packsPerCase,
    quantityType,
    quantity,
    unitPriceCents,
    lineTotalCents: lineTotalCents(unitPriceCents, quantityType, quantity, packsPerCase),
  }
}

const lines = [
  line('BEEF-01', 'Ribeye', 'weight', 35.75, 1299),
  line('OIL-06', 'Olive oil', 'case', 2, 900, 6),
  line('EGGS-30', 'Eggs', 'pack', 3, 450, 30),
]

/** Order 1042 of customer 7: 35.75 lb of ribeye, 2 cases of olive oil, 3 packs of eggs. */
export const order: EventData<'OrderPlaced'> = {
  orderId: 1042,
  customerId: 7,
  salesUserId: rep.userId,
  lines,
  totalCents: lines.reduce((sum, l) => sum + l.lineTotalCents, 0),
  idempotencyKey: null,
}

/**
 * Then: a mail was planned with these fields (subject, kind…), its text holding each passage;
 * a missing passage is reported on its own.
 */
export function expectMail(
  mail: PlannedNotification | null | undefined,
  { text, ...fields }: Partial<Omit<PlannedNotification, 'text'>> & { text: readonly string[] },
): void {
  expect(mail).toMatchObject(fields)
  for (const passage of text) expect(mail?.text).toContain(passage)
}

let sequence = 0

/** A domain event as the log records it, at `occurredAt`. */
export function recorded(event: DomainEvent, occurredAt = '2026-11-27T05:02:00.000Z'): RecordedEvent {
  sequence += 1
  return recordedEvent(event, { sequence, occurredAt })
}

export interface World {
  customers?: CustomerFacts[]
  users?: (Recipient & { role: Role })[]
  preferences?: Record<number, Partial<MailPreferences>>
  orders?: EventData<'OrderPlaced'>[]
  /** The standing-order dates each closure (by id) moved; a closure not named moved none. */
  standingMoves?: Record<string, StandingOrderMoves[] | null>
}

/** NotificationFacts answered from `world`; what it does not hold is unknown or deleted. */
export function factsOf(world: World): NotificationFacts {
  return {
    customer: async (id) => world.customers?.find((c) => c.customerId === id) ?? null,
    user: async (id) => world.users?.find((u) => u.userId === id) ?? null,
    preferences: async (id) => ({ ...defaultMailPreferences, ...world.preferences?.[id] }),
    order: async (id) => world.orders?.find((o) => o.orderId === id) ?? null,
    standingMoves: async (closureId) =>
      world.standingMoves && closureId in world.standingMoves ? world.standingMoves[closureId]! : [],
  }
}
