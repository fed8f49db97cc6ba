import { randomUUID } from 'node:crypto'
import { type DomainEvent, streams } from '@provender/events'
import type { PostgresEventStore } from '@provender/server-kit'
import { testDatabaseKind, useTestEventStore } from '@provender/server-kit/testing'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { customerAsOf, priceChanges } from './customerFold.ts'
import { HistoryLog } from './historyLog.ts'

/**
 * For random sequences of price, transfer and detail commands at random times, the history's
 * "as of T" (folded from the log) must equal an independent model of the customer at T, and
 * each line's price history must agree with it.
 */

const PRODUCTS = ['BEEF', 'FISH', 'MILK']
const REPS = [2, 3, 4]
const START = Date.parse('2026-01-05T09:00:00.000Z')

type Command =
  | { kind: 'price'; productId: string; cents: number }
  | { kind: 'remove'; productId: string }
  | { kind: 'transfer'; to: number }
  | { kind: 'details'; businessName: string; accountNumber: string }

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    kind: fc.constant('price' as const),
    productId: fc.constantFrom(...PRODUCTS),
    cents: fc.integer({ min: 0, max: 50_000 }),
  }),
  fc.record({ kind: fc.constant('remove' as const), productId: fc.constantFrom(...PRODUCTS) }),
  fc.record({ kind: fc.constant('transfer' as const), to: fc.constantFrom(...REPS) }),
  fc.record({
    kind: fc.constant('details' as const),
    businessName: fc.constantFrom('Blue Door', 'Blue Door Bistro', 'Harbor'),
    accountNumber: fc.constantFrom('BD-1', 'BD-2'),
  }),
)

/** Each command after a random pause: none (the same millisecond), minutes, or days. */
const timedCommands = fc.array(
  fc.record({ pauseMs: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 5 * 86_400_000 })), command }),
  { minLength: 1, maxLength: 12 },
)

interface Model {
  businessName: string
  accountNumber: string
  salesUserId: number
  prices: Record<string, number>
}

interface ModelChange {
  at: string
  kind: 'added' | 'changed' | 'removed'
  oldPriceCents: number | null
  newPriceCents: number | null
}

/** The model's own reading of a command: the events it implies, and the model after it. */
function apply(model: Model, c: Command, customerId: number): { events: DomainEvent[]; next: Model } {
  const next: Model = { ...model, prices: { ...model.prices } }
  switch (c.kind) {
    case 'price': {
      const old = model.prices[c.productId] ?? null
      if (old === c.cents) return { events: [], next }
      next.prices[c.productId] = c.cents
      return {
        events: [
          {
            type: 'CustomerProductPriced',
            data: { customerId, productId: c.productId, oldPriceCents: old, newPriceCents: c.cents },
          },
        ],
        next,
      }
    }
    case 'remove': {
      const old = model.prices[c.productId]
      if (old === undefined) return { events: [], next }
      delete next.prices[c.productId]
      return {
        events: [
          {
            type: 'CustomerProductRemoved',
            data: { customerId, productId: c.productId, oldPriceCents: old },
          },
        ],
        next,
      }
    }
    case 'transfer':
      if (c.to === model.salesUserId) return { events: [], next }
      next.salesUserId = c.to
      return {
        events: [
          {
            type: 'CustomerTransferred',
            data: { customerId, fromSalesUserId: model.salesUserId, toSalesUserId: c.to, reason: 'transfer' },
          },
        ],
        next,
      }
    case 'details': {
      const before = { businessName: model.businessName, accountNumber: model.accountNumber }
      const after = { businessName: c.businessName, accountNumber: c.accountNumber }
      if (before.businessName === after.businessName && before.accountNumber === after.accountNumber) {
        return { events: [], next }
      }
      Object.assign(next, after)
      return { events: [{ type: 'CustomerDetailsUpdated', data: { customerId, before, after } }], next }
    }
  }
}

