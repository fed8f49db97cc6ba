import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listOrders, ORDER_SORT_FIELDS, type OrderListFilter } from '../orders/queries.ts'
import { allProjections } from '../projections/all.ts'
import { ProjectionRunner } from '../projections/runner.ts'
import { createDemoLogDatabase, type LogDatabase } from '../testing/databases.ts'
import { moveOrdersToDates } from '../testing/orderDates.ts'
import { type OrderExportFilter, orderPages } from './orders.ts'

let database: LogDatabase

beforeAll(async () => {
  database = await createDemoLogDatabase()
  const { db, store } = database
  const runner = new ProjectionRunner(db.knex, store, allProjections)
  await runner.catchUpToHead()
  // Two orders in three get one of two delivery dates (ties to page through), the rest none.
  await moveOrdersToDates(database, (i) =>
    i % 3 === 2 ? null : { date: i % 2 === 0 ? '2026-12-01' : '2026-12-04', outsideSchedule: true },
  )
  expect(await runner.catchUpToHead()).toBe(true)
})

afterAll(() => database?.close())

async function exportedIds(filter: OrderExportFilter, pageSize: number): Promise<number[]> {
  const ids: number[] = []
  for await (const page of orderPages(database.db.knex, filter, pageSize)) ids.push(...page.map((l) => l.id))
  return ids
}

describe('the orders export', () => {
  it('pages by key through exactly the list of every sort and filter, in its order', async () => {
    const { rows } = await database.db.knex.raw<{ rows: { sales_user_id: number }[] }>(
      'select sales_user_id from rm_orders order by id limit 1',
    )
    const filters: Partial<OrderListFilter>[] = [
      {},
      { fulfilled: false },
      { deliveryDate: null },
      { deliveryFrom: '2026-12-02' },
      { salesUserId: rows[0]!.sales_user_id },
      { search: 'bistro' },
      { deliveryDate: null, deliveryFrom: '2026-12-01' },
    ]
    let compared = 0
    for (const more of filters) {
      for (const sortField of ORDER_SORT_FIELDS) {
        for (const sortOrder of ['ASC', 'DESC'] as const) {
          const filter = { sortField, sortOrder, ...more }
          const list = await listOrders(database.db.knex, { ...filter, limit: 100_000, offset: 0 })
          // Pages of 3: every page boundary falls among ties of the sort column somewhere.
          expect(await exportedIds(filter, 3), JSON.stringify(filter)).toEqual(list.rows.map((o) => o.id))
          expect(list.rows).toHaveLength(list.count)
          compared += list.count
        }
      }
    }
    expect(compared).toBeGreaterThan(100)
  })
})
