import { streams } from '@provender/events'
import type { Database, PostgresEventStore } from '@provender/server-kit'
import { envelope } from '@provender/server-kit/testing'
import type { Knex } from 'knex'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { allProjections } from '../projections/all.ts'
import { ProjectionRunner } from '../projections/runner.ts'
import { createDemoLogDatabase, type LogDatabase } from '../testing/databases.ts'
import { moveOrdersToDates } from '../testing/orderDates.ts'
import { listOrders, ORDER_SORT_FIELDS, type OrderListFilter } from './queries.ts'

let database: LogDatabase
let db: Database
let store: PostgresEventStore

/**
 * The list as the spec reads, written the plain way (joins, ILIKE on every row, count(*)):
 * the oracle the indexed, count-keeping list must agree with.
 */
async function plainList(knex: Knex, filter: OrderListFilter) {
  const sort = {
    createdAt: 'o.created_at',
    id: 'o.id',
    customer: 'lower(c.business_name)',
    salesRep: "lower(coalesce(u.first_name || ' ' || u.last_name, ''))",
    deliveryDate: 'o.delivery_date',
  }[filter.sortField]
  const nulls = filter.sortField === 'deliveryDate' ? ' nulls last' : ''
  const q = () => {
    const b = knex('rm_orders as o')
      .join('rm_customers as c', 'c.id', 'o.customer_id')
      .leftJoin('rm_users as u', 'u.id', 'c.sales_user_id')
    if (filter.fulfilled !== undefined) b.where('o.fulfilled', filter.fulfilled)
    if (filter.customerId !== undefined) b.where('o.customer_id', filter.customerId)
    if (filter.salesUserId !== undefined) b.where('c.sales_user_id', filter.salesUserId)
    if (filter.deliveryDate === null) b.whereNull('o.delivery_date')
    else if (filter.deliveryDate !== undefined) b.where('o.delivery_date', filter.deliveryDate)
    if (filter.deliveryFrom !== undefined) b.where('o.delivery_date', '>=', filter.deliveryFrom)
    if (filter.deliveryTo !== undefined) b.where('o.delivery_date', '<=', filter.deliveryTo)
    for (const word of (filter.search ?? '').trim().split(/\s+/).filter(Boolean)) {
      const like = `%${word.replace(/[\\%_]/g, (m) => `\\${m}`)}%`
      b.where((w) => {
        w.whereRaw('o.id::text = ?', [word.replace(/^#/, '')])
          .orWhereILike('c.business_name', like)
          .orWhereILike('c.account_number', like)
          .orWhereRaw("coalesce(u.first_name || ' ' || u.last_name, '') ilike ?", [like])
      })
    }
    return b
  }
  const [counted] = await q().count<{ count: string }[]>({ count: '*' })
  const rows = await q()
    .select<{ id: number }[]>('o.id')
    .orderByRaw(`${sort} ${filter.sortOrder}${nulls}, o.id ${filter.sortOrder}`)
    .limit(filter.limit)
    .offset(filter.offset)
  return { ids: rows.map((r) => r.id), count: Number(counted?.count ?? 0) }
}

/** The list answers the plain query's page and count; answers the count. */
async function expectAsPlain(filter: OrderListFilter): Promise<number> {
  const listed = await listOrders(db.knex, filter)
  const expected = await plainList(db.knex, filter)
  expect({ ids: listed.rows.map((r) => r.id), count: listed.count }, JSON.stringify(filter)).toEqual(expected)
  return expected.count
}

beforeAll(async () => {
  database = await createDemoLogDatabase()
  ;({ db, store } = database)
  // Shape the facts the list keeps copies of: a transfer, a renamed customer, a renamed rep.
  const runner = new ProjectionRunner(db.knex, store, allProjections)
  await runner.catchUpToHead()
  const customers = await db
    .knex('rm_customers')
    .orderBy('id')
    .select<{ id: number; sales_user_id: number; business_name: string; account_number: string }[]>()
  const reps = [...new Set(customers.map((c) => c.sales_user_id))]
  const [first, second] = customers
  expect(customers.length).toBeGreaterThan(1)
  const otherRep = reps.find((r) => r !== first!.sales_user_id)!
  const revision = async (stream: string) => (await store.readStream(stream)).at(-1)!.revision
  await store.append(streams.customer(first!.id), await revision(streams.customer(first!.id)), [
    envelope({
      type: 'CustomerTransferred',
      data: {
        customerId: first!.id,
        fromSalesUserId: first!.sales_user_id,
        toSalesUserId: otherRep,
        reason: 'transfer',
      },
    }),
  ])
  await store.append(streams.customer(second!.id), await revision(streams.customer(second!.id)), [
    envelope({
      type: 'CustomerDetailsUpdated',
      data: {
        customerId: second!.id,
        before: { businessName: second!.business_name, accountNumber: second!.account_number },
        after: { businessName: 'Zeta 100% Oyster_Bar', accountNumber: second!.account_number },
      },
    }),
  ])
  const rep = (await store.readStream(streams.user(otherRep))).at(-1)!
  const repState = rep.event.type === 'UserRegistered' ? rep.event.data : null
  const contact = {
    email: repState!.email,
    firstName: repState!.firstName,
    lastName: repState!.lastName,
    phone: repState!.phone,
  }
  await store.append(streams.user(otherRep), rep.revision, [
    envelope({
      type: 'UserProfileUpdated',
      data: {
        userId: otherRep,
        before: contact,
        after: { ...contact, firstName: 'Aardvark', lastName: 'Quill' },
      },
    }),
  ])
  // Delivery dates: two orders in three moved to one of three dates, the rest not scheduled.
  await moveOrdersToDates(database, (i) =>
    i % 3 === 2 ? null : { date: DATES[i % DATES.length]!, outsideSchedule: i % 2 === 0 },
  )
  expect(await runner.catchUpToHead()).toBe(true)
})

const DATES = ['2026-11-27', '2026-12-01', '2026-12-04']

afterAll(() => database?.close())

describe('the staff orders list', () => {
  it('pages, sorts, filters, searches and counts exactly as the plain query does', async () => {
    const { rows } = await db.knex.raw<{ rows: { id: number; sales_user_id: number }[] }>(
      'select o.id, c.sales_user_id from rm_orders o join rm_customers c on c.id = o.customer_id order by o.id',
    )
    expect(rows.length).toBeGreaterThan(10)
    const rep = rows[0]!.sales_user_id
    const searches = [
      undefined,
      'bistro',
      'BISTRO',
      'aardvark',
      'quill aardvark',
      '100%',
      'oyster_bar',
      '_',
      `#${rows[3]!.id}`,
      `${rows[5]!.id} bistro`,
      'nothing-matches',
    ]
    let compared = 0
    for (const sortField of ORDER_SORT_FIELDS) {
      for (const sortOrder of ['ASC', 'DESC'] as const) {
        for (const fulfilled of [undefined, true, false]) {
          for (const search of searches) {
            for (const scope of [{}, { salesUserId: rep }]) {
              for (const offset of [0, 4]) {
                const filter: OrderListFilter = {
                  sortField,
                  sortOrder,
                  limit: 4,
                  offset,
                  ...(fulfilled === undefined ? {} : { fulfilled }),
                  ...(search === undefined ? {} : { search }),
                  ...scope,
                }
                await expectAsPlain(filter)
                compared++
              }
            }
          }
        }
      }
    }
    // The facts the list copies followed the transfer and both renames.
    for (const search of ['aardvark', 'oyster_bar', 'bistro']) {
      const { count } = await listOrders(db.knex, {
        search,
        sortField: 'id',
        sortOrder: 'ASC',
        limit: 1,
        offset: 0,
      })
      expect(count, search).toBeGreaterThan(0)
    }
    expect(compared).toBe(ORDER_SORT_FIELDS.length * 2 * 3 * searches.length * 2 * 2)
  })

  it('filters and sorts by delivery date exactly as the plain query does, counts included', async () => {
    const deliveries: Partial<OrderListFilter>[] = [
      { deliveryDate: '2026-12-01' },
      { deliveryDate: '2026-12-02' },
      { deliveryDate: null },
      { deliveryFrom: '2026-11-28' },
      { deliveryTo: '2026-12-01' },
      { deliveryFrom: '2026-11-27', deliveryTo: '2026-12-01' },
      { deliveryDate: '2026-12-04', deliveryFrom: '2026-12-01' },
      { deliveryDate: null, deliveryFrom: '2026-12-01' },
    ]
    const { rows } = await db.knex.raw<{ rows: { sales_user_id: number }[] }>(
      'select sales_user_id from rm_orders order by id limit 1',
    )
    let matched = 0
    for (const delivery of deliveries) {
      for (const sortField of ORDER_SORT_FIELDS) {
        for (const sortOrder of ['ASC', 'DESC'] as const) {
          for (const fulfilled of [undefined, false]) {
            for (const more of [{}, { salesUserId: rows[0]!.sales_user_id }, { search: 'bistro' }]) {
              const filter: OrderListFilter = {
                sortField,
                sortOrder,
                limit: 5,
                offset: 2,
                ...delivery,
                ...(fulfilled === undefined ? {} : { fulfilled }),
                ...more,
              }
              matched += await expectAsPlain(filter)
            }
          }
        }
      }
    }
    expect(matched).toBeGreaterThan(0)
    // Every order answers its date; the dates sort before the orders not scheduled, both ways.
    for (const sortOrder of ['ASC', 'DESC'] as const) {
      const { rows: page } = await listOrders(db.knex, {
        sortField: 'deliveryDate',
        sortOrder,
        limit: 100,
        offset: 0,
      })
      const dates = page.map((r) => r.deliveryDate)
      expect(dates.indexOf(null)).toBe(dates.filter((d) => d !== null).length)
      expect(page[0]).toMatchObject({
        outsideSchedule: expect.any(Boolean),
        standingOrderId: null,
        leftOut: [],
      })
    }
  })

  it("lists one customer's orders with the same counts", async () => {
    const { rows } = await db.knex.raw<{ rows: { customer_id: number }[] }>(
      'select customer_id from rm_orders group by customer_id order by count(*) desc limit 1',
    )
    const customerId = rows[0]!.customer_id
    for (const fulfilled of [undefined, true, false]) {
      const filter: OrderListFilter = {
        customerId,
        sortField: 'createdAt',
        sortOrder: 'DESC',
        limit: 100,
        offset: 0,
        ...(fulfilled === undefined ? {} : { fulfilled }),
      }
      const listed = await listOrders(db.knex, filter)
      expect({ ids: listed.rows.map((r) => r.id), count: listed.count }).toEqual(
        await plainList(db.knex, filter),
      )
    }
  })
})
