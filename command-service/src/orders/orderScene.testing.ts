import type { DomainEvent, OrderActor, OrderLine } from '@provender/events'
import { type ProductState, productAggregate } from '../catalogue/product.ts'
import { customerAggregate } from '../customers/customer.ts'
import { given } from '../shared/givenWhenThen.ts'
import type { ChangeWindow } from './change.ts'
import { decideOrder, type OrderItemRequest, type PlaceOrder } from './decide.ts'
import { orderAggregate } from './order.ts'

/**
 * The order deciders' shared scene: Blue Heron (customer 12, Sam Reyes's) has an order for Friday
 * 2026-12-04 holding 2 packs of salt sold at 2.75; its price list says 3.10 for salt now, 4.50 for eggs.
 */
export const saltLine: OrderLine = {
  productId: 'SALT-01',
  name: 'Sea salt',
  unitType: 'quantity',
  packsPerCase: 10,
  quantityType: 'pack',
  quantity: 2,
  unitPriceCents: 275,
  lineTotalCents: 550,
}

export const fridaySaltOrder = (orderId: number): DomainEvent => ({
  type: 'OrderPlaced',
  data: {
    orderId,
    customerId: 12,
    salesUserId: 4,
    lines: [saltLine],
    totalCents: 550,
    idempotencyKey: null,
    deliveryDate: '2026-12-04',
    outsideSchedule: false,
  },
})

export const customer = given(
  customerAggregate,
  {
    type: 'CustomerRegistered',
    data: { customerId: 12, businessName: 'Blue Heron', accountNumber: 'BH-12', salesUserId: 4 },
  },
  {
    type: 'CustomerProductPriced',
    data: { customerId: 12, productId: 'SALT-01', oldPriceCents: null, newPriceCents: 310 },
  },
  {
    type: 'CustomerProductPriced',
    data: { customerId: 12, productId: 'EGGS-30', oldPriceCents: null, newPriceCents: 450 },
  },
)

const product = (productId: string, name: string): ProductState =>
  given(productAggregate, {
    type: 'ProductCreated',
    data: {
      productId,
      name,
      description: '',
      categoryId: null,
      unitType: 'quantity',
      packsPerCase: 12,
      priceCents: 600,
    },
  })

export const products = new Map([
  ['SALT-01', product('SALT-01', 'Sea salt')],
  ['EGGS-30', product('EGGS-30', 'Eggs, tray of 30')],
])

export const theCustomer: OrderActor = { userId: 12, name: 'Dana Cole', role: 'customer' }
export const rep: OrderActor = { userId: 4, name: 'Sam Reyes', role: 'sales' }
/** Friday's order before its cut-off, and after it (the rep named to call). */
export const beforeCutoff: ChangeWindow = { open: true, deliveryDate: '2026-12-04', contact: null }
export const afterCutoff: ChangeWindow = {
  open: false,
  deliveryDate: '2026-12-04',
  contact: { name: 'Sam Reyes', phone: '555-0104' },
}

/** When: Blue Heron places order `orderId` for Friday, open for ordering, no order holding the date. */
export const placeForFriday = (
  orderId: number,
  items: OrderItemRequest[],
  overrides: Partial<PlaceOrder> = {},
) =>
  decideOrder(
    {
      type: 'PlaceOrder',
      orderId,
      customerId: 12,
      items,
      idempotencyKey: null,
      orderingOpen: true,
      delivery: { date: '2026-12-04', outsideSchedule: false },
      customer,
      products,
      ...overrides,
    },
    given(orderAggregate),
  )
