/**
 * `npm run bench`: each hot path of Provender beside a bare baseline, in the same run, on
 * the PostgreSQL server, at a distributor's scale.
 *
 * BENCH_ORDERS (default 20,000) orders over five years, deterministic from BENCH_SEED, are
 * written once through the event store's append path into the database
 * provender_bench_<orders> and reused by later runs. Then: the read-model rebuild, event
 * appends, and every HTTP hot path under autocannon at 1, 8 and 32 connections for
 * BENCH_SECONDS each. Writes made by the run are taken back out, so the next run starts
 * from the same log. Prints one table and writes it to bench-results/<orders>.json.
 * BENCH_ONLY=rebuild,append,read,place,lag,notifier,standing runs only those parts; BENCH_ONLY=soak (never by
 * default) runs the ten-minute memory soak of the one-process start (BENCH_SOAK_SECONDS).
 */
import { type ChildProcess, fork } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { cpus, totalmem } from 'node:os'
import { createCommandApp, createCommandDeps } from '@provender/command-service'
import { type NewEvent, streams } from '@provender/events'
import { customerOwnersReadModel, migrateReadModels, rebuildReadModels } from '@provender/query-service'
import {
  connect,
  eventHash,
  migrateEventStore,
  PostgresEventStore,
  parseSettings,
  SESSION_COOKIE,
  SessionKeys,
} from '@provender/server-kit'
import autocannon from 'autocannon'
import type { Knex } from 'knex'
import knexFactory from 'knex'
import { progressBar } from '../query-service/src/cli/progress.ts'
import { exportBench } from './benchExports.mts'
import { adminId, benchProducts, customerIds, pool, repIds, writeHistory } from './benchHistory.mts'
import { importBench } from './benchImports.mts'
import { projectionLag, scratchCopy } from './benchLag.mts'
import { notifierThroughput } from './benchNotifier.mts'
import { benchOrderPlaced } from './benchOrders.mts'
import { memorySoak } from './benchSoak.mts'
import { standingPlacement } from './benchStanding.mts'

const ORDERS = Number(process.env.BENCH_ORDERS ?? 20_000)
const SEED = Number(process.env.BENCH_SEED ?? 2026)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
/** Each server is warmed with the measured requests for this long first (BENCH_WARM_SECONDS). */
const WARM_SECONDS = Number(process.env.BENCH_WARM_SECONDS ?? 1)
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '1,8,32').split(',').map(Number)
const SERVER_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const ONLY = process.env.BENCH_ONLY?.split(',') ?? null
const SECRET = 'bench-secret-bench-secret-bench-secret-0123456789'
const sessions = new SessionKeys(SECRET, 8)
const dbName = `provender_bench_${ORDERS}${SEED === 2026 ? '' : `_s${SEED}`}`
const dbUrl = SERVER_URL.replace(/\/[^/]*$/, `/${dbName}`)
const admin = knexFactory({ client: 'pg', connection: SERVER_URL, pool: { min: 0, max: 1 } })
const wanted = (name: string) => !ONLY || ONLY.includes(name)

interface Figure {
  path: string
  connections: number | null
  product: { rate: number; p50: number; p97_5: number } | null
  bare: { rate: number; p50: number; p97_5: number } | null
  unit: string
  ratio: number | null
  note?: string
}
const figures: Figure[] = []

function record(f: Omit<Figure, 'ratio'>) {
  const ratio = f.product && f.bare ? f.product.rate / f.bare.rate : null
  figures.push({ ...f, ratio })
}

async function databaseExists(): Promise<boolean> {
  const { rows } = await admin.raw<{ rows: unknown[] }>('select 1 from pg_database where datname = ?', [
    dbName,
  ])
  if (rows.length === 0) return false
  const db = connect(dbUrl, false)
  try {
    const { rows: meta } = await db.raw<{ rows: { value: string }[] }>(
      "select value from bench_meta where key = 'complete'",
    )
    return meta[0]?.value === 'true'
  } catch {
    return false
  } finally {
    await db.destroy()
  }
}

