import type { EventData } from '@provender/events'
import { describe, expect, it } from 'vitest'
import { mailLines } from './orders.ts'

const cream = {
  productId: 'DRY-CRM-HVY',
  name: 'Heavy cream',
  unitType: 'quantity',
  packsPerCase: 6,
  quantityType: 'case',
  quantity: 2,
  unitPriceCents: 718,
  lineTotalCents: 8616,
  substituteAllowed: true,
} as const
const order: EventData<'OrderPlaced'> = {
  orderId: 21,
  customerId: 12,
  salesUserId: null,
  lines: [cream],
  totalCents: 8616,
  idempotencyKey: null,
}
const fulfilment: EventData<'OrderFulfilled'> = {
  orderId: 21,
  fulfilledBy: 7,
  shipped: [
    {
      productId: 'DRY-CRM-HVY',
      quantity: 0,
      lineTotalCents: 0,
      substitute: {
        productId: 'DRY-CRM-LGT',
        name: 'Light cream <b>',
        unitType: 'quantity',
        packsPerCase: 6,
        quantityType: 'case',
        quantity: 2,
        unitPriceCents: 670,
        lineTotalCents: 8040,
      },
    },
  ],
  finalTotalCents: 8040,
}

describe('the fulfilment mail: a substituted line (issue 36)', () => {
  it('says what shipped for what, and the line total is the substitute’s', () => {
    expect(mailLines(order, fulfilment)).toEqual([
      {
        name: 'Heavy cream',
        quantity: '2 cases',
        cents: 8616,
        shipped: 'Out of stock · Substituted: 2 cases Light cream <b> for Heavy cream',
        shippedCents: 8040,
      },
    ])
  })
})
