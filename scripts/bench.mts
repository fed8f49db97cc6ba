/**
 * `npm run bench`: throughput and latency of the event store and the read side, on embedded
 * PGlite and (when reachable) the PostgreSQL server. Prints figures; asserts nothing.
 */
import { randomUUID } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { seedDemoData } from '@provender/command-service'
import { type DomainEvent, streams } from '@provender/events'
import { migrateEventStore, PostgresEventStore, postgresIdAllocator } from '@provender/events/server'
import { createTestDatabase } from '@provender/events/testing'
import { allProjections, migrateReadModels, ProjectionRunner } from '@provender/query-service'
import { listOrders } from '../query-service/src/orders/queries.ts'

const ORDERS = Number(process.env.BENCH_ORDERS ?? 5000)
const WRITERS = 10

function envelope(event: DomainEvent) {
  return {
    id: randomUUID(),
    event,
    metadata: {
      actorId: null,
      actorRole: 'system' as const,
      correlationId: randomUUID(),
      causationId: null,
      occurredAt: new Date(Date.now() - Math.random() * 90 * 86_400_000).toISOString(),
    },
  }
}

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}

async function bench(kind: 'pglite' | 'postgres') {
  process.env.TEST_DB = kind
  const db = await createTestDatabase()
  try {
    await migrateEventStore(db.knex)
    await migrateReadModels(db.knex)
    const store = new PostgresEventStore(db.knex)
    const ids = postgresIdAllocator(db.knex)
    await seedDemoData({ store, ids, clock: () => new Date() })
    const customers = (
      await db.knex.raw<{ rows: { customer_id: number }[] }>(
        "select distinct (data->>'customerId')::int as customer_id from event_log where type = 'CustomerRegistered'",
      )
    ).rows.map((r) => r.customer_id)

    // Appends: each order is its own stream, as in production; WRITERS at once.
    let next = 0
    const started = performance.now()
    await Promise.all(
      Array.from({ length: WRITERS }, async () => {
        while (next < ORDERS) {
          next++
          const orderId = await ids.next('order')
          const customerId = customers[orderId % customers.length]!
          const line = {
            productId: 'PRD-LEM',
            name: 'Lemons',
            unitType: 'weight' as const,
            packsPerCase: null,
            quantityType: 'weight' as const,
            quantity: 4.5,
            unitPriceCents: 129,
            lineTotalCents: 581,
          }
          await store.append(streams.order(orderId), 'no_stream', [
            envelope({
              type: 'OrderPlaced',
              data: {
                orderId,
                customerId,
                salesUserId: null,
                lines: [line, line],
                totalCents: 1162,
                idempotencyKey: null,
              },
            }),
          ])
        }
      }),
    )
    const appendSeconds = (performance.now() - started) / 1000

    const runner = new ProjectionRunner(db.knex, store, allProjections)
    const total = Number(
      (await db.knex.raw<{ rows: { n: string }[] }>('select count(*) as n from event_log')).rows[0]!.n,
    )
    const catchUpStarted = performance.now()
    await runner.catchUpToHead()
    const catchUpSeconds = (performance.now() - catchUpStarted) / 1000

    const latencies: number[] = []
    const sorts = ['createdAt', 'id', 'customer', 'salesRep'] as const
    for (let i = 0; i < 100; i++) {
      const t = performance.now()
      await listOrders(db.knex, {
        fulfilled: i % 2 === 0,
        sortField: sorts[i % sorts.length]!,
        sortOrder: i % 3 === 0 ? 'ASC' : 'DESC',
        limit: 25,
        offset: (i % 5) * 25,
        ...(i % 4 === 0 ? { search: 'bistro' } : {}),
      })
      latencies.push(performance.now() - t)
    }
    await store.close()
    console.log(`\n${kind === 'pglite' ? 'Embedded PGlite' : 'PostgreSQL server'}`)
    console.log(
      `  append:     ${ORDERS} orders by ${WRITERS} writers in ${appendSeconds.toFixed(2)} s = ${(ORDERS / appendSeconds).toFixed(0)} appends/s`,
    )
    console.log(
      `  projection: ${total} events in ${catchUpSeconds.toFixed(2)} s = ${(total / catchUpSeconds).toFixed(0)} events/s`,
    )
    console.log(
      `  orders list (25 rows, ${ORDERS}+ orders): p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms`,
    )
  } finally {
    await db.close()
  }
}

await bench('pglite')
try {
  await bench('postgres')
} catch (error) {
  console.log(`\nPostgreSQL server: skipped (${(error as Error).message})`)
}