/** The history, written once per scale and seed and kept for the next run. */
async function ensureHistory(): Promise<{ events: number; generated: boolean; seconds: number }> {
  if (await databaseExists()) {
    const db = connect(dbUrl, false)
    // A history kept by an older build gets this build's schema (migrations are idempotent).
    await migrateEventStore(db)
    await migrateReadModels(db)
    const { rows } = await db.raw<{ rows: { n: string }[] }>('select count(*)::text as n from event_log')
    await db.destroy()
    console.log(`Reusing ${dbName} (${Number(rows[0]!.n).toLocaleString('en-US')} events)`)
    return { events: Number(rows[0]!.n), generated: false, seconds: 0 }
  }
  await admin.raw(`drop database if exists ${dbName} with (force)`)
  await admin.raw(`create database ${dbName}`)
  const db = connect(dbUrl, false)
  try {
    await migrateEventStore(db)
    await migrateReadModels(db)
    const store = new PostgresEventStore(db)
    console.log(`Writing ${ORDERS.toLocaleString('en-US')} orders into ${dbName} (seed ${SEED})`)
    const stats = await writeHistory(store, SEED, ORDERS)
    await db.raw(
      `select setval('user_id_seq', ?), setval('order_id_seq', ?), setval('category_id_seq', 100)`,
      [Math.max(...customerIds), ORDERS],
    )
    await db.raw(`create table bench_meta (key text primary key, value text not null)`)
    await db('bench_meta').insert([
      { key: 'seed', value: String(SEED) },
      { key: 'orders', value: String(ORDERS) },
      { key: 'complete', value: 'true' },
    ])
    await store.close()
    console.log(
      `Wrote ${stats.events.toLocaleString('en-US')} events in ${stats.seconds.toFixed(0)} s (${Math.round(stats.events / stats.seconds)} events/s through the store)`,
    )
    return { events: stats.events, generated: true, seconds: stats.seconds }
  } finally {
    await db.destroy()
  }
}

/** Drops every read model and replays the log into them; the rate and the peak memory. */
async function rebuild(events: number) {
  const db = connect(dbUrl, false)
  const store = new PostgresEventStore(db)
  try {
    await migrateReadModels(db)
    let peak = process.memoryUsage().rss
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss)
    }, 200)
    const before = process.memoryUsage().rss
    const started = performance.now()
    // Exactly as `npm run rebuild-read-models` runs it, without the checksums around it.
    const bar = progressBar('rebuild', events)
    await rebuildReadModels(db, store, { onBatch: (read) => bar.tick(read) })
    const seconds = (performance.now() - started) / 1000
    bar.done()
    clearInterval(sampler)
    console.log(
      `  rebuilt ${events} events in ${seconds.toFixed(1)} s (${Math.round(events / seconds)} events/s)`,
    )
    await db.raw('vacuum analyze')
    const baseline = await setBasedRebuild(db)
    const rate = events / seconds
    record({
      path: 'read-model rebuild, whole log',
      connections: null,
      product: { rate, p50: seconds * 1000, p97_5: seconds * 1000 },
      bare: { rate: events / baseline, p50: baseline * 1000, p97_5: baseline * 1000 },
      unit: 'events/s',
      note: `${events.toLocaleString('en-US')} events in ${seconds.toFixed(1)} s; memory ${mb(before)} -> peak ${mb(peak)} MB`,
    })
  } finally {
    await store.close()
    await db.destroy()
  }
}

const mb = (bytes: number) => Math.round(bytes / 1048576)

/**
 * The baseline rebuild: the orders, their items, the customers and their price lists built
 * by set-based SQL straight from the log, into scratch tables shaped like the read models.
 */
