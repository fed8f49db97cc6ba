import type { DomainEvent, EventData, OrderLine, ProductFields } from '@provender/events'
import { eventExamples } from '@provender/events/testing'
import { describe, expect, it } from 'vitest'
import { type ProductState, productAggregate } from '../catalogue/product.ts'
import { type CustomerState, customerAggregate } from '../customers/customer.ts'
import { given, refusal } from '../shared/givenWhenThen.ts'
import {
  decideOrder,
  type FulfilOrder,
  type OrderItemRequest,
  type PlaceOrder,
  type PlaceOrderFacts,
} from './decide.ts'
import { orderAggregate } from './order.ts'

// The catalogue: list prices deliberately differ from the customer's negotiated prices.
const catalogue: Record<string, Omit<ProductFields, 'description' | 'categoryId'>> = {
  'BEEF-01': { name: 'Ground beef', unitType: 'weight', packsPerCase: null, priceCents: 1500 },
  'EGGS-30': { name: 'Eggs, tray of 30', unitType: 'quantity', packsPerCase: 12, priceCents: 600 },
  'MILK-02': { name: 'Whole milk', unitType: 'quantity', packsPerCase: 1, priceCents: 400 },
  'SALT-01': { name: 'Sea salt', unitType: 'quantity', packsPerCase: null, priceCents: 300 },
}

const productCreated = (productId: string): DomainEvent => ({
  type: 'ProductCreated',
  data: { productId, description: '', categoryId: null, ...catalogue[productId]! },
})

function products(...states: ProductState[]): Map<string, ProductState> {
  return new Map(states.map((s) => [s.id, s]))
}

const allProducts = products(
  ...Object.keys(catalogue).map((id) => given(productAggregate, productCreated(id))),
)

const customerRegistered: DomainEvent = {
  type: 'CustomerRegistered',
  data: { customerId: 12, businessName: 'Blue Heron Bistro', accountNumber: 'BH-0012', salesUserId: 4 },
}
const negotiated = (productId: string, newPriceCents: number): DomainEvent => ({
  type: 'CustomerProductPriced',
  data: { customerId: 12, productId, oldPriceCents: null, newPriceCents },
})
const customerHistory: DomainEvent[] = [
  customerRegistered,
  negotiated('BEEF-01', 1265),
  negotiated('EGGS-30', 450),
  negotiated('MILK-02', 389),
  negotiated('SALT-01', 275),
]
const customer: CustomerState = given(customerAggregate, ...customerHistory)

const place = (items: OrderItemRequest[], overrides: Partial<PlaceOrder> = {}): PlaceOrder => ({
  type: 'PlaceOrder',
  orderId: 501,
  customerId: 12,
  items,
  idempotencyKey: 'key-501',
  orderingOpen: true,
  customer,
  products: allProducts,
  ...overrides,
})

/** When: the customer places the order on a new order stream, with the customer and products read. */
const placeNew = (
  items: OrderItemRequest[],
  overrides: Partial<PlaceOrder> = {},
  facts: Partial<PlaceOrderFacts> = {},
) => decideOrder(place(items, { ...overrides, ...facts }), given(orderAggregate))

/** Two packs of salt at the negotiated 2.75, as an order line records them. */
const saltLine: OrderLine = {
  productId: 'SALT-01',
  name: 'Sea salt',
  unitType: 'quantity',
  packsPerCase: null,
  quantityType: 'pack',
  quantity: 2,
  unitPriceCents: 275,
  lineTotalCents: 550,
}

/** Order 501 placed for customer 12 under rep 4: two packs of salt unless `data` says otherwise. */
const orderPlaced = (data: Partial<EventData<'OrderPlaced'>> = {}): DomainEvent => ({
  type: 'OrderPlaced',
  data: {
    orderId: 501,
    customerId: 12,
    salesUserId: 4,
    lines: [saltLine],
    totalCents: 550,
    idempotencyKey: 'key-501',
    ...data,
  },
})

/** The single line of the one OrderPlaced event a decision produced. */
function onlyLine(events: DomainEvent[]): OrderLine {
  const [event] = events
  if (events.length !== 1 || event?.type !== 'OrderPlaced') throw new Error('expected one OrderPlaced')
  return event.data.lines[0]!
}

