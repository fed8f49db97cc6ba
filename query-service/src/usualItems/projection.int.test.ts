import type { DomainEvent } from '@provender/events'
import { describe, expect, it } from 'vitest'
import {
  itRebuildsTheSameRows,
  type ProjectionSpec,
  useProjectionSpec,
} from '../projections/projectionSpec.ts'
import { usualItemsProjection } from './projection.ts'
import { usualItemsOf } from './queries.ts'
import { RECENT_ORDERS } from './rule.ts'
import { customerDeleted, day, type Ordered, placed } from './testEvents.ts'

const spec = useProjectionSpec(usualItemsProjection)

describe('usual items read model: given orders, the rows', () => {
  it('counts orders per product, keeps the last amount and the largest in base units', async () => {
    await spec.given(
      'order-1',
      [
        placed(1, 4, [
          ['RIB', 5, 'case', 1250],
          ['SAL', 10.5, 'weight', 900],
        ]),
      ],
      day(-3),
    )
    await spec.given('order-2', [placed(2, 4, [['RIB', 3, 'pack', 1300]])], day(-2))
    await spec.given('order-3', [placed(3, 5, [['RIB', 1, 'pack', 1250]])], day(-1))
    const items = await spec.rows('rm_usual_items', ['customer_id', 'product_id'])
    expect(
      items.map((r) => [
        r.customer_id,
        r.product_id,
        r.order_count,
        Number(r.last_quantity),
        r.last_quantity_type,
        Number(r.largest_base_quantity),
      ]),
    ).toEqual([
      [4, 'RIB', 2, 3, 'pack', 20],
      [4, 'SAL', 1, 10.5, 'weight', 10.5],
      [5, 'RIB', 1, 1, 'pack', 1],
    ])
  })

  it('answers the guide: ranked items and the last order at the prices sold', async () => {
    const guide = await usualItemsOf(spec.knex, 4)
    expect(guide.items.map((i) => i.productId)).toEqual(['RIB', 'SAL'])
    expect(guide.items[0]).toEqual({
      productId: 'RIB',
      name: 'Product RIB',
      lastQuantity: 3,
      lastQuantityType: 'pack',
      largestBaseQuantity: 20,
      orderCount: 2,
      lastOrderedAt: day(-2).toISOString(),
    })
    expect(guide.lastOrder).toEqual({
      id: 2,
      createdAt: day(-2).toISOString(),
      items: [{ productId: 'RIB', name: 'Product RIB', quantity: 3, quantityType: 'pack', unitPrice: 13 }],
    })
    expect(await usualItemsOf(spec.knex, 99)).toEqual({ items: [], lastOrder: null })
  })

  it(`keeps the lines of the last ${RECENT_ORDERS} orders of a customer only`, async () => {
    for (let n = 0; n < RECENT_ORDERS + 2; n++) {
      await spec.append(`order-${100 + n}`, [placed(100 + n, 6, [['EGG', n + 1, 'pack', 300]])], day(n - 20))
    }
    await spec.project()
    const orders = await spec
      .knex('rm_usual_lines')
      .where({ customer_id: 6 })
      .distinct('order_id')
      .pluck('order_id')
    expect(orders.sort((a, b) => a - b)).toEqual(Array.from({ length: RECENT_ORDERS }, (_, i) => 102 + i))
    const [egg] = await spec
      .rows('rm_usual_items', 'customer_id')
      .then((rows) => rows.filter((r) => r.customer_id === 6))
    expect(egg).toMatchObject({ order_count: RECENT_ORDERS + 2, last_order_id: 100 + RECENT_ORDERS + 1 })
  })

  it('a deleted customer leaves nothing behind; others keep theirs', async () => {
    await spec.given('customer-4', [customerDeleted(4)])
    const left = [
      ...(await spec.rows('rm_usual_items', ['customer_id', 'product_id'])),
      ...(await spec.rows('rm_usual_lines', ['customer_id', 'order_id'])),
    ]
    expect(left.some((r) => r.customer_id === 4)).toBe(false)
    expect(left.some((r) => r.customer_id === 5)).toBe(true)
  })
})

describe('usual items read model: a rebuild gives the same rows', () => {
  const history: [stream: string, events: DomainEvent[], at: Date][] = [
    [
      'order-1',
      [
        placed(1, 7, [
          ['RIB', 2, 'case', 1200],
          ['EGG', 6, 'pack', 300],
        ]),
      ],
      day(-30),
    ],
    ['order-2', [placed(2, 8, [['EGG', 1, 'pack', 290]])], day(-29)],
    ...Array.from({ length: 12 }, (_, i): [string, DomainEvent[], Date] => [
      `order-${10 + i}`,
      [
        placed(10 + i, 7, [
          ['SAL', 5 + i, 'weight', 880],
          ...(i % 3 === 0 ? [['EGG', i + 1, 'pack', 310] satisfies Ordered] : []),
        ]),
      ],
      day(-20 + i),
    ]),
    ['order-30', [placed(30, 9, [['RIB', 1, 'pack', 1000]])], day(-2)],
    ['customer-9', [customerDeleted(9)], day(-1)],
    ['order-31', [placed(31, 8, [['RIB', 9, 'case', 1000]])], day(0)],
  ]

  async function snapshot(of: ProjectionSpec) {
    return {
      items: await of.rows('rm_usual_items', ['customer_id', 'product_id']),
      lines: await of.rows('rm_usual_lines', ['customer_id', 'order_id', 'line_no']),
    }
  }

  itRebuildsTheSameRows(usualItemsProjection, history, snapshot, {
    title: 'the deleted customer gone, the others kept',
    check: (rows) => {
      expect(rows.items.length).toBeGreaterThan(3)
      expect(rows.lines.some((r) => r.customer_id === 9)).toBe(false)
      expect(rows.lines.some((r) => r.customer_id === 8)).toBe(true)
    },
  })
})