let store: PostgresEventStore
let log: HistoryLog
let nextCustomerId = 100

useTestEventStore((opened) => {
  store = opened.store
  log = new HistoryLog(opened.database.knex)
})

async function append(streamId: string, events: DomainEvent[], at: number): Promise<void> {
  const metadata = {
    actorId: 1,
    actorRole: 'admin' as const,
    correlationId: randomUUID(),
    causationId: null,
    occurredAt: new Date(at).toISOString(),
  }
  await store.append(
    streamId,
    'any',
    events.map((event) => ({ id: randomUUID(), event, metadata })),
  )
}

describe(`a customer as of any instant, on ${testDatabaseKind()}`, () => {
  it('equals the model at that instant, and each line’s price history agrees with it', async () => {
    await fc.assert(
      fc.asyncProperty(
        timedCommands,
        fc.array(fc.integer({ min: -86_400_000, max: 40 * 86_400_000 })),
        async (steps, probes) => {
          const customerId = nextCustomerId++
          const stream = streams.customer(customerId)
          let model: Model = {
            businessName: 'Blue Door',
            accountNumber: 'BD-1',
            salesUserId: REPS[0]!,
            prices: {},
          }
          const { businessName, accountNumber, salesUserId } = model
          await append(
            stream,
            [{ type: 'CustomerRegistered', data: { customerId, businessName, accountNumber, salesUserId } }],
            START,
          )
          const snapshots: { at: number; model: Model }[] = [{ at: START, model }]
          const changes: Record<string, ModelChange[]> = {}

          let now = START
          for (const { pauseMs, command: c } of steps) {
            now += pauseMs
            const { events, next } = apply(model, c, customerId)
            if (events.length === 0) continue
            await append(stream, events, now)
            for (const event of events) {
              if (event.type === 'CustomerProductPriced' || event.type === 'CustomerProductRemoved') {
                const removed = event.type === 'CustomerProductRemoved'
                const line = changes[event.data.productId] ?? []
                changes[event.data.productId] = line
                line.push({
                  at: new Date(now).toISOString(),
                  kind: removed ? 'removed' : event.data.oldPriceCents === null ? 'added' : 'changed',
                  oldPriceCents: event.data.oldPriceCents,
                  newPriceCents: removed ? null : event.data.newPriceCents,
                })
              }
            }
            model = next
            snapshots.push({ at: now, model })
          }

          const events = await log.customerEvents(customerId)
          const instants = [
            START - 1,
            ...snapshots.flatMap((s) => [s.at - 1, s.at]),
            now + 1,
            ...probes.map((p) => START + p),
          ]
          for (const t of instants) {
            const folded = customerAsOf(customerId, events, new Date(t))
            const expected = snapshots.filter((s) => s.at <= t).at(-1)?.model ?? null
            if (!expected) {
              expect(folded.status).toBe('not-yet')
              continue
            }
            expect({
              businessName: folded.businessName,
              accountNumber: folded.accountNumber,
              salesUserId: folded.salesUserId,
              prices: Object.fromEntries([...folded.prices].map(([id, line]) => [id, line.priceCents])),
            }).toEqual(expected)
            // The price history agrees: a line's price at t is the last change's new price at or before t.
            for (const productId of PRODUCTS) {
              const last = priceChanges(events, productId)
                .filter((c) => Date.parse(c.at) <= t)
                .at(-1)
              expect(folded.prices.get(productId)?.priceCents ?? null).toBe(last?.newPriceCents ?? null)
            }
          }
          for (const productId of PRODUCTS) {
            expect(
              priceChanges(events, productId).map(({ at, kind, oldPriceCents, newPriceCents }) => ({
                at,
                kind,
                oldPriceCents,
                newPriceCents,
              })),
            ).toEqual(changes[productId] ?? [])
          }
        },
      ),
      { numRuns: 30 },
    )
  })
})