async function setBasedRebuild(db: Knex): Promise<number> {
  const started = performance.now()
  await db.transaction(async (trx) => {
    await trx.raw(`
      create temp table b_orders (like rm_orders including defaults) on commit drop;
      create temp table b_items (like rm_order_items including defaults) on commit drop;
      create temp table b_customers (id int, business_name text, account_number text, sales_user_id int) on commit drop;
      create temp table b_prices (customer_id int, product_id text, price numeric(12,2)) on commit drop;
      insert into b_orders (id, customer_id, created_at, fulfilled, fulfilled_at, total)
        select (p.data->>'orderId')::int, (p.data->>'customerId')::int, p.occurred_at, f.event_id is not null, f.occurred_at,
               (p.data->>'totalCents')::numeric / 100
        from event_log p left join event_log f on f.stream_id = p.stream_id and f.type = 'OrderFulfilled'
        where p.type = 'OrderPlaced';
      insert into b_items (id, order_id, line_no, product_id, product_name, unit_type, packs_per_case, quantity, quantity_type, sell_price, line_total)
        select (e.data->>'orderId')::bigint * 1000 + l.n, (e.data->>'orderId')::int, l.n, l.line->>'productId', l.line->>'name',
               l.line->>'unitType', (l.line->>'packsPerCase')::int, (l.line->>'quantity')::numeric, l.line->>'quantityType',
               (l.line->>'unitPriceCents')::numeric / 100, (l.line->>'lineTotalCents')::numeric / 100
        from event_log e, jsonb_array_elements(e.data->'lines') with ordinality as l(line, n)
        where e.type = 'OrderPlaced';
      insert into b_customers
        select distinct on ((data->>'customerId')::int) (data->>'customerId')::int, data->>'businessName', data->>'accountNumber',
               (data->>'salesUserId')::int
        from event_log where type = 'CustomerRegistered' order by (data->>'customerId')::int, position desc;
      insert into b_prices
        select distinct on ((data->>'customerId')::int, data->>'productId') (data->>'customerId')::int, data->>'productId',
               (data->>'newPriceCents')::numeric / 100
        from event_log where type = 'CustomerProductPriced'
        order by (data->>'customerId')::int, data->>'productId', position desc;
    `)
  })
  return (performance.now() - started) / 1000
}

/** A fresh scratch database for the append figures, so the reused history stays as it is. */
async function appendBench() {
  const scratch = `${dbName}_append`
  await admin.raw(`drop database if exists ${scratch} with (force)`)
  await admin.raw(`create database ${scratch}`)
  const db = connect(SERVER_URL.replace(/\/[^/]*$/, `/${scratch}`), false)
  try {
    await migrateEventStore(db)
    const store = new PostgresEventStore(db)
    const count = 4000
    // The product at 8 and 64 writers (each waits for its append before the next), and with as
    // many appends in flight as the target's baseline has rows in flight (8 INSERTs of 100),
    // where group commit can batch as much as that baseline does.
    const writerCounts = [8, 64, 800]
    const products = benchProducts(SEED).slice(0, 10)
    // A fresh slice of events (new streams, new ids) for each product run and each bare run.
    const total = count * writerCounts.length * 2
    const customer = { id: customerIds[0]!, rep: repIds[0]! }
    const batches: { streamId: string; events: NewEvent[] }[] = Array.from({ length: total }, (_, i) => ({
      streamId: streams.order(i + 1),
      events: [benchOrderPlaced(i + 1, customer, products)],
    }))
    const productSeconds: number[] = []
    for (const [run, writers] of writerCounts.entries()) {
      const productBatches = batches.slice(count * run, count * (run + 1))
      const started = performance.now()
      await pool(productBatches, writers, async (b) => {
        await store.append(b.streamId, 'no_stream', b.events)
      })
      productSeconds.push((performance.now() - started) / 1000)
    }
    const { rows: commits } = await db.raw<{ rows: { n: number }[] }>(
      'select count(distinct transaction_id)::int as n from event_log',
    )
    // The same rows, hashed alike, by plain multi-row INSERTs, 8 at a time: of 100 rows (the
    // baseline of the target), and of writers / 8 rows, as many events in flight as the
    // product's writers have (a writer waits for its commit before it sends the next).
    const rawRuns = [100, ...writerCounts.map((w) => w / 8).filter((n) => n !== 100)]
    const rawTimes = new Map<number, number>()
    for (const [i, rowsPerInsert] of rawRuns.entries()) {
      const from = count * (writerCounts.length + i)
      rawTimes.set(rowsPerInsert, await bareInserts(db, batches.slice(from, from + count), rowsPerInsert))
    }
    const batched = rawTimes.get(100)!
    for (const [run, writers] of writerCounts.entries()) {
      record({
        path: `event append (1 order event of 10 lines per append, ${writers} writers)`,
        connections: writers,
        product: { rate: count / productSeconds[run]!, p50: 0, p97_5: 0 },
        bare: { rate: count / batched, p50: 0, p97_5: 0 },
        unit: 'events/s',
        ...(run === 0
          ? {
              note: `baseline: multi-row INSERT of 100 of the same rows, 8 at a time; the product's ${count * writerCounts.length} appends took ${commits[0]!.n} commits (group commit)`,
            }
          : {}),
      })
    }
    for (const [run, writers] of writerCounts.entries()) {
      if (writers / 8 === 100) continue
      record({
        path: `event append (${writers} writers) against as many events in flight: 8 INSERTs of ${writers / 8} row${writers === 8 ? '' : 's'} at a time`,
        connections: writers,
        product: { rate: count / productSeconds[run]!, p50: 0, p97_5: 0 },
        bare: { rate: count / rawTimes.get(writers / 8)!, p50: 0, p97_5: 0 },
        unit: 'events/s',
      })
    }
    await store.close()
  } finally {
    await db.destroy()
    await admin.raw(`drop database if exists ${scratch} with (force)`)
  }
}