const invalid = (message: string) => ({ kind: 'invalid', message, code: undefined, issues: [] })

describe('order aggregate', () => {
  const placed = orderPlaced({ idempotencyKey: null })

  it('placing records the order, not yet fulfilled', () => {
    // Everything placing does not set stays as a new order has it: not fulfilled, not changed.
    expect(given(orderAggregate, placed)).toEqual({
      ...orderAggregate.initial,
      status: 'placed',
      id: 501,
      customerId: 12,
      lines: placed.type === 'OrderPlaced' ? placed.data.lines : [],
      totalCents: 550,
    })
    expect(orderAggregate.initial).toMatchObject({ fulfilled: false, cancelled: false, version: 0 })
  })

  it('an order placed for a delivery date keeps it; a move changes it', () => {
    const scheduled = orderPlaced({ deliveryDate: '2026-12-01', outsideSchedule: false })
    expect(given(orderAggregate, scheduled)).toMatchObject({ deliveryDate: '2026-12-01' })
    const moved: DomainEvent = {
      type: 'OrderMoved',
      data: {
        orderId: 501,
        customerId: 12,
        fromDate: '2026-12-01',
        toDate: '2026-12-04',
        reason: '',
        outsideSchedule: false,
      },
    }
    expect(given(orderAggregate, scheduled, moved)).toMatchObject({ deliveryDate: '2026-12-04' })
  })

  it('a fulfilment recorded before catch weights shipped every line as ordered, at the estimate', () => {
    expect(
      given(orderAggregate, placed, { type: 'OrderFulfilled', data: { orderId: 501, fulfilledBy: 4 } }),
    ).toMatchObject({
      fulfilled: true,
      shipped: [{ productId: 'SALT-01', quantity: 2, lineTotalCents: 550 }],
      finalTotalCents: 550,
    })
  })

  it('a fulfilment with what shipped keeps it and its final total', () => {
    const shipped = [{ productId: 'SALT-01', quantity: 1, lineTotalCents: 275 }]
    expect(
      given(orderAggregate, placed, {
        type: 'OrderFulfilled',
        data: { orderId: 501, fulfilledBy: 4, shipped, finalTotalCents: 275 },
      }),
    ).toMatchObject({ fulfilled: true, shipped, finalTotalCents: 275, totalCents: 550 })
  })

  it('ignores events of other streams', () => {
    const state = given(orderAggregate, placed)
    expect(orderAggregate.evolve(state, customerRegistered)).toBe(state)
  })
})

