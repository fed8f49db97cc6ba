import type { Database } from '@provender/server-kit'
import { createTestDatabase } from '@provender/server-kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readModelMigrations } from '../projections/migrations.ts'
import { READ_MODELS } from '../projections/schemaLayout.ts'
import { migrateReadModelsThrough } from '../testing/databases.ts'

let db: Database

beforeAll(async () => {
  db = await createTestDatabase()
})

afterAll(async () => {
  await db?.close()
})

describe('0404_shipped_exceptions on a database that has orders', () => {
  it('moves the lines that shipped other than ordered onto their order, and the rest stay implied', async () => {
    await migrateReadModelsThrough(db.knex, '0403_orders_placed_by')
    const order = { customer_id: 4, created_at: new Date('2026-11-20T10:00:00Z'), total: '100.00' }
    await db.knex('rm_orders').insert([
      {
        ...order,
        id: 1,
        fulfilled: true,
        fulfilled_at: new Date('2026-11-21T10:00:00Z'),
        final_total: '90.00',
      },
      {
        ...order,
        id: 2,
        fulfilled: true,
        fulfilled_at: new Date('2026-11-21T10:00:00Z'),
        final_total: '100.00',
      },
      { ...order, id: 3, fulfilled: false },
    ])
    const item = { product_name: 'Beef', unit_type: 'weight', quantity_type: 'weight', sell_price: '5.00' }
    await db.knex('rm_order_items').insert([
      {
        ...item,
        id: 1001,
        order_id: 1,
        line_no: 1,
        product_id: 'BEEF',
        quantity: '20.00',
        line_total: '100.00',
        shipped_quantity: '18.00',
        shipped_line_total: '90.00',
      },
      {
        ...item,
        id: 1002,
        order_id: 1,
        line_no: 2,
        product_id: 'OIL',
        quantity: '1.00',
        line_total: '5.00',
        shipped_quantity: '1.00',
        shipped_line_total: '5.00',
      },
      {
        ...item,
        id: 2001,
        order_id: 2,
        line_no: 1,
        product_id: 'BEEF',
        quantity: '20.00',
        line_total: '100.00',
        shipped_quantity: '20.00',
        shipped_line_total: '100.00',
      },
      {
        ...item,
        id: 3001,
        order_id: 3,
        line_no: 1,
        product_id: 'BEEF',
        quantity: '20.00',
        line_total: '100.00',
      },
    ])

    await db.knex.migrate.up(readModelMigrations)

    const orders = await db.knex('rm_orders').orderBy('id').select('id', 'shipped_changes')
    expect(orders).toEqual([
      { id: 1, shipped_changes: { BEEF: { quantity: 18, lineTotal: 90 } } },
      { id: 2, shipped_changes: null },
      { id: 3, shipped_changes: null },
    ])
    const columns = await db.knex('rm_order_items').withSchema(READ_MODELS).columnInfo()
    expect(Object.keys(columns)).not.toContain('shipped_quantity')
  })

  it('rolls back by replaying the orders read model, without rewriting its lines', async () => {
    await db.knex('projection_checkpoints').insert({
      name: 'orders',
      transaction_id: '1',
      sequence: '1',
      updated_at: new Date(),
    })
    await db.knex.migrate.down(readModelMigrations)
    expect(Number((await db.knex('rm_orders').count({ n: '*' }))[0]!.n)).toBe(0)
    expect(await db.knex('projection_checkpoints').where({ name: 'orders' })).toEqual([])
    expect(Object.keys(await db.knex('rm_order_items').withSchema(READ_MODELS).columnInfo())).toContain(
      'shipped_quantity',
    )
  })
})
