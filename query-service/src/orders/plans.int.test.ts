import type { Knex } from 'knex'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closuresWithOrders } from '../delivery/queries.ts'
import { loadPickList } from '../pickList/queries.ts'
import { createLogDatabase, type LogDatabase } from '../testing/databases.ts'
import { listOrders, type OrderListFilter } from './queries.ts'

/**
 * The delivery-date filters and sort read by index on a table the planner has no statistics for
 * (autovacuum is off; start-up analyzes the read models once, empty on a new database): a long
 * history of unscheduled orders, the last fifth with a date among 200 days.
 */
let database: LogDatabase
// PLAN_ORDERS=1000000 checks the bench's scale (a minute to fill on the server).
const ORDERS = Number(process.env.PLAN_ORDERS ?? 100_000)

beforeAll(async () => {
  database = await createLogDatabase()
  await database.db.knex.raw(
    `insert into rm_orders (id, customer_id, created_at, fulfilled, total, sales_user_id, customer_key, rep_key, delivery_date)
     select g, g % 1000 + 1, timestamptz '2022-01-01 00:00Z' + g * interval '20 minutes', g < ? * 0.98, 10,
            g % 20 + 1, 'c' || (g % 1000), 'r' || (g % 20),
            case when g > ? * 0.8 then to_char(date '2026-01-01' + g % 200, 'YYYY-MM-DD') end
     from generate_series(1, ?) g`,
    [ORDERS, ORDERS, ORDERS],
  )
  await database.db.knex.raw(
    `insert into rm_order_items (id, order_id, line_no, product_id, product_name, unit_type, quantity, quantity_type,
                                 sell_price, line_total)
     select o * 1000 + n, o, n, 'P' || ((o * 7 + n) % 3000), 'Product', 'quantity', 2, 'case', 5, 10
     from generate_series(1, ?) o, generate_series(1, 3) n`,
    [ORDERS],
  )
  await database.db.knex.raw(
    `insert into rm_order_customers (customer_id, business_name, account_number, sales_user_id, search_text,
                                     open_count, fulfilled_count)
     select customer_id, 'Customer', 'C', min(sales_user_id), 'customer',
            count(*) filter (where not fulfilled), count(*) filter (where fulfilled)
     from rm_orders group by customer_id`,
  )
  await database.db.knex.raw(
    `insert into rm_closures (id, from_date, to_date, reason)
     values ('3f0c1d2e-0000-4000-8000-000000000025', '2026-03-01', '2026-03-03', 'Stock-take')`,
  )
}, 180_000)
afterAll(() => database?.close())

/** Each statement `run` sends, explained (without running it again). */
async function plans(run: (knex: Knex) => Promise<unknown>): Promise<string[]> {
  const { knex } = database.db
  const sent: { sql: string; bindings: readonly unknown[] }[] = []
  const listen = (q: { sql: string; bindings?: readonly unknown[] }) =>
    sent.push({ sql: q.sql, bindings: q.bindings ?? [] })
  knex.on('query', listen)
  try {
    await run(knex)
  } finally {
    knex.removeListener('query', listen)
  }
  const explained: string[] = []
  for (const { sql, bindings } of sent) {
    const { rows } = await knex.raw<{ rows: { 'QUERY PLAN': string }[] }>(
      // Sent with PostgreSQL's numbered parameters, in order: back to knex's.
      `explain ${sql.replace(/\$\d+/g, '?')}`,
      bindings as Knex.RawBinding[],
    )
    explained.push(rows.map((r) => r['QUERY PLAN']).join('\n'))
  }
  return explained
}

const list = (filter: Partial<OrderListFilter>) => (knex: Knex) =>
  listOrders(knex, { sortField: 'createdAt', sortOrder: 'DESC', limit: 25, offset: 0, ...filter })

describe('orders by delivery date: read by index, without statistics', () => {
  it.each([
    ['one date, newest first', { deliveryDate: '2026-03-02' }, 'rm_orders_delivery_created'],
    ['one date, a rep’s', { deliveryDate: '2026-03-02', salesUserId: 3 }, 'rm_orders_delivery_created'],
    ['one date, open', { deliveryDate: '2026-03-02', fulfilled: false }, 'rm_orders_delivery_created'],
    // The week's orders by the dates' index, then sorted; at a million orders the planner walks
    // the newest orders back to the week's instead (a week's orders come in the days before it).
    ['a week', { deliveryFrom: '2026-03-02', deliveryTo: '2026-03-08' }, /rm_orders_(delivery_)?created /],
    ['by date, soonest first', { sortField: 'deliveryDate', sortOrder: 'ASC' }, 'rm_orders_delivery_asc'],
    ['by date, latest first', { sortField: 'deliveryDate', sortOrder: 'DESC' }, 'rm_orders_delivery_desc'],
    [
      'by date, page 100',
      { sortField: 'deliveryDate', sortOrder: 'DESC', offset: 2475 },
      'rm_orders_delivery_desc',
    ],
    ['not scheduled, newest first', { deliveryDate: null }, 'rm_orders_unscheduled_created'],
  ] as const)('%s: the page and its count by index', async (_name, filter, index) => {
    const explained = await plans(list(filter as Partial<OrderListFilter>))
    const all = explained.join('\n---\n')
    if (process.env.PLAN_PRINT) console.log(`${_name}\n${all}`)
    // The page's own statement walks the index; no statement reads every order.
    const page = explained.find((p) => p.includes('Limit'))!
    expect(page, all).toMatch(typeof index === 'string' ? ` ${index} ` : index)
    expect(all, all).not.toMatch(/Seq Scan on rm_orders |delivery_date IS NULL/)
  })

  it('the pick list and the closures’ order counts read the dates’ index', async () => {
    for (const run of [
      (knex: Knex) => loadPickList(knex, '2026-03-02', undefined),
      (knex: Knex) => loadPickList(knex, '2026-03-02', 4),
      (knex: Knex) => closuresWithOrders(knex, undefined),
      (knex: Knex) => closuresWithOrders(knex, 4),
    ]) {
      const all = (await plans(run)).join('\n---\n')
      expect(all, all).toContain(' rm_orders_delivery_created ')
      expect(all, all).not.toMatch(/Seq Scan on rm_orders /)
    }
  })

  it('counts the orders not scheduled as every order but the scheduled ones', async () => {
    const count = async (filter: Partial<OrderListFilter>) =>
      (await list({ limit: 1, ...filter })(database.db.knex)).count
    const unscheduled = async (where: string) =>
      Number(
        (await database.db.knex('rm_orders').whereNull('delivery_date').whereRaw(where).count({ n: '*' }))[0]!
          .n,
      )
    expect(await count({ deliveryDate: null })).toBe(await unscheduled('true'))
    expect(await count({ deliveryDate: null, fulfilled: false })).toBe(await unscheduled('not fulfilled'))
    expect(await count({ deliveryDate: null, salesUserId: 3 })).toBe(await unscheduled('sales_user_id = 3'))
  })
})
