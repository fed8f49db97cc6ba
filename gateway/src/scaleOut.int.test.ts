import { comparePositions } from '@provender/events'
import { allProjections } from '@provender/query-service'
import { type Database, PostgresEventStore } from '@provender/server-kit'
import { createTestDatabase, testDatabaseKind } from '@provender/server-kit/testing'
import type { Knex } from 'knex'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freelyOrderable } from './testing/orders.ts'
import { acknowledgedPlacement, byKey, type Placement, placementsInLog } from './testing/placements.ts'
import { type RunningProcess, startGatewayInFront, startProcess } from './testing/processes.ts'
import { demo, TestClient } from './testing/stack.ts'

// Past one machine: two command services and two query services, each a real Node process,
// behind one gateway process that takes them in turn, on one fresh database of the
// PostgreSQL server. Twenty writers place orders at once, four sessions of each customer for
// the same delivery date, so most placements add their lines to the order the first opened
// (one order per customer per date). Then every acknowledged placement must be in the log
// once, every line's amount must be the sum of what was added (a doubled event would double
// it), no event projected twice, and a write made through one process readable at once
// through the other with the Consistency-Token.

const SECRET = 'test-secret-test-secret-test-secret-0123456789'
// Five processes start together (tsx, migrations, the demo data) on a busy two-core machine.
const START_TIMEOUT_MS = 180_000
const TEST_TIMEOUT_MS = 300_000
const WRITERS_PER_CUSTOMER = 4
const ORDERS_PER_WRITER = 5
const customers = ['blueDoor', 'harbor', 'greenleaf', 'tavola', 'sunrise'] as const
const logins: Record<(typeof customers)[number], readonly [string, string]> = {
  blueDoor: demo.blueDoor,
  harbor: demo.harbor,
  greenleaf: demo.greenleaf,
  tavola: ['kitchen@tavolatrattoria.test', 'Demo#Order2026'],
  sunrise: ['office@sunrisediner.test', 'Demo#Order2026'],
}

interface Product {
  productId: string
  unitType: 'weight' | 'quantity'
  availability?: { status: string }
}
interface Placed {
  id: number
  items: unknown[]
}
interface OrderRow {
  id: number
  customerId: number
}
interface OrderList {
  rows: OrderRow[]
  count: number
}

async function signIn(url: string, email: string, password: string): Promise<TestClient & { id: number }> {
  const client = new TestClient(url)
  const answer = await client.login(email, password)
  if (answer.status !== 200) throw new Error(`${email} could not sign in: ${JSON.stringify(answer.body)}`)
  return Object.assign(client, { id: answer.body.user.id })
}

/** The same session, talking straight to one service process instead of the gateway. */
function direct(client: TestClient, url: string): TestClient {
  const other = new TestClient(url)
  other.cookie = client.cookie
  other.consistencyToken = client.consistencyToken
  return other
}

interface Line {
  productId: string
  quantity: number
}

/** Each order line's amount, by "orderId productId", from the read model (of some orders). */
async function lineAmounts(knex: Knex, orderIds?: number[]): Promise<Map<string, number>> {
  const query = knex('rm_order_items').select<{ order_id: number; product_id: string; quantity: string }[]>(
    'order_id',
    'product_id',
    'quantity',
  )
  if (orderIds) query.whereIn('order_id', orderIds)
  const amounts = new Map<string, number>()
  for (const r of await query) {
    const line = `${r.order_id} ${r.product_id}`
    amounts.set(line, Math.round(((amounts.get(line) ?? 0) + Number(r.quantity)) * 100) / 100)
  }
  return amounts
}

/** Every order of a list, page by page (100 a page, the cap). */
async function allOrders(client: TestClient, path: string): Promise<OrderRow[]> {
  const rows: OrderRow[] = []
  for (let offset = 0; ; offset += 100) {
    const page = await client.get<OrderList>(`${path}?limit=100&offset=${offset}&sortField=id&sortOrder=ASC`)
    expect(page.status).toBe(200)
    rows.push(...page.body.rows)
    if (rows.length >= page.body.count || page.body.rows.length === 0) {
      expect(rows.length).toBe(page.body.count)
      return rows
    }
  }
}

/** The PO number every order of the run carries (issue 36: a demo customer requires one). */
const SCALE_PO = 'PO-SCALE-OUT'