describe('place order: totals (spec 9, exact cents)', () => {
  it('a weight line is the negotiated price per lb times the pounds, rounded to the cent once', () => {
    // 1265 cents x 12.25 lb = 15496.25 cents
    // The catalogue's example is this very order: 12.25 lb of beef at 12.65, 154.96 in all.
    expect(eventExamples.OrderPlaced.lines[0]).toMatchObject({ quantity: 12.25, unitPriceCents: 1265 })
    expect(placeNew([{ productId: 'BEEF-01', quantity: 12.25, quantityType: 'weight' }])).toEqual([
      orderPlaced({ lines: eventExamples.OrderPlaced.lines, totalCents: 15496 }),
    ])
  })

  it('a half cent on a weight line rounds up', () => {
    // 1265 cents x 0.5 lb = 632.5 cents
    expect(
      onlyLine(placeNew([{ productId: 'BEEF-01', quantity: 0.5, quantityType: 'weight' }])).lineTotalCents,
    ).toBe(633)
  })

  it('a weight entered as a binary-inexact decimal still prices exactly', () => {
    // 0.29 lb is 28.999... in floating point; 1265 x 0.29 = 366.85 cents
    expect(
      onlyLine(placeNew([{ productId: 'BEEF-01', quantity: 0.29, quantityType: 'weight' }])).lineTotalCents,
    ).toBe(367)
  })

  it.each([
    ['a case line is price x packsPerCase x cases', 'case', 3, 16200],
    ['a pack line is price x packs', 'pack', 7, 3150],
  ] as const)('%s', (_case, quantityType, quantity, lineTotalCents) => {
    expect(onlyLine(placeNew([{ productId: 'EGGS-30', quantity, quantityType }]))).toEqual({
      productId: 'EGGS-30',
      name: 'Eggs, tray of 30',
      unitType: 'quantity',
      packsPerCase: 12,
      quantityType,
      quantity,
      unitPriceCents: 450,
      lineTotalCents,
    })
  })

  it('a product with packsPerCase 1 or none is ordered by the pack', () => {
    expect(
      onlyLine(placeNew([{ productId: 'MILK-02', quantity: 4, quantityType: 'pack' }])).lineTotalCents,
    ).toBe(1556)
    expect(
      onlyLine(placeNew([{ productId: 'SALT-01', quantity: 2, quantityType: 'pack' }])).lineTotalCents,
    ).toBe(550)
  })

  it('the order total is the sum of its lines, and the lines keep the order of the items', () => {
    const [event] = placeNew([
      { productId: 'BEEF-01', quantity: 12.25, quantityType: 'weight' },
      { productId: 'EGGS-30', quantity: 3, quantityType: 'case' },
      { productId: 'MILK-02', quantity: 4, quantityType: 'pack' },
    ])
    expect(
      event?.type === 'OrderPlaced' && event.data.lines.map((l) => [l.productId, l.lineTotalCents]),
    ).toEqual([
      ['BEEF-01', 15496],
      ['EGGS-30', 16200],
      ['MILK-02', 1556],
    ])
    expect(event?.type === 'OrderPlaced' && event.data.totalCents).toBe(15496 + 16200 + 1556)
  })

  it("uses the customer's negotiated price, not the product's list price", () => {
    const line = onlyLine(placeNew([{ productId: 'SALT-01', quantity: 1, quantityType: 'pack' }]))
    expect(catalogue['SALT-01']!.priceCents).toBe(300)
    expect(line.unitPriceCents).toBe(275)
    expect(line.lineTotalCents).toBe(275)
  })

  it('uses the latest negotiated price', () => {
    const repriced = given(customerAggregate, ...customerHistory, {
      type: 'CustomerProductPriced',
      data: { customerId: 12, productId: 'SALT-01', oldPriceCents: 275, newPriceCents: 250 },
    })
    const line = onlyLine(
      placeNew(
        [{ productId: 'SALT-01', quantity: 2, quantityType: 'pack' }],
        {},
        {
          customer: repriced,
          products: allProducts,
        },
      ),
    )
    expect(line.lineTotalCents).toBe(500)
  })

  it("records the customer's current sales rep", () => {
    const transferred = given(customerAggregate, ...customerHistory, {
      type: 'CustomerTransferred',
      data: { customerId: 12, fromSalesUserId: 4, toSalesUserId: 9, reason: 'transfer' },
    })
    const [event] = placeNew(
      [{ productId: 'SALT-01', quantity: 1, quantityType: 'pack' }],
      {},
      {
        customer: transferred,
        products: allProducts,
      },
    )
    expect(event?.type === 'OrderPlaced' && event.data.salesUserId).toBe(9)
  })

  it('a quantity of exactly the maximum is accepted', () => {
    expect(
      onlyLine(placeNew([{ productId: 'SALT-01', quantity: 100_000, quantityType: 'pack' }])).lineTotalCents,
    ).toBe(27_500_000)
  })
})