/**
 * Writes the batches' events (one event of a new stream each) by plain multi-row INSERTs of
 * `rowsPerInsert` rows, 8 at a time, hashed as the store hashes them; answers the seconds.
 */
async function bareInserts(
  db: Knex,
  batches: { streamId: string; events: NewEvent[] }[],
  rowsPerInsert: number,
): Promise<number> {
  const rows = batches.map(({ streamId, events: [e] }) => [
    e!.id,
    streamId,
    0,
    e!.event.type,
    1,
    JSON.stringify(e!.event.data),
    JSON.stringify(e!.metadata),
    e!.metadata.occurredAt,
    null,
    eventHash(null, {
      streamId,
      revision: 0,
      eventId: e!.id,
      type: e!.event.type,
      version: 1,
      data: e!.event.data,
      metadata: e!.metadata,
    }),
  ])
  const chunks = Array.from({ length: Math.ceil(rows.length / rowsPerInsert) }, (_, i) =>
    rows.slice(i * rowsPerInsert, i * rowsPerInsert + rowsPerInsert),
  )
  const started = performance.now()
  await pool(chunks, 8, async (chunk) => {
    await db.raw(
      `insert into event_log (event_id, stream_id, stream_revision, type, version, data, metadata, occurred_at, prev_hash, hash)
       values ${chunk.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
      chunk.flat(),
    )
  })
  return (performance.now() - started) / 1000
}

/** Stops a server and waits until its process is gone, so none of its writes are still in flight. */
function stopServer(server: { child: ChildProcess }): Promise<void> {
  if (server.child.exitCode !== null) return Promise.resolve()
  const exited = new Promise<void>((resolve) => server.child.once('exit', () => resolve()))
  server.child.kill()
  return exited
}

function startServer(mode: 'query' | 'command' | 'bare'): Promise<{ child: ChildProcess; url: string }> {
  const child = fork(new URL('./benchServer.mts', import.meta.url).pathname, [mode], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_URL: dbUrl, SESSION_SECRET: SECRET },
  })
  return new Promise((resolve, reject) => {
    child.once('message', (m: { port: number }) => resolve({ child, url: `http://127.0.0.1:${m.port}` }))
    child.once('exit', (code) => reject(new Error(`${mode} server exited with ${code}`)))
  })
}

interface Load {
  method?: 'GET' | 'POST'
  path: string
  cookie: string | (() => string)
  body?: () => string
}

/** The request autocannon sends for a load: its method, path, session cookie and body. */
function requestOf(load: Load): autocannon.Request {
  return {
    method: load.method ?? 'GET',
    path: load.path,
    setupRequest: (request) => ({
      ...request,
      headers: {
        ...request.headers,
        cookie: `${SESSION_COOKIE}=${typeof load.cookie === 'function' ? load.cookie() : load.cookie}`,
        'x-requested-with': 'bench',
        ...(load.body ? { 'content-type': 'application/json' } : {}),
      },
      ...(load.body ? { body: load.body() } : {}),
    }),
  }
}

async function cannon(url: string, load: Load, connections: number) {
  const result = await autocannon({ url, connections, duration: SECONDS, requests: [requestOf(load)] })
  const failures = result.non2xx + result.errors + result.timeouts
  if (failures > 0) console.warn(`  ${load.path}: ${failures} failed of ${result.requests.total}`)
  return { rate: result.requests.average, p50: result.latency.p50, p97_5: result.latency.p97_5 }
}

/**
 * The very requests to be measured, for a moment, so the server's code is compiled, its plans
 * cached and its pool filled before the count starts (the product's code is far larger than the
 * bare handler's, and a placement's path was measured cold when only a GET warmed it).
 */
async function warm(url: string, load: Load, connections: number) {
  await autocannon({ url, connections, duration: WARM_SECONDS, requests: [requestOf(load)] })
}

async function compare(name: string, product: string, bare: string, load: Load, unit = 'req/s') {
  for (const connections of CONNECTIONS) {
    await warm(product, load, connections)
    const p = await cannon(product, load, connections)
    await warm(bare, load, connections)
    const b = await cannon(bare, load, connections)
    record({ path: name, connections, product: p, bare: b, unit })
    console.log(
      `  ${name} @${connections}: ${p.rate.toFixed(0)} vs bare ${b.rate.toFixed(0)} ${unit} (p50 ${p.p50} vs ${b.p50} ms)`,
    )
  }
}

async function readBench() {
  const query = await startServer('query')
  const bare = await startServer('bare')
  const adminCookie = await sessions.sign({ userId: adminId, role: 'admin', sessionVersion: 0 })
  const repCookie = await sessions.sign({ userId: repIds[0]!, role: 'sales', sessionVersion: 0 })
  const db = connect(dbUrl, false)
  const { rows: busiest } = await db.raw<{ rows: { customer_id: number }[] }>(
    'select customer_id from rm_customer_products group by customer_id order by count(*) desc, customer_id limit 1',
  )
  await db.destroy()
  const staff = { cookie: adminCookie }
  const list = '/api/orders?limit=25&sortField=createdAt&sortOrder=DESC'
  const deepOffset = 999 * 25
  try {
    await compare('orders list, past orders, page 1', query.url, bare.url, {
      ...staff,
      path: `${list}&fulfilled=true&offset=0`,
    })
    await compare('orders list, current orders, page 1', query.url, bare.url, {
      ...staff,
      path: `${list}&fulfilled=false&offset=0`,
    })
    await compare('orders list, past orders, page 1,000', query.url, bare.url, {
      ...staff,
      path: `${list}&fulfilled=true&offset=${deepOffset}`,
    })
    await compare('orders list, by customer name, page 1', query.url, bare.url, {
      ...staff,
      path: '/api/orders?limit=25&sortField=customer&sortOrder=ASC&offset=0',
    })
    await compare('orders list, by sales rep, page 1,000', query.url, bare.url, {
      ...staff,
      path: `/api/orders?limit=25&sortField=salesRep&sortOrder=DESC&offset=${deepOffset}`,
    })
    await compare("a rep's own orders, page 1", query.url, bare.url, {
      cookie: repCookie,
      path: `${list}&offset=0`,
    })
    await compare("one customer's orders, by order number, page 1", query.url, bare.url, {
      ...staff,
      path: `/api/orders/customer/${busiest[0]!.customer_id}?limit=25&sortField=id&sortOrder=DESC&offset=0`,
    })
    await compare('orders list, search "bistro"', query.url, bare.url, {
      ...staff,
      path: `${list}&offset=0&search=bistro`,
    })
    await compare("customer's products with negotiated prices", query.url, bare.url, {
      ...staff,
      path: `/api/customers/${busiest[0]!.customer_id}/products`,
    })
    await compare('customers list, search "oak"', query.url, bare.url, {
      ...staff,
      path: '/api/customers?search=oak&limit=25&page=1',
    })
  } finally {
    await stopServer(query)
    await stopServer(bare)
  }
}

/** Ten lines from each of 50 customers' price lists; sessions signed for them. */
async function orderBodies() {
  const db = connect(dbUrl, false)
  try {
    const chosen = customerIds.filter((_, i) => i % 20 === 0)
    const { rows } = await db.raw<{
      rows: { customer_id: number; id: string; unit_type: string; packs_per_case: number | null }[]
    }>(
      `select cp.customer_id, p.id, p.unit_type, p.packs_per_case from rm_customer_products cp join rm_products p on p.id = cp.product_id
       where cp.customer_id = any(?) order by cp.customer_id, p.id`,
      [chosen],
    )
    const byCustomer = new Map<number, typeof rows>()
    for (const r of rows) byCustomer.set(r.customer_id, [...(byCustomer.get(r.customer_id) ?? []), r])
    return Promise.all(
      [...byCustomer].map(async ([customerId, lines]) => ({
        cookie: await sessions.sign({ userId: customerId, role: 'customer', sessionVersion: 0 }),
        body: JSON.stringify({
          items: lines.slice(0, 10).map((l) => ({
            productId: l.id,
            quantity: l.unit_type === 'weight' ? 2.5 : 3,
            quantityType: l.unit_type === 'weight' ? 'weight' : 'pack',
          })),
        }),
      })),
    )
  } finally {
    await db.destroy()
  }
}

/** The settings the product's services run with in the bench. */
function benchSettings() {
  return parseSettings({
    DATABASE_URL: dbUrl,
    SESSION_SECRET: SECRET,
    TIME_ZONE: 'America/Chicago',
    CONSISTENCY_WAIT_MS: '2000',
  })
}

interface PlacementTrips {
  /** SQL statements sent. */
  statements: number
  /** Round trips in sequence: statements sent while none other was in flight start a new one. */
  roundTrips: number
}

/**
 * The SQL one order placement sends, counted on the product's own pool: the statements, and
 * the round trips in sequence (statements that overlap in time count as one). Measured on a
 * second placement, as a running service places them (the first one also folds the account).
 */
async function roundTripsOfOnePlacement(order: { cookie: string; body: string }): Promise<PlacementTrips> {
  const knex = connect(dbUrl, false)
  let statements = 0
  let roundTrips = 0
  let inFlight = 0
  knex.on('query', () => {
    statements++
    if (inFlight === 0) roundTrips++
    inFlight++
  })
  const settled = () => {
    inFlight--
  }
  knex.on('query-response', settled)
  knex.on('query-error', settled)
  const store = new PostgresEventStore(knex)
  const settings = benchSettings()
  const customerOwners = customerOwnersReadModel(knex, store, { timeoutMs: settings.CONSISTENCY_WAIT_MS })
  const app = createCommandApp(createCommandDeps({ settings, knex, store, sessions, customerOwners }))
  const server = createServer(app.callback())
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const place = async () => {
    const answer = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/orders`, {
      method: 'POST',
      headers: {
        cookie: `${SESSION_COOKIE}=${order.cookie}`,
        'x-requested-with': 'bench',
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
      },
      body: order.body,
    })
    if (answer.status !== 201)
      throw new Error(`placing an order answered ${answer.status}: ${await answer.text()}`)
  }
  try {
    await place()
    statements = 0
    roundTrips = 0
    await place()
    return { statements, roundTrips }
  } finally {
    server.close()
    await store.close()
    await knex.destroy()
  }
}

async function writeBench() {
  const db = connect(dbUrl, false)
  const { rows } = await db.raw<{ rows: { p: string | null }[] }>(
    'select max(position)::text as p from event_log',
  )
  const mark = rows[0]!.p ?? '0'
  const orders = await orderBodies()
  let next = 0
  const rotate = () => orders[next++ % orders.length]!
  let current = orders[0]!
  try {
    const placement: Load = {
      method: 'POST',
      path: '/api/orders',
      cookie: () => {
        current = rotate()
        return current.cookie
      },
      body: () => current.body,
    }
    const trips = await roundTripsOfOnePlacement(orders[0]!)
    const command = await startServer('command')
    const bare = await startServer('bare')
    try {
      await compare('place an order (10 lines)', command.url, bare.url, placement, 'orders/s')
      // As after a restore or a bulk load with autovacuum off: the same placements, no statistics.
      await forgetStatistics(db, 'event_log')
      await compare(
        'place an order (10 lines), log without planner statistics',
        command.url,
        bare.url,
        placement,
        'orders/s',
      )
    } finally {
      await db.raw('analyze event_log')
      await stopServer(command)
      await stopServer(bare)
    }
    // Counts, not timings: the product's per request against the bare server's fixed number.
    const perRequest = (path: string, product: number, bare: number, unit: string) => ({
      path,
      connections: 1,
      product: { rate: product, p50: 0, p97_5: 0 },
      bare: { rate: bare, p50: 0, p97_5: 0 },
      unit,
      ratio: null,
    })
    figures.push(
      perRequest(
        'place an order: SQL statements per request (product; bare sends 4)',
        trips.statements,
        4,
        'statements',
      ),
      perRequest(
        'place an order: round trips in sequence per request (product; bare makes 3)',
        trips.roundTrips,
        3,
        'round trips',
      ),
    )
  } finally {
    // Take the bench's own orders back out: the next run starts from the same log.
    await db.raw('delete from event_log where position > ?', [mark])
    await db.destroy()
  }
}

/**
 * Takes a table back to the planner's view of a fresh load: no column statistics, row count
 * unknown (reltuples -1). Needs a superuser, as the bench's server connection is.
 */
async function forgetStatistics(db: Knex, table: string) {
  await db.raw('delete from pg_statistic where starelid = ?::regclass', [table])
  await db.raw('update pg_class set reltuples = -1, relpages = 0 where oid = ?::regclass', [table])
}

/** Runs `measure` on a scratch copy of the history (`<db>_<name>`), dropped after. */
async function onScratchCopy<T>(name: string, measure: (dbUrl: string) => Promise<T>): Promise<T> {
  const scratch = `${dbName}_${name}`
  await scratchCopy(admin, dbName, scratch)
  try {
    return await measure(SERVER_URL.replace(/\/[^/]*$/, `/${scratch}`))
  } finally {
    await admin.raw(`drop database if exists ${scratch} with (force)`)
  }
}

/** A latency figure: p95 in the product's column, p50 / p99 in its latency columns. */
function latencyFigure(path: string, s: { p50: number; p95: number; p99: number }, note: string) {
  figures.push({
    path,
    connections: null,
    product: { rate: s.p95, p50: s.p50, p97_5: s.p99 },
    bare: null,
    unit: 'ms p95',
    ratio: null,
    note,
  })
}

/** Projection lag under a steady 200 orders/s, on a scratch copy of the history. */
async function lagBench() {
  const ordersPerSecond = Number(process.env.BENCH_LAG_RATE ?? 200)
  const seconds = Number(process.env.BENCH_LAG_SECONDS ?? 30)
  const lag = await onScratchCopy('lag', (dbUrl) =>
    projectionLag({ dbUrl, secret: SECRET, seed: SEED, ordersPerSecond, seconds }),
  )
  const ms = (x: number) => x.toFixed(1)
  console.log(
    `  projection lag @${lag.rate.toFixed(0)} orders/s: p50 ${ms(lag.p50)} ms, p95 ${ms(lag.p95)} ms, p99 ${ms(lag.p99)} ms, max ${ms(lag.max)} ms (${lag.seen} of ${lag.appended} seen)`,
  )
  latencyFigure(
    `projection lag, append acknowledged to visible on a read (${ordersPerSecond} orders/s offered)`,
    lag,
    `${lag.appended} orders appended at ${lag.rate.toFixed(0)}/s for ${seconds} s, ${lag.seen} seen; lag p50 ${ms(lag.p50)}, p95 ${ms(lag.p95)}, p99 ${ms(lag.p99)}, max ${ms(lag.max)} ms; from the append sent: p95 ${ms(lag.fromSentP95)} ms; the append itself p95 ${ms(lag.appendP95)} ms (the latency columns show p50 / p99 here)`,
  )
}

/** The notifier under a steady 200 orders/s: mail queued, then sent as .eml files. */
async function notifierBench() {
  const ordersPerSecond = Number(process.env.BENCH_NOTIFIER_RATE ?? 200)
  const seconds = Number(process.env.BENCH_NOTIFIER_SECONDS ?? 10)
  const { rate, orders, lag, files } = await onScratchCopy('notifier', (dbUrl) =>
    notifierThroughput({ dbUrl, secret: SECRET, seed: SEED, ordersPerSecond, seconds }),
  )
  const ms = (x: number) => x.toFixed(0)
  const spread = (s: typeof lag.queued) =>
    `p50 ${ms(s.p50)}, p95 ${ms(s.p95)}, p99 ${ms(s.p99)}, max ${ms(s.max)} ms (${s.count} of ${orders})`
  console.log(
    `  notifier @${rate.toFixed(0)} orders/s: queued ${spread(lag.queued)}; sent ${spread(lag.sent)}`,
  )
  const note = `${orders} orders appended at ${rate.toFixed(0)}/s for ${seconds} s, two mails each (confirmation, new order to the rep), ${files} .eml files written by the last confirmation; the latency columns show p50 / p99`
  for (const [step, s] of [
    ['queued', lag.queued],
    ['sent as .eml', lag.sent],
  ] as const) {
    latencyFigure(
      `notifier, order placed to its confirmation ${step} (${ordersPerSecond} orders/s offered)`,
      s,
      `${note}; ${spread(s)}`,
    )
  }
}

/** Standing orders placed at one cut-off by the placer, against the same orders through the API. */
async function standingBench() {
  const s = await standingPlacement(admin, SERVER_URL, sessions, SECRET)
  record({
    path: `standing orders: ${s.customers.toLocaleString('en-US')} customers placed at one cut-off (placer; bare: the same orders through POST /api/orders, 32 conns)`,
    connections: 32,
    product: { rate: s.placer.rate, p50: 0, p97_5: 0 },
    bare: { rate: s.api.rate, p50: s.api.p50, p97_5: s.api.p97_5 },
    unit: 'orders/s',
    note: `placer ${s.placer.seconds.toFixed(1)} s, API ${s.api.seconds.toFixed(1)} s for ${s.customers.toLocaleString('en-US')} orders`,
  })
  console.log(
    `  standing orders: placer ${s.placer.rate.toFixed(0)} orders/s, API ${s.api.rate.toFixed(0)} orders/s`,
  )
}

/** The one-process start (npm start's composition) under a steady load, its memory sampled. */
async function soakBench() {
  const seconds = Number(process.env.BENCH_SOAK_SECONDS ?? 600)
  const rate = Number(process.env.BENCH_SOAK_RATE ?? 50)
  const soak = await memorySoak({ seconds, requestsPerSecond: rate })
  figures.push({
    path: `memory soak, one-process start, ${rate} req/s for ${Math.round(seconds / 60)} min (RSS growth after warm-up)`,
    connections: null,
    product: { rate: soak.growthPercent, p50: soak.p50, p97_5: soak.p97_5 },
    bare: null,
    unit: '%',
    ratio: null,
    note: soak.note,
  })
}

function table(): string {
  const n = (x: number) => (x >= 100 ? Math.round(x).toLocaleString('en-US') : x.toFixed(1))
  const lines = [
    '| hot path | conns | product | p50 / p97.5 ms | bare baseline | p50 / p97.5 ms | ratio |',
    '|---|---|---|---|---|---|---|',
  ]
  for (const f of figures) {
    const lat = (x: Figure['product']) => (x && x.p50 > 0 ? `${n(x.p50)} / ${n(x.p97_5)}` : '')
    lines.push(
      `| ${f.path} | ${f.connections ?? ''} | ${f.product ? `${n(f.product.rate)} ${f.unit}` : ''} | ${lat(f.product)} | ${f.bare ? `${n(f.bare.rate)} ${f.unit}` : ''} | ${lat(f.bare)} | ${f.ratio === null ? '' : f.ratio.toFixed(2)} |`,
    )
  }
  for (const f of figures.filter((f) => f.note)) lines.push(`\n- ${f.path}: ${f.note}`)
  return lines.join('\n')
}

try {
  const machine = `${cpus().length} x ${cpus()[0]?.model.trim()}, ${mb(totalmem())} MB, Node ${process.version}`
  console.log(
    `Provender bench: ${ORDERS.toLocaleString('en-US')} orders, seed ${SEED}, ${SECONDS} s per measure; ${machine}`,
  )
  const history = await ensureHistory()
  if (wanted('rebuild') || history.generated) {
    console.log('Rebuilding the read models from the log')
    await rebuild(history.events)
  }
  if (wanted('append')) await appendBench()
  if (wanted('read')) await readBench()
  if (wanted('place')) await writeBench()
  if (wanted('lag')) await lagBench()
  if (wanted('notifier')) await notifierBench()
  if (wanted('standing')) await standingBench()
  if (wanted('exports')) for (const f of await exportBench(SERVER_URL)) record(f)
  if (wanted('imports')) for (const f of await importBench(SERVER_URL)) record(f)
  if (ONLY?.includes('soak')) await soakBench()
  const page1 = figures.find((f) => f.path === 'orders list, past orders, page 1' && f.connections === 1)
  const page1000 = figures.find(
    (f) => f.path === 'orders list, past orders, page 1,000' && f.connections === 1,
  )
  if (page1?.product && page1000?.product) {
    figures.push({
      path: 'orders list, page 1,000 latency / page 1 latency (p50, 1 connection)',
      connections: 1,
      product: { rate: page1000.product.p50 / page1.product.p50, p50: 0, p97_5: 0 },
      bare:
        page1.bare && page1000.bare ? { rate: page1000.bare.p50 / page1.bare.p50, p50: 0, p97_5: 0 } : null,
      unit: 'x',
      ratio: null,
    })
  }
  const output = table()
  console.log(`\n${output}`)
  mkdirSync('bench-results', { recursive: true })
  const file = `bench-results/${ORDERS}.json`
  writeFileSync(
    file,
    JSON.stringify(
      {
        when: new Date().toISOString(),
        machine,
        orders: ORDERS,
        seed: SEED,
        events: history.events,
        seconds: SECONDS,
        figures,
      },
      null,
      2,
    ),
  )
  console.log(`\nWritten to ${file}`)
} finally {
  await admin.destroy()
}