describe.runIf(testDatabaseKind() === 'postgres')(
  'two command and two query processes behind the gateway, on one PostgreSQL server',
  () => {
    let database: Database
    const processes: RunningProcess[] = []
    let gatewayUrl = ''
    let commandUrls: string[] = []
    let queryUrls: string[] = []

    beforeAll(async () => {
      database = await createTestDatabase()
      const shared = {
        DATABASE_URL: database.url,
        SESSION_SECRET: SECRET,
        TRUST_PROXY: 'true',
        // What is tested is that a read waits for the write it follows, not how fast the
        // projections are: a generous bound keeps a loaded CI machine from failing it.
        CONSISTENCY_WAIT_MS: '20000',
        // Projections are what is scaled out here; a notifier would go on appending its mails'
        // events after the orders stop, and the checkpoints are compared with the log's head.
        NOTIFIER: 'false',
      }
      /** Two processes of one service, each on a port it picks (its port variable set to 0). */
      const twoOf = (entry: string, portVariable: 'COMMAND_PORT' | 'QUERY_PORT') =>
        [0, 1].map(() =>
          startProcess(
            entry,
            { ...shared, [portVariable]: '0' },
            /listening on (http:\/\/\S+)/,
            START_TIMEOUT_MS,
          ),
        )
      const started = await Promise.allSettled([
        ...twoOf('gateway/src/commandServiceMain.ts', 'COMMAND_PORT'),
        ...twoOf('query-service/src/main.ts', 'QUERY_PORT'),
      ])
      for (const s of started) if (s.status === 'fulfilled') processes.push(s.value)
      for (const s of started) if (s.status === 'rejected') throw s.reason
      commandUrls = processes.slice(0, 2).map((p) => p.url)
      queryUrls = processes.slice(2, 4).map((p) => p.url)
      // The gateway seeds the demo data into the shared log; the query services project it.
      const gateway = await startGatewayInFront(
        { command: commandUrls, query: queryUrls },
        { DATABASE_URL: database.url, SESSION_SECRET: SECRET },
        START_TIMEOUT_MS,
      )
      processes.push(gateway)
      gatewayUrl = gateway.url
    }, START_TIMEOUT_MS * 2)

    afterAll(async () => {
      await Promise.all(processes.map((p) => p.stop()))
      await database?.close()
    }, 60_000)

    it(
      'keeps every acknowledged order exactly once, projects each event once, and reads your writes across processes',
      async () => {
        const { knex } = database
        // Every checkpoint move, as it commits: a batch applied twice (by both query processes)
        // would show as a move that does not start where the last one ended, or goes nowhere.
        await knex.raw(`
          create table checkpoint_moves (id bigserial primary key, name text not null,
            old_tx text, old_seq text, new_tx text not null, new_seq text not null);
          create function record_checkpoint_move() returns trigger language plpgsql as $$
          begin
            insert into checkpoint_moves (name, old_tx, old_seq, new_tx, new_seq)
            values (new.name, case when tg_op = 'UPDATE' then old.transaction_id end,
                    case when tg_op = 'UPDATE' then old.sequence end, new.transaction_id, new.sequence);
            return new;
          end $$;
          create trigger record_checkpoint_move after insert or update on projection_checkpoints
            for each row execute function record_checkpoint_move();
        `)
        const admin = await signIn(gatewayUrl, ...demo.admin)
        // The window is open for every customer: the company's and both reps' hours always open.
        for (const who of [
          admin,
          await signIn(gatewayUrl, ...demo.sam),
          await signIn(gatewayUrl, ...demo.priya),
        ]) {
          const set = await who.request('PUT', '/api/settings/order-window/mine', { alwaysOpen: true })
          expect(set.status).toBe(200)
          admin.consistencyToken = who.consistencyToken
        }

        // Twenty writers: four sessions of each of five customers, each with its price list.
        const writers = await Promise.all(
          customers.flatMap((name) =>
            Array.from({ length: WRITERS_PER_CUSTOMER }, async () => {
              const client = await signIn(gatewayUrl, ...logins[name])
              client.consistencyToken = admin.consistencyToken
              const window = await client.get<{ open: boolean }>('/api/settings/order-window/effective')
              expect(window.body.open).toBe(true)
              const list = await client.get<{ products: Product[] }>(`/api/customers/${client.id}/products`)
              expect(list.status).toBe(200)
              expect(list.body.products.length).toBeGreaterThan(2)
              return { client, products: freelyOrderable(list.body.products) }
            }),
          ),
        )
        expect(writers).toHaveLength(20)
        const ordersBefore = new Map<number, number>()
        for (const { client } of writers) {
          ordersBefore.set(
            client.id,
            (await client.get<OrderList>(`/api/orders/customer/${client.id}`)).body.count,
          )
        }
        const [{ before } = { before: '0' }] = await knex('event_log')
          .where({ type: 'OrderPlaced' })
          .count<{ before: string }[]>('* as before')
        const amountsBefore = await lineAmounts(knex)

        // All twenty at once, each placing its orders one after another and reading each back
        // at once (through whichever query process the gateway picks) with its token.
        const acknowledged: (Placement & { customerId: number; items: Line[] })[] = []
        const failures: string[] = []
        await Promise.all(
          writers.map(async ({ client, products }, w) => {
            for (let n = 0; n < ORDERS_PER_WRITER; n++) {
              const items = products.slice(0, 1 + ((w + n) % 3)).map((p) => ({
                productId: p.productId,
                quantity: p.unitType === 'weight' ? 1.25 : 2,
                quantityType: p.unitType === 'weight' ? 'weight' : 'pack',
              }))
              const key = `scale-${w}-${n}`
              const placed = await client.request<Placed>(
                'POST',
                '/api/orders',
                // The demo's Tavola Trattoria needs a PO number; one per customer, so merges agree.
                { items, poNumber: SCALE_PO },
                { 'Idempotency-Key': key },
              )
              const placement = acknowledgedPlacement(key, placed)
              if (!placement) {
                failures.push(`writer ${w} order ${n}: ${placed.status} ${JSON.stringify(placed.body)}`)
                continue
              }
              acknowledged.push({ ...placement, customerId: client.id, items })
              const read = await client.get<OrderRow>(`/api/orders/${placed.body.id}`)
              expect(read.headers.get('consistency-timeout')).toBeNull()
              expect(read.status).toBe(200)
              expect(read.body).toMatchObject({ id: placed.body.id, customerId: client.id })
            }
          }),
        )
        expect(failures).toEqual([])
        expect(acknowledged).toHaveLength(writers.length * ORDERS_PER_WRITER)
        // One order per customer per date: the twenty placements of a customer went to few orders.
        expect(acknowledged.filter((a) => !a.created).length).toBeGreaterThan(0)
        const created = acknowledged.filter((a) => a.created).map((a) => a.id)
        expect(new Set(created).size).toBe(created.length)

        // Read your writes across processes, named: written through one command process, read
        // at once through the other query process with the write's Consistency-Token.
        for (let i = 0; i < 4; i++) {
          const { client, products } = writers[i]!
          const writer = direct(client, commandUrls[i % 2]!)
          const reader = direct(client, queryUrls[(i + 1) % 2]!)
          const key = `scale-across-${i}`
          const items = [
            {
              productId: products[0]!.productId,
              quantity: 3,
              quantityType: products[0]!.unitType === 'weight' ? 'weight' : 'pack',
            },
          ]
          const placed = await writer.request<Placed>(
            'POST',
            '/api/orders',
            { items, poNumber: SCALE_PO },
            { 'Idempotency-Key': key },
          )
          const placement = acknowledgedPlacement(key, placed)
          expect(placement).not.toBeNull()
          expect(placed.headers.get('consistency-token')).toMatch(/^\d+\.\d+$/)
          reader.consistencyToken = writer.consistencyToken
          const read = await reader.get<OrderRow>(`/api/orders/${placed.body.id}`)
          expect(read.headers.get('consistency-timeout')).toBeNull()
          expect(read.status).toBe(200)
          expect(read.body.id).toBe(placed.body.id)
          acknowledged.push({ ...placement!, customerId: client.id, items })
        }

        // Caught up: the last write's token, read through each query process.
        const last = writers.map((w) => w.client.consistencyToken).concat(admin.consistencyToken)
        for (const url of queryUrls) {
          const reader = direct(admin, url)
          for (const token of last) {
            reader.consistencyToken = token
            const answer = await reader.get('/api/account/me')
            expect(answer.headers.get('consistency-timeout')).toBeNull()
          }
        }

        // The log holds exactly the acknowledged placements beside the demo's orders, each
        // once under its key, as a new order or as lines added to the date's open order.
        const placedInLog = await knex('event_log')
          .where({ type: 'OrderPlaced' })
          .select<{ id: number; customer_id: number }[]>(
            knex.raw("(data->>'orderId')::int as id, (data->>'customerId')::int as customer_id"),
          )
        expect(placedInLog.length - Number(before)).toBe(acknowledged.filter((a) => a.created).length)
        const inLogByKey = await placementsInLog(knex, 'scale-')
        expect(inLogByKey.sort(byKey)).toEqual(
          acknowledged.map(({ id, key, created }) => ({ id, key, created })).sort(byKey),
        )

        // Every order placed to once in the read model, each line's amount what was there
        // before plus every placement's addition, once each.
        const ids = [...new Set(acknowledged.map((a) => a.id))].sort((a, b) => a - b)
        const rows = await knex('rm_orders').whereIn('id', ids).select<{ id: number }[]>('id')
        expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual(ids)
        const expected = new Map(
          [...amountsBefore].filter(([line]) => ids.includes(Number(line.split(' ')[0]))),
        )
        for (const a of acknowledged) {
          for (const item of a.items) {
            const line = `${a.id} ${item.productId}`
            expected.set(line, Math.round(((expected.get(line) ?? 0) + item.quantity) * 100) / 100)
          }
        }
        const after = await lineAmounts(knex, ids)
        expect(Object.fromEntries([...after].sort())).toEqual(Object.fromEntries([...expected].sort()))
        const [{ total } = { total: '0' }] = await knex('rm_orders').count<{ total: string }[]>('* as total')
        expect(Number(total)).toBe(placedInLog.length)

        // The counts the projection keeps (a doubled event would count twice) match the rows
        // and the log, customer by customer.
        const kept = await knex('rm_order_customers').select<
          { customer_id: number; open_count: number; fulfilled_count: number }[]
        >('customer_id', 'open_count', 'fulfilled_count')
        const counted = await knex('rm_orders')
          .groupBy('customer_id')
          .select<{ customer_id: number; n: string }[]>('customer_id', knex.raw('count(*) as n'))
        const inLog = new Map<number, number>()
        for (const r of placedInLog) inLog.set(r.customer_id, (inLog.get(r.customer_id) ?? 0) + 1)
        for (const k of kept) {
          const rowsOf = Number(counted.find((c) => c.customer_id === k.customer_id)?.n ?? 0)
          expect(k.open_count + k.fulfilled_count, `customer ${k.customer_id}`).toBe(rowsOf)
          expect(rowsOf, `customer ${k.customer_id}`).toBe(inLog.get(k.customer_id) ?? 0)
        }

        // Every projection's checkpoint stands at the log's head: all applied, none ahead.
        const store = new PostgresEventStore(knex)
        const head = (await store.headPosition())!
        const checkpoints = await knex('projection_checkpoints').select<
          { name: string; transaction_id: string; sequence: string }[]
        >('name', knex.raw('transaction_id::text'), knex.raw('sequence::text'))
        expect(checkpoints.map((c) => c.name).sort()).toEqual(allProjections.map((p) => p.name).sort())
        for (const c of checkpoints) {
          expect({ name: c.name, transactionId: c.transaction_id, sequence: c.sequence }).toEqual({
            name: c.name,
            ...head,
          })
        }

        // Each projection's checkpoint moved forward only, each move from where the last ended.
        const moves = await knex('checkpoint_moves').orderBy('id').select<
          {
            id: string
            name: string
            old_tx: string | null
            old_seq: string | null
            new_tx: string
            new_seq: string
          }[]
        >('*')
        expect(moves.length).toBeGreaterThan(0)
        const position = (tx: string, seq: string) => ({ transactionId: tx, sequence: seq })
        const lastMove = new Map<string, { transactionId: string; sequence: string }>()
        for (const move of moves) {
          const to = position(move.new_tx, move.new_seq)
          if (move.old_tx !== null && move.old_seq !== null) {
            const from = position(move.old_tx, move.old_seq)
            expect(comparePositions(to, from), `${move.name} moved from ${move.old_tx}.${move.old_seq}`).toBe(
              1,
            )
            const before = lastMove.get(move.name)
            if (before) expect(from, `${move.name} move ${move.id}`).toEqual(before)
          }
          lastMove.set(move.name, to)
        }

        // Through the API, from each query process: each customer sees its own orders, each
        // acknowledged one exactly once; the staff list holds every order once.
        for (const url of queryUrls) {
          for (const [c] of customers.entries()) {
            const { client } = writers[c * WRITERS_PER_CUSTOMER]!
            const own = await allOrders(direct(client, url), `/api/orders/customer/${client.id}`)
            const mine = [...new Set(acknowledged.filter((a) => a.customerId === client.id).map((a) => a.id))]
            const opened = acknowledged.filter((a) => a.customerId === client.id && a.created).length
            expect(own.length).toBe(ordersBefore.get(client.id)! + opened)
            for (const id of mine) expect(own.filter((o) => o.id === id)).toHaveLength(1)
          }
          const staff = await allOrders(direct(admin, url), '/api/orders')
          expect(staff.length).toBe(placedInLog.length)
          expect(new Set(staff.map((o) => o.id)).size).toBe(staff.length)
        }
      },
      TEST_TIMEOUT_MS,
    )
  },
)

// On the embedded database (the PGlite tier of `npm test`) it cannot run: say so once.
if (testDatabaseKind() !== 'postgres') {
  describe('scaling out', () => {
    it.skip('needs the PostgreSQL server (separate processes cannot share the embedded database): it runs in the TEST_DB=postgres tier of npm test', () => {})
  })
}