describe('place order: refusals', () => {
  const salt: OrderItemRequest = { productId: 'SALT-01', quantity: 1, quantityType: 'pack' }

  it('refuses an order id already used', () => {
    const existing = given(orderAggregate, ...placeNew([salt]))
    expect(refusal(() => decideOrder(place([salt]), existing))).toEqual({
      kind: 'conflict',
      message: 'That order already exists.',
      code: undefined,
      issues: [],
    })
  })

  it.each([
    [
      'was deleted',
      given(customerAggregate, ...customerHistory, { type: 'CustomerDeleted', data: { customerId: 12 } }),
    ],
    ['does not exist', given(customerAggregate)],
  ])('refuses a customer that %s', (_case, state) => {
    expect(refusal(() => placeNew([salt], {}, { customer: state, products: allProducts }))).toEqual({
      kind: 'not-found',
      message: 'Customer not found.',
      code: undefined,
      issues: [],
    })
  })

  it('refuses while ordering is closed', () => {
    expect(refusal(() => placeNew([salt], { orderingOpen: false }))).toEqual({
      kind: 'conflict',
      message: 'Ordering is closed right now.',
      code: 'ORDERING_CLOSED',
      issues: [],
    })
  })

  it('refuses an empty order', () => {
    expect(refusal(() => placeNew([]))).toEqual(invalid('Add at least one item to your order.'))
  })

  it('refuses a product that appears twice', () => {
    expect(
      refusal(() => placeNew([salt, { productId: 'SALT-01', quantity: 3, quantityType: 'pack' }])),
    ).toEqual(invalid('Product SALT-01 appears twice in the order.'))
  })

  it("refuses a product not on the customer's price list", () => {
    const onlyBeef = given(customerAggregate, customerRegistered, negotiated('BEEF-01', 1265))
    expect(refusal(() => placeNew([salt], {}, { customer: onlyBeef, products: allProducts }))).toEqual(
      invalid('Product SALT-01 is not on your price list.'),
    )
  })

  it('refuses a product removed from the price list', () => {
    const removed = given(customerAggregate, ...customerHistory, {
      type: 'CustomerProductRemoved',
      data: { customerId: 12, productId: 'SALT-01', oldPriceCents: 275 },
    })
    expect(refusal(() => placeNew([salt], {}, { customer: removed, products: allProducts }))).toEqual(
      invalid('Product SALT-01 is not on your price list.'),
    )
  })

  it('refuses a deleted product, even with a negotiated price', () => {
    const deletedSalt = given(productAggregate, productCreated('SALT-01'), {
      type: 'ProductDeleted',
      data: { productId: 'SALT-01', name: 'Sea salt' },
    })
    expect(refusal(() => placeNew([salt], {}, { customer, products: products(deletedSalt) }))).toEqual(
      invalid('Product SALT-01 is not on your price list.'),
    )
  })

  it('refuses a product the catalogue does not know', () => {
    expect(refusal(() => placeNew([salt], {}, { customer, products: new Map() }))).toEqual(
      invalid('Product SALT-01 is not on your price list.'),
    )
  })

  it.each([
    ['packsPerCase 1', 'MILK-02', 'case', 'Whole milk cannot be ordered by the case.'],
    ['no packsPerCase', 'SALT-01', 'case', 'Sea salt cannot be ordered by the case.'],
    ['a weight product', 'BEEF-01', 'pack', 'Ground beef cannot be ordered by the pack.'],
    ['a weight product', 'BEEF-01', 'case', 'Ground beef cannot be ordered by the case.'],
    ['a quantity product', 'EGGS-30', 'weight', 'Eggs, tray of 30 cannot be ordered by the pound.'],
  ] as const)(
    'refuses a unit the product is not sold in (%s, by %s)',
    (_case, productId, quantityType, message) => {
      expect(refusal(() => placeNew([{ productId, quantity: 1, quantityType }]))).toEqual(invalid(message))
    },
  )

  it.each([
    ['a fraction of a pack', 'pack', 1.5],
    ['a fraction of a case', 'case', 0.5],
    ['zero packs', 'pack', 0],
    ['negative packs', 'pack', -2],
    ['a count that is not a number', 'pack', Number.NaN],
  ] as const)('refuses %s of eggs', (_case, quantityType, quantity) => {
    expect(refusal(() => placeNew([{ productId: 'EGGS-30', quantity, quantityType }]))).toEqual(
      invalid('Enter a whole number above 0 for Eggs, tray of 30.'),
    )
  })

  it.each([
    ['packs above the maximum', 'pack', 100_001, 'Enter at most 100,000 packs for Eggs, tray of 30.'],
    ['cases above the maximum', 'case', 100_001, 'Enter at most 100,000 cases for Eggs, tray of 30.'],
    [
      'an infinite count',
      'pack',
      Number.POSITIVE_INFINITY,
      'Enter at most 100,000 packs for Eggs, tray of 30.',
    ],
  ] as const)('refuses %s, naming the limit', (_case, quantityType, quantity, message) => {
    expect(refusal(() => placeNew([{ productId: 'EGGS-30', quantity, quantityType }]))).toEqual(
      invalid(message),
    )
  })

  it('refuses a weight above the maximum, naming the limit', () => {
    expect(
      refusal(() => placeNew([{ productId: 'BEEF-01', quantity: 100_000.01, quantityType: 'weight' }])),
    ).toEqual(invalid('Enter at most 100,000 lb for Ground beef.'))
  })

  it.each([
    ['a weight with 3 decimals', 12.255],
    ['a weight with 3 decimals ending in 1', 1.001],
    ['a zero weight', 0],
    ['a negative weight', -1.5],
    ['a weight that is not a number', Number.NaN],
  ])('refuses %s', (_case, quantity) => {
    expect(refusal(() => placeNew([{ productId: 'BEEF-01', quantity, quantityType: 'weight' }]))).toEqual(
      invalid('Enter a weight above 0 lb with at most two decimals for Ground beef.'),
    )
  })

  // Such a weight would round to 0.00 lb and make a 0-cent line and a 0 total.
  it('refuses a weight so small it rounds to 0.00 lb', () => {
    expect(
      refusal(() => placeNew([{ productId: 'BEEF-01', quantity: 0.000000001, quantityType: 'weight' }])),
    ).toEqual(invalid('Enter a weight above 0 lb with at most two decimals for Ground beef.'))
  })

  it('one bad line refuses the whole order', () => {
    expect(
      refusal(() =>
        placeNew([
          { productId: 'BEEF-01', quantity: 12.25, quantityType: 'weight' },
          { productId: 'EGGS-30', quantity: 0, quantityType: 'case' },
        ]),
      ).message,
    ).toBe('Enter a whole number above 0 for Eggs, tray of 30.')
  })
})

