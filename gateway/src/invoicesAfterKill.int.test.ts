import { testDatabaseKind } from '@provender/server-kit/testing'
import type { Knex } from 'knex'
import { describe, expect, it } from 'vitest'
import { count, installGate, killNow, until, useKillTest } from './testing/killGate.ts'
import { freelyOrderable } from './testing/orders.ts'
import type { RunningProcess } from './testing/processes.ts'
import { signInAll, TestClient } from './testing/stack.ts'

// kill -9 of the one-process start (on a PostgreSQL server) during a burst of fulfilments, twice;
// afterwards the invoice series has no gap and no number twice, and every fulfilled order has one
// invoice. A fulfilment appends OrderFulfilled, InvoiceNumberTaken and InvoiceIssued together: to
// land the kill inside that append, the test holds every InvoiceIssued insert at a gate in the
// database, kills the process, then ends its connections, as a crash would leave them.
//
// Only on the PostgreSQL server: the test reaches the database from outside the process it kills.

const SECRET = 'invoice-kill-secret-invoice-kill-secret-0123'
const APP_NAME = 'provender-invoices-under-kill'
/** The advisory lock the gate waits on (below 2^31: pg_locks shows it as objid). */
const GATE = 72_220_037
const CLIENTS = 4
const ORDERS = 36
const ROUNDS = 2

const killTest = useKillTest(APP_NAME)

async function startGateway(databaseUrl: string): Promise<RunningProcess> {
  return killTest.start(databaseUrl, { SESSION_SECRET: SECRET })
}

async function rows<T>(knex: Knex, sql: string, bindings: Knex.RawBinding[] = []): Promise<T[]> {
  return (await knex.raw<{ rows: T[] }>(sql, bindings)).rows
}

type Product = { productId: string; unitType: string; availability?: { status: string } }

/** Blue Door places `n` one-line orders, unscheduled as the tests' demo keeps them. */
async function placeOrders(url: string, n: number): Promise<{ admin: TestClient; orderIds: number[] }> {
  const signed = await signInAll(url, 'admin', 'sam', 'blueDoor')
  for (const who of [signed.admin, signed.sam]) {
    const set = await who.client.request('PUT', '/api/settings/order-window/mine', { alwaysOpen: true })
    expect(set.status).toBe(200)
  }
  const customer = signed.blueDoor.client
  customer.consistencyToken = signed.sam.client.consistencyToken
  const list = await customer.get<{ products: Product[] }>(`/api/customers/${signed.blueDoor.id}/products`)
  const products = freelyOrderable(list.body.products)
  const orderIds: number[] = []
  for (let i = 0; i < n; i++) {
    const product = products[i % products.length]!
    const weight = product.unitType === 'weight'
    const placed = await customer.request<{ id: number }>('POST', '/api/orders', {
      items: [
        {
          productId: product.productId,
          quantity: weight ? 1.5 : 1,
          quantityType: weight ? 'weight' : 'pack',
        },
      ],
    })
    expect(placed.status, JSON.stringify(placed.body)).toBe(201)
    orderIds.push(placed.body.id)
  }
  return { admin: signed.admin.client, orderIds }
}

/** Each client fulfils the next waiting order until none is left or the kill cuts it off. */
function fulfilAll(url: string, admin: TestClient, waiting: number[]): Promise<unknown> {
  return Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      const client = new TestClient(url)
      client.cookie = admin.cookie
      for (let orderId = waiting.shift(); orderId !== undefined; orderId = waiting.shift()) {
        const answer = await client.request('PATCH', `/api/orders/${orderId}/fulfill`).catch(() => null)
        if (answer?.status !== 200) return
      }
    }),
  )
}

describe.runIf(testDatabaseKind() === 'postgres')(
  'the invoice series when the one-process start is killed',
  () => {
    it('kill -9 twice during a burst of fulfilments: no gap, no number twice, one invoice per fulfilled order', async () => {
      const { knex, url } = await killTest.database()
      const gate = await installGate(knex, 'InvoiceIssued', GATE)
      const ours: number[] = []
      const invoiced = () =>
        count(knex, `select count(*)::int as n from event_log where type = 'InvoiceIssued'`)

      for (let round = 1; round <= ROUNDS; round++) {
        const gateway = await startGateway(url)
        const { admin, orderIds } = await placeOrders(gateway.url, ORDERS)
        ours.push(...orderIds)
        const before = await invoiced()
        const burst = fulfilAll(gateway.url, admin, orderIds)
        await until('a few invoices are issued', async () => (await invoiced()) >= before + CLIENTS)
        const closed = await gate.close()
        await until('a fulfilment is held inside its append', async () => (await gate.parked()) > 0)
        await killNow(gateway, knex, APP_NAME)
        await closed.open()
        await burst
      }

      // After the last kill, one more start fulfils every order still open.
      const gateway = await startGateway(url)
      const signed = await signInAll(gateway.url, 'admin')
      const open = await rows<{ id: string }>(
        knex,
        `select substring(stream_id from 7) as id from event_log where type = 'OrderPlaced'
           and stream_id not in (select stream_id from event_log where type in ('OrderFulfilled', 'OrderCancelled'))`,
      )
      await fulfilAll(
        gateway.url,
        signed.admin.client,
        open.map((o) => Number(o.id)),
      )

      const taken = await rows<{ n: number; order_id: number }>(
        knex,
        `select (data->>'invoiceNumber')::int as n, (data->>'orderId')::int as order_id from event_log
          where type = 'InvoiceNumberTaken' order by n`,
      )
      expect(taken.length).toBeGreaterThanOrEqual(ROUNDS * ORDERS)
      expect(taken.map((t) => t.n)).toEqual(taken.map((_, i) => i + 1))
      const issued = await rows<{ n: number; order_id: number }>(
        knex,
        `select (data->>'invoiceNumber')::int as n, (data->>'orderId')::int as order_id from event_log
          where type = 'InvoiceIssued' order by n`,
      )
      expect(issued).toEqual(taken)
      // The demo's own past orders were fulfilled before invoices were issued; each of ours has one.
      const fulfilled = await rows<{ order_id: number }>(
        knex,
        `select substring(stream_id from 7)::int as order_id from event_log where type = 'OrderFulfilled'
          and substring(stream_id from 7)::int = any(?) order by 1`,
        [ours],
      )
      expect(fulfilled.map((f) => f.order_id)).toEqual([...ours].sort((a, b) => a - b))
      const invoicedOrders = issued.map((i) => i.order_id)
      expect(new Set(invoicedOrders).size).toBe(invoicedOrders.length)
      expect(ours.filter((id) => !invoicedOrders.includes(id))).toEqual([])
      expect(
        await count(
          knex,
          `select count(*)::int as n from event_log where type = 'OrderPlaced'
        and stream_id not in (select stream_id from event_log where type in ('OrderFulfilled', 'OrderCancelled'))`,
        ),
      ).toBe(0)
    }, 900_000)
  },
)
