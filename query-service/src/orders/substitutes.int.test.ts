import type { DomainEvent, OrderLine } from '@provender/events'
import { oliveOilCases } from '@provender/events/testing'
import { describe, expect } from 'vitest'
import {
  itRebuildsTheSameRows,
  type ProjectionSpec,
  SPEC_MOMENT,
  type SpecHistory,
} from '../projections/projectionSpec.ts'
import { orderView } from './orderView.ts'
import { ordersProjection } from './projection.ts'

// Issue 36: order 1 lets a substitute ship for its olive oil, not its salt; one case of oil is
// short and a case of extra virgin ships in its place. Order 2 is one from before substitutes.
const salt: OrderLine = {
  ...oliveOilCases,
  productId: 'SALT',
  name: 'Sea salt',
  quantity: 1,
  lineTotalCents: 4500,
}
const oil: OrderLine = { ...oliveOilCases, substituteAllowed: true }
const evoo = {
  productId: 'EVOO',
  name: 'Extra virgin olive oil',
  unitType: 'quantity',
  packsPerCase: 6,
  quantityType: 'case',
  quantity: 1,
  unitPriceCents: 900,
  lineTotalCents: 5400,
} as const
const placed = (orderId: number, lines: OrderLine[]): DomainEvent => ({
  type: 'OrderPlaced',
  data: { orderId, customerId: 4, salesUserId: 2, lines, totalCents: 13500, idempotencyKey: null },
})
const history: SpecHistory = [
  ['order-1', [placed(1, [oil, salt])], SPEC_MOMENT],
  // Placed and fulfilled in one run: the fulfilment is settled as the order is inserted.
  [
    'order-2',
    [
      placed(2, [oliveOilCases]),
      {
        type: 'OrderFulfilled',
        data: {
          orderId: 2,
          fulfilledBy: 2,
          shipped: [{ productId: 'OIL', quantity: 2, lineTotalCents: 9000 }],
          finalTotalCents: 9000,
        },
      },
    ],
    SPEC_MOMENT,
  ],
  [
    'order-1',
    [
      {
        type: 'OrderFulfilled',
        data: {
          orderId: 1,
          fulfilledBy: 2,
          shipped: [
            { productId: 'OIL', quantity: 1, lineTotalCents: 4500, substitute: evoo },
            { productId: 'SALT', quantity: 1, lineTotalCents: 4500 },
          ],
          finalTotalCents: 14400,
        },
      },
    ],
    SPEC_MOMENT,
  ],
]

const snapshot = async (of: ProjectionSpec) => ({
  orders: await of.rows('rm_orders', 'id'),
  items: await of.rows('rm_order_items', 'id'),
})

describe('orders read model: substitutes, given events, the rows', () => {
  itRebuildsTheSameRows(ordersProjection, history, snapshot, {
    title: 'the line says whether it allowed one, the fulfilment what shipped in its place',
    check: ({ orders, items }) => {
      expect(items.map((i) => [i.order_id, i.product_id, i.substitute_allowed])).toEqual([
        [1, 'OIL', true],
        [1, 'SALT', false],
        [2, 'OIL', false],
      ])
      expect(orders.map((o) => [o.id, o.shipped_changes])).toEqual([
        [1, { OIL: { quantity: 1, lineTotal: 45, substitute: evoo } }],
        [2, null],
      ])
      const [first] = orders
      if (!first) throw new Error('order 1 is projected')
      const view = orderView(first as never, items.filter((i) => i.order_id === 1) as never)
      expect(view.OrderItems.map((i) => [i.productId, i.substituteAllowed, i.substitute])).toEqual([
        [
          'OIL',
          true,
          {
            productId: 'EVOO',
            name: 'Extra virgin olive oil',
            quantityType: 'case',
            quantity: 1,
            unitPrice: 9,
            lineTotal: 54,
          },
        ],
        ['SALT', false, null],
      ])
    },
  })
})