describe('fulfil order', () => {
  // Given: 20 lb of beef at 12.65, 3 cases of eggs (12 trays at 4.50) and 2 packs of salt at 2.75.
  const placed = placeNew([
    { productId: 'BEEF-01', quantity: 20, quantityType: 'weight' },
    { productId: 'EGGS-30', quantity: 3, quantityType: 'case' },
    { productId: 'SALT-01', quantity: 2, quantityType: 'pack' },
  ])
  const order = given(orderAggregate, ...placed)
  const tolerance = { tolerancePercent: 10 }
  const fulfil = (shipped: FulfilOrder['shipped'], state = order, facts = tolerance) =>
    decideOrder({ type: 'FulfilOrder', fulfilledBy: 4, shipped, ...facts }, state)
  const refused = (message: string, code: string) => ({ kind: 'invalid', message, code, issues: [] })
  /** Then: the one OrderFulfilled, shipping [product, quantity, line total] per line. */
  const fulfilled = (shipped: [string, number, number][], finalTotalCents: number): DomainEvent[] => [
    {
      type: 'OrderFulfilled',
      data: {
        orderId: 501,
        fulfilledBy: 4,
        shipped: shipped.map(([productId, quantity, lineTotalCents]) => ({
          productId,
          quantity,
          lineTotalCents,
        })),
        finalTotalCents,
      },
    },
  ]

  it.each([
    [
      'without amounts, every line ships as ordered and the final total is the estimate',
      null,
      [
        ['BEEF-01', 20, 25300],
        ['EGGS-30', 3, 16200],
        ['SALT-01', 2, 550],
      ],
      42050,
    ],
    [
      // 12.65 x 19.42 lb = 245.663 → 245.66; 1 case x 12 x 4.50 = 54.00; salt out of stock.
      "ships the weight the scale read and the packs there were, at the order's prices",
      [
        { productId: 'BEEF-01', quantity: 19.42 },
        { productId: 'EGGS-30', quantity: 1 },
        { productId: 'SALT-01', quantity: 0 },
      ],
      [
        ['BEEF-01', 19.42, 24566],
        ['EGGS-30', 1, 5400],
        ['SALT-01', 0, 0],
      ],
      29966,
    ],
  ] satisfies [string, FulfilOrder['shipped'], [string, number, number][], number][])(
    '%s',
    (_case, shipped, lines, finalTotalCents) => {
      expect(fulfil(shipped)).toEqual(fulfilled(lines, finalTotalCents))
    },
  )

  it('lines left out of the request ship as ordered', () => {
    const [event] = fulfil([{ productId: 'EGGS-30', quantity: 2 }])
    expect(event?.type === 'OrderFulfilled' && event.data.shipped?.map((l) => l.quantity)).toEqual([20, 2, 2])
  })

  it('weight over the ordered amount is allowed up to the tolerance', () => {
    expect(fulfil([{ productId: 'BEEF-01', quantity: 22 }])).toHaveLength(1)
  })

  it.each([
    [22.01, 10, 'Ground beef: 22.01 lb is more than 10% over the 20 lb ordered; at most 22.00 lb can ship.'],
    [20.5, 0, 'Ground beef: 20.5 lb is more than 0% over the 20 lb ordered; at most 20.00 lb can ship.'],
  ])('refuses %s lb of the 20 ordered above a %s%% tolerance', (quantity, tolerancePercent, message) => {
    const shipped = [{ productId: 'BEEF-01', quantity }]
    expect(refusal(() => fulfil(shipped, order, { tolerancePercent }))).toEqual(
      refused(message, 'OVER_TOLERANCE'),
    )
  })

  it.each([
    [[{ productId: 'BEEF-01', quantity: -1 }], 'Enter 0 lb or more for Ground beef.', 'INVALID_QUANTITY'],
    [
      [{ productId: 'BEEF-01', quantity: 19.425 }],
      'Enter the weight of Ground beef with at most two decimals.',
      'INVALID_QUANTITY',
    ],
    [
      [{ productId: 'EGGS-30', quantity: 1.5 }],
      'Enter a whole number of cases for Eggs, tray of 30.',
      'INVALID_QUANTITY',
    ],
    [[{ productId: 'SALT-01', quantity: -2 }], 'Enter 0 packs or more for Sea salt.', 'INVALID_QUANTITY'],
    [
      [{ productId: 'EGGS-30', quantity: 4 }],
      'Eggs, tray of 30: at most 3 cases can ship, the amount ordered.',
      'MORE_THAN_ORDERED',
    ],
    [[{ productId: 'MILK-02', quantity: 1 }], 'Order 501 has no line for product MILK-02.', 'UNKNOWN_LINE'],
    [
      [
        { productId: 'SALT-01', quantity: 1 },
        { productId: 'SALT-01', quantity: 2 },
      ],
      'Product SALT-01 appears twice in the shipped lines.',
      'DUPLICATE_LINE',
    ],
  ])('refuses %j, the whole fulfilment', (shipped, message, code) => {
    expect(refusal(() => fulfil(shipped))).toEqual(refused(message, code))
  })

  it('fulfilling again without amounts, or with the recorded ones, produces no second event', () => {
    const amounts = [{ productId: 'BEEF-01', quantity: 19.42 }]
    const once = given(orderAggregate, ...placed, ...fulfil(amounts))
    expect(fulfil(null, once)).toEqual([])
    expect(fulfil(amounts, once)).toEqual([])
    // Even after the tolerance was lowered: the repeat is judged against what was recorded.
    expect(
      fulfil(
        [{ productId: 'BEEF-01', quantity: 21 }],
        given(orderAggregate, ...placed, ...fulfil([{ productId: 'BEEF-01', quantity: 21 }])),
        { tolerancePercent: 0 },
      ),
    ).toEqual([])
  })

  it('fulfilling again with other amounts is refused with a conflict', () => {
    const once = given(orderAggregate, ...placed, ...fulfil(null))
    expect(refusal(() => fulfil([{ productId: 'BEEF-01', quantity: 19 }], once))).toEqual({
      kind: 'conflict',
      message: 'This order was already fulfilled with other amounts.',
      code: 'ALREADY_FULFILLED',
      issues: [],
    })
  })

  it('an order fulfilled before catch weights repeats as ordered', () => {
    const old = given(orderAggregate, ...placed, {
      type: 'OrderFulfilled',
      data: { orderId: 501, fulfilledBy: 4 },
    })
    expect(fulfil([{ productId: 'BEEF-01', quantity: 20 }], old)).toEqual([])
  })

  it('refuses an order that was never placed', () => {
    expect(refusal(() => fulfil(null, given(orderAggregate)))).toEqual({
      kind: 'not-found',
      message: 'Order not found.',
      code: undefined,
      issues: [],
    })
  })
})

