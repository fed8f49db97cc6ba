import type { Order } from '../dataProvider/index.ts'

/** An open order of four lines, one in each unit (lb, case, pack), at version 3. */
export const blueDoorOrder: Order = {
  id: 12,
  createdAt: '2026-11-20T14:03:00.000Z',
  fulfilled: false,
  fulfilledAt: null,
  totalPrice: 289.13,
  version: 3,
  customerId: 7,
  Customer: {
    id: 7,
    businessName: 'Blue Door Bistro',
    accountNumber: 'BD-1001',
    SalesUser: { id: 2, firstName: 'Sam', lastName: 'Reyes' },
  },
  OrderItems: [
    {
      id: 1,
      productId: 'BEEF-RIB',
      Product: { name: 'Beef ribeye', unitType: 'weight', packsPerCase: null },
      sellPrice: 14.5,
      quantity: 12.25,
      quantityType: 'weight',
      lineTotal: 177.63,
    },
    {
      id: 2,
      productId: 'OIL-CAN',
      Product: { name: 'Olive oil', unitType: 'quantity', packsPerCase: 6 },
      sellPrice: 9.25,
      quantity: 1,
      quantityType: 'case',
      lineTotal: 55.5,
    },
    {
      id: 3,
      productId: 'BUN-12',
      Product: { name: 'Brioche buns', unitType: 'quantity', packsPerCase: 8 },
      sellPrice: 4,
      quantity: 3,
      quantityType: 'pack',
      lineTotal: 12,
    },
    {
      id: 4,
      productId: 'SALT',
      Product: { name: 'Sea salt', unitType: 'weight', packsPerCase: null },
      sellPrice: 4,
      quantity: 1,
      quantityType: 'weight',
      lineTotal: 4,
    },
  ],
}

/** An answer of the API refusing with `status` and the body `{ error, code }`. */
export const refusal = (status: number, error: string, code: string) =>
  new Response(JSON.stringify({ error, code }), { status })

/** The writes the fetch spy saw with `method`, each with its path and JSON body. */
export function writesOf(spy: { mock: { calls: [string, RequestInit?][] } }, method: 'PUT' | 'POST') {
  return spy.mock.calls
    .filter(([, init]) => init?.method === method)
    .map(([url, init]) => ({ url, body: JSON.parse(String(init?.body ?? 'null')) as unknown }))
}
