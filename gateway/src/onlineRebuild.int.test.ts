import {
  allProjections,
  ProjectionRunner,
  readModelChecksums,
  replayReadModels,
} from '@provender/query-service'
import { PostgresEventStore } from '@provender/server-kit'
import { createTestDatabase, testDatabaseKind } from '@provender/server-kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SignedIn, signInAll, startTestStack, type TestStack } from './testing/stack.ts'

// An online rebuild under load: customers place orders and read each one back with its
// Consistency-Token while every read model is rebuilt into a new schema and switched to. On the
// server the clients and the rebuild run side by side on separate connections; on embedded PGlite
// (one connection) their statements take turns, and the switch is tried between live batches.

const CLIENTS = 4
const customers = ['blueDoor', 'greenleaf', 'harbor'] as const
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

interface Product {
  productId: string
  unitType: 'weight' | 'quantity'
}

describe(`rebuilding the read models online on ${testDatabaseKind()}`, () => {
  let stack: TestStack
  let store: PostgresEventStore

  beforeAll(async () => {
    const database = await createTestDatabase()
    stack = await startTestStack({}, database)
    store = new PostgresEventStore(database.knex)
  }, 300_000)

  afterAll(async () => {
    await store?.close()
    await stack?.stop()
  })

  it('serves every order and read throughout, none older than its own write, and rebuilds to a fresh replay', async () => {
    const { knex } = stack.running.database
    const signed = await signInAll(stack.url, 'admin', 'sam', 'priya', ...customers)
    for (const who of [signed.admin, signed.sam, signed.priya]) {
      expect(
        (await who.client.request('PUT', '/api/settings/order-window/mine', { alwaysOpen: true })).status,
      ).toBe(200)
    }
    const token = signed.priya.client.consistencyToken
    const clients: { who: SignedIn; products: Product[] }[] = []
    for (let i = 0; i < CLIENTS; i++) {
      const who = signed[customers[i % customers.length]!]
      who.client.consistencyToken = token
      const list = await who.client.get<{ products: Product[] }>(`/api/customers/${who.id}/products`)
      expect(list.status).toBe(200)
      clients.push({ who, products: list.body.products })
    }

    const failures: string[] = []
    const started: number[] = []
    let running = true
    const load = Promise.all(
      clients.map(async ({ who, products }, c) => {
        for (let n = 0; running; n++) {
          const product = products[(c + n) % products.length]!
          const quantity = product.unitType === 'weight' ? 1.5 + n : 1 + n
          started.push(Date.now())
          const placed = await who.client.request<{ id: number }>('POST', '/api/orders', {
            items: [
              {
                productId: product.productId,
                quantity,
                quantityType: product.unitType === 'weight' ? 'weight' : 'pack',
              },
            ],
          })
          if (placed.status !== 201) {
            failures.push(`order: ${placed.status} ${JSON.stringify(placed.body)}`)
            continue
          }
          // Read back with the token of that write: the order, with the quantity just ordered.
          const read = await who.client.get<{ id: number; OrderItems: { quantity: number }[] }>(
            `/api/orders/${placed.body.id}`,
          )
          if (read.status !== 200 || read.body.OrderItems?.[0]?.quantity !== quantity) {
            failures.push(`read ${placed.body.id}: ${read.status} ${JSON.stringify(read.body).slice(0, 200)}`)
          }
          const list = await who.client.get<unknown[]>(`/api/orders/customer/${who.id}`)
          if (list.status !== 200) failures.push(`list: ${list.status}`)
          await pause(20)
        }
      }),
    )

    await pause(500)
    const rebuildStarted = Date.now()
    await replayReadModels(knex, store, { timeoutMs: 120_000 })
    const rebuildEnded = Date.now()
    await pause(500)
    running = false
    await load

    expect(failures).toEqual([])
    // The rebuild ran under load: requests were sent while it did.
    expect(started.filter((t) => t >= rebuildStarted && t < rebuildEnded).length).toBeGreaterThan(CLIENTS)
    const { rows: schemas } = await knex.raw<{ rows: { nspname: string }[] }>(
      `select nspname from pg_namespace where nspname like 'read\\_models%' order by nspname`,
    )
    expect(schemas.map((s) => s.nspname)).toEqual(['read_models'])

    // Quiet now (the notifier too: it still records the mails of the last orders), the served
    // read models equal, table by table, a fresh replay of the whole log.
    await stack.running.notifier?.stop()
    expect(await new ProjectionRunner(knex, store, allProjections).catchUpToHead()).toBe(true)
    const served = await readModelChecksums(knex)
    const fresh = await replayReadModels(knex, store)
    expect(fresh.before).toEqual(served)
    expect(fresh.after).toEqual(served)
    expect(served.find((t) => t.table === 'rm_orders')!.rows).toBeGreaterThan(20)
  }, 300_000)
})