describe('place order for a customer (a phone order by staff)', () => {
  const salt: OrderItemRequest = { productId: 'SALT-01', quantity: 2, quantityType: 'pack' }
  const sam = { userId: 4, name: 'Sam Reyes' }

  /** The data of the one OrderPlaced event a decision produced. */
  function placedData(events: DomainEvent[]) {
    const [event] = events
    if (events.length !== 1 || event?.type !== 'OrderPlaced') throw new Error('expected one OrderPlaced')
    return event.data
  }

  it("records who placed it, at the customer's negotiated prices, inside the window", () => {
    expect(placeNew([salt], { placedBy: sam })).toEqual([
      orderPlaced({ placedBy: { userId: 4, name: 'Sam Reyes' }, placedOutsideWindow: false }),
    ])
  })

  it('a confirmation inside the window changes nothing: the order is not outside it', () => {
    expect(placedData(placeNew([salt], { placedBy: sam, outsideWindowConfirmed: true }))).toMatchObject({
      placedOutsideWindow: false,
    })
  })

  it('while ordering is closed, places it once staff confirmed, and records that it was outside', () => {
    const data = placedData(
      placeNew([salt], { placedBy: sam, orderingOpen: false, outsideWindowConfirmed: true }),
    )
    expect(data).toMatchObject({ placedBy: sam, placedOutsideWindow: true, totalCents: 550 })
  })

  it('while ordering is closed, refuses staff who did not confirm', () => {
    expect(refusal(() => placeNew([salt], { placedBy: sam, orderingOpen: false }))).toEqual({
      kind: 'conflict',
      message: 'Ordering is closed right now.',
      code: 'ORDERING_CLOSED',
      issues: [],
    })
  })

  it('a confirmation without staff (the customer itself) does not open a closed window', () => {
    expect(
      refusal(() => placeNew([salt], { placedBy: null, orderingOpen: false, outsideWindowConfirmed: true })),
    ).toMatchObject({ code: 'ORDERING_CLOSED' })
  })

  it("a customer's own order keeps the original shape: no placedBy, no outside-window flag", () => {
    const data = placedData(placeNew([salt]))
    expect('placedBy' in data || 'placedOutsideWindow' in data).toBe(false)
  })

  it("the same refusals hold for staff (the price list named as the customer's), a deleted customer", () => {
    const onlyBeef = given(customerAggregate, customerRegistered, negotiated('BEEF-01', 1265))
    expect(
      refusal(() => placeNew([salt], { placedBy: sam }, { customer: onlyBeef, products: allProducts })),
    ).toEqual(invalid("Product SALT-01 is not on this customer's price list."))
    const deleted = given(customerAggregate, ...customerHistory, {
      type: 'CustomerDeleted',
      data: { customerId: 12 },
    })
    expect(
      refusal(() =>
        placeNew(
          [salt],
          { placedBy: sam, outsideWindowConfirmed: true },
          { customer: deleted, products: allProducts },
        ),
      ),
    ).toMatchObject({ kind: 'not-found' })
  })
})

describe('place order: its delivery date (issue 25)', () => {
  const salt = [{ productId: 'SALT-01', quantity: 2, quantityType: 'pack' as const }]

  it('not scheduled: the event keeps the shape it had before delivery dates', () => {
    for (const delivery of [undefined, null]) {
      const [placed] = placeNew(salt, { delivery })
      expect(placed).toEqual(orderPlaced())
    }
  })

  it('scheduled: the date and whether staff confirmed it outside the schedule', () => {
    const delivery = { date: '2026-12-01', outsideSchedule: false }
    expect(placeNew(salt, { delivery })).toEqual([
      orderPlaced({ deliveryDate: '2026-12-01', outsideSchedule: false }),
    ])
    const confirmed = { date: '2026-12-02', outsideSchedule: true }
    expect(placeNew(salt, { delivery: confirmed })).toEqual([
      orderPlaced({ deliveryDate: '2026-12-02', outsideSchedule: true }),
    ])
  })
})
