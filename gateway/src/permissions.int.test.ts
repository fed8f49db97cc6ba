import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  STAFF_AND_CUSTOMERS,
  signInAll,
  startTestStack,
  TestClient,
  type TestStack,
} from './testing/stack.ts'

/**
 * The permission matrix: every documented call, made by each kind of caller, with the status
 * each must get. Writes that pass the permission check carry an invalid body where they would
 * otherwise change the fixtures, so a 400 there means "allowed, then validated".
 */
type Caller = 'anonymous' | 'admin' | 'owningRep' | 'otherRep' | 'owningCustomer' | 'otherCustomer'
const CALLERS: Caller[] = ['anonymous', 'admin', 'owningRep', 'otherRep', 'owningCustomer', 'otherCustomer']

interface Fixture {
  customerId: number
  otherCustomerId: number
  resetCustomerId: number
  orderId: number
  repId: number
  otherRepId: number
  throwawayRepId: number
  categoryId: number
}

interface Row {
  call: string
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  path: (f: Fixture) => string
  body?: unknown
  /** Status for: anonymous, admin, owning rep, other rep, owning customer, other customer. */
  expected: [number, number, number, number, number, number]
}

const ROWS: Row[] = [
  { call: 'me', method: 'GET', path: () => '/api/account/me', expected: [401, 200, 200, 200, 200, 200] },
  {
    call: 'profile',
    method: 'PUT',
    path: () => '/api/account/profile',
    body: {},
    expected: [401, 400, 400, 400, 400, 400],
  },
  {
    call: 'password',
    method: 'POST',
    path: () => '/api/account/password',
    body: {},
    expected: [401, 400, 400, 400, 400, 400],
  },
  {
    call: 'my mail preferences',
    method: 'GET',
    path: () => '/api/me/mail-preferences',
    expected: [401, 200, 200, 200, 200, 200],
  },
  {
    call: 'set my mail preferences',
    method: 'PUT',
    path: () => '/api/me/mail-preferences',
    body: {},
    expected: [401, 400, 400, 400, 400, 400],
  },
  // Signed out or in, the same: the mail's link (or the address) is the only credential.
  ...['/api/auth/forgot-password', '/api/auth/forgot-password/reset', '/api/mail/unsubscribe'].map(
    (url): Row => ({
      call: `link call ${url}`,
      method: 'POST',
      path: () => url,
      body: {},
      expected: [400, 400, 400, 400, 400, 400],
    }),
  ),
  {
    call: 'reset a customer password',
    method: 'PUT',
    path: (f) => `/api/account/${f.resetCustomerId}/reset-password`,
    expected: [401, 200, 200, 404, 403, 403],
  },
  {
    call: 'reset a sales user password',
    method: 'POST',
    path: (f) => `/api/account/${f.throwawayRepId}/reset-password`,
    expected: [401, 200, 403, 403, 403, 403],
  },

  { call: 'orders list', method: 'GET', path: () => '/api/orders', expected: [401, 200, 200, 200, 403, 403] },
  {
    call: 'orders scope',
    method: 'GET',
    path: () => '/api/orders?scope=all',
    expected: [401, 200, 403, 403, 403, 403],
  },
  {
    call: "a customer's orders",
    method: 'GET',
    path: (f) => `/api/orders/customer/${f.customerId}`,
    expected: [401, 200, 200, 404, 200, 404],
  },
  {
    call: 'one order',
    method: 'GET',
    path: (f) => `/api/orders/${f.orderId}`,
    expected: [401, 200, 200, 404, 200, 404],
  },
  {
    call: 'fulfil',
    method: 'PATCH',
    path: (f) => `/api/orders/${f.orderId}/fulfill`,
    expected: [401, 200, 200, 404, 403, 403],
  },
  {
    call: 'place order',
    method: 'POST',
    path: () => '/api/orders',
    body: { items: [] },
    expected: [401, 403, 403, 403, 400, 400],
  },
  {
    call: 'place an order for a customer (phone order)',
    method: 'POST',
    path: (f) => `/api/customers/${f.customerId}/orders`,
    body: { items: [] },
    expected: [401, 400, 400, 404, 403, 403],
  },
  // Issue 37: the books' writes, by admins and the owning rep only.
  ...(
    [
      ['set billing profile', 'PUT', 'billing'],
      ['record a payment', 'POST', 'payments'],
    ] as const
  ).map(
    ([call, method, what]): Row => ({
      call,
      method,
      path: (f) => `/api/customers/${f.customerId}/${what}`,
      body: {},
      expected: [401, 400, 400, 404, 403, 403],
    }),
  ),

  {
    call: 'my window',
    method: 'GET',
    path: () => '/api/settings/order-window/mine',
    expected: [401, 200, 200, 200, 403, 403],
  },
  {
    call: 'set my window',
    method: 'PUT',
    path: () => '/api/settings/order-window/mine',
    body: { alwaysOpen: false },
    expected: [401, 400, 400, 400, 403, 403],
  },
  {
    call: 'fulfilment tolerance',
    method: 'GET',
    path: () => '/api/settings/fulfilment-tolerance',
    expected: [401, 200, 200, 200, 403, 403],
  },
  {
    call: 'set fulfilment tolerance',
    method: 'PUT',
    path: () => '/api/settings/fulfilment-tolerance',
    body: {},
    expected: [401, 400, 403, 403, 403, 403],
  },
  {
    call: 'effective window',
    method: 'GET',
    path: () => '/api/settings/order-window/effective',
    expected: [401, 200, 200, 200, 200, 200],
  },

  {
    call: 'customers list',
    method: 'GET',
    path: () => '/api/customers',
    expected: [401, 200, 200, 200, 403, 403],
  },
  {
    call: 'one customer',
    method: 'GET',
    path: (f) => `/api/customers/${f.customerId}`,
    expected: [401, 200, 200, 404, 200, 404],
  },
  {
    call: 'customer with orders',
    method: 'GET',
    path: (f) => `/api/customers/${f.customerId}?include=orders`,
    expected: [401, 200, 200, 404, 200, 404],
  },
  {
    call: "a customer's products",
    method: 'GET',
    path: (f) => `/api/customers/${f.customerId}/products`,
    expected: [401, 200, 200, 404, 200, 404],
  },
  {
    call: 'create customer',
    method: 'POST',
    path: () => '/api/customers',
    body: {},
    expected: [401, 400, 400, 400, 403, 403],
  },
  {
    call: 'update customer',
    method: 'PUT',
    path: (f) => `/api/customers/${f.customerId}`,
    body: {},
    expected: [401, 400, 400, 404, 403, 403],
  },
  {
    call: 'transfer customer',
    method: 'PUT',
    path: (f) => `/api/customers/${f.customerId}/transfer`,
    body: {},
    expected: [401, 400, 400, 404, 403, 403],
  },
  {
    call: 'favourite on',
    method: 'PUT',
    path: (f) => `/api/customers/${f.customerId}/favorites/PRD-LEM`,
    expected: [401, 403, 403, 403, 200, 404],
  },
  {
    call: 'favourite off',
    method: 'DELETE',
    path: (f) => `/api/customers/${f.customerId}/favorites/PRD-LEM`,
    expected: [401, 403, 403, 403, 200, 404],
  },

  {
    call: 'my price changes',
    method: 'GET',
    path: () => '/api/price-changes/mine',
    expected: [401, 403, 403, 403, 200, 200],
  },
  {
    call: "customers' price changes",
    method: 'GET',
    path: () => '/api/price-changes?days=7',
    expected: [401, 200, 200, 200, 403, 403],
  },
  {
    call: 'dismiss a price change',
    method: 'POST',
    path: () => '/api/price-changes/not-an-id/dismiss',
    expected: [401, 403, 403, 403, 400, 400],
  },

  { call: 'users list', method: 'GET', path: () => '/api/users', expected: [401, 200, 403, 403, 403, 403] },
  {
    call: 'sales users',
    method: 'GET',
    path: () => '/api/users/sales',
    expected: [401, 200, 200, 200, 403, 403],
  },
  {
    call: 'other sales users',
    method: 'GET',
    path: () => '/api/users/sales/others',
    expected: [401, 200, 200, 200, 403, 403],
  },
  {
    call: 'one user',
    method: 'GET',
    path: (f) => `/api/users/${f.otherRepId}`,
    expected: [401, 200, 404, 200, 403, 403],
  },
  {
    call: 'create sales user',
    method: 'POST',
    path: () => '/api/users',
    body: {},
    expected: [401, 400, 403, 403, 403, 403],
  },
  {
    call: 'update sales user',
    method: 'PUT',
    path: (f) => `/api/users/${f.otherRepId}`,
    body: {},
    expected: [401, 400, 403, 403, 403, 403],
  },
  {
    call: 'delete sales user without a target',
    method: 'DELETE',
    path: (f) => `/api/users/${f.otherRepId}`,
    expected: [401, 400, 403, 403, 403, 403],
  },

  {
    call: 'products list',
    method: 'GET',
    path: () => '/api/products',
    expected: [401, 200, 200, 200, 403, 403],
  },
  {
    call: 'create product',
    method: 'POST',
    path: () => '/api/products',
    body: {},
    expected: [401, 400, 400, 400, 403, 403],
  },
  {
    call: 'update product',
    method: 'PUT',
    path: () => '/api/products/PRD-LEM',
    body: {},
    expected: [401, 400, 400, 400, 403, 403],
  },
  {
    call: 'delete missing product',
    method: 'DELETE',
    path: () => '/api/products/NO-SUCH-PRODUCT',
    expected: [401, 404, 404, 404, 403, 403],
  },
  {
    call: 'categories list',
    method: 'GET',
    path: () => '/api/categories',
    expected: [401, 200, 200, 200, 200, 200],
  },
  {
    call: 'create category',
    method: 'POST',
    path: () => '/api/categories',
    body: {},
    expected: [401, 400, 400, 400, 403, 403],
  },
  {
    call: 'rename category',
    method: 'PUT',
    path: (f) => `/api/categories/${f.categoryId}`,
    body: {},
    expected: [401, 400, 400, 400, 403, 403],
  },
  {
    call: 'delete missing category',
    method: 'DELETE',
    path: () => '/api/categories/999999',
    expected: [401, 404, 404, 404, 403, 403],
  },
  // Imports are an admin's: a rep or a customer is refused before its file is read; an admin's
  // empty JSON body is read and refused as no spreadsheet (415), the digest-less apply first (400).
  ...(['preview', 'refused.csv', 'refused.xlsx'] as const).map(
    (step): Row => ({
      call: `import prices: ${step}`,
      method: 'POST',
      path: () => `/api/imports/prices/${step}`,
      body: {},
      expected: [401, 415, 403, 403, 403, 403],
    }),
  ),
  {
    call: 'import prices: apply',
    method: 'POST',
    path: () => '/api/imports/prices/apply',
    body: {},
    expected: [401, 400, 403, 403, 403, 403],
  },
  // The warehouse's pick list is staff's (its files: exportsDocuments.int.test.ts).
  {
    call: 'pick list',
    method: 'GET',
    path: () => '/api/pick-list?date=2026-12-04',
    expected: [401, 200, 200, 200, 403, 403],
  },
]

let stack: TestStack
const clients = {} as Record<Caller, TestClient>
let fixture: Fixture

beforeAll(async () => {
  stack = await startTestStack()
  const { admin, sam, priya, blueDoor, greenleaf } = await signInAll(stack.url, ...STAFF_AND_CUSTOMERS)
  Object.assign(clients, {
    anonymous: new TestClient(stack.url),
    admin: admin.client,
    owningRep: sam.client,
    otherRep: priya.client,
    owningCustomer: blueDoor.client,
    otherCustomer: greenleaf.client,
  })
  const orders = await sam.client.get<{
    rows: { id: number; Customer: { businessName: string }; customerId: number }[]
  }>('/api/orders?limit=100')
  const sunrise = orders.body.rows.find((r) => r.Customer.businessName === 'Sunrise Diner')!
  const throwaway = await admin.client.request<{ user: { id: number } }>('POST', '/api/users', {
    firstName: 'Temp',
    lastName: 'Rep',
    email: 'temp.rep@provender.test',
    phone: '3125550999',
    role: 'sales',
  })
  const categories = await admin.client.get<{ categories: { id: number }[] }>('/api/categories?limit=1000')
  fixture = {
    customerId: blueDoor.id,
    otherCustomerId: greenleaf.id,
    resetCustomerId: sunrise.customerId,
    orderId: orders.body.rows.find((r) => r.customerId === blueDoor.id)!.id,
    repId: sam.id,
    otherRepId: priya.id,
    throwawayRepId: throwaway.body.user.id,
    categoryId: categories.body.categories[0]!.id,
  }
  // Every caller reads what the fixture set-up wrote.
  for (const client of Object.values(clients)) client.consistencyToken = admin.client.consistencyToken
})
afterAll(() => stack?.stop())

describe('the permission matrix', () => {
  it.each(ROWS.map((row) => [row.call, row] as const))('%s', async (_name, row) => {
    const seen: Record<string, number> = {}
    const wanted: Record<string, number> = {}
    for (const [i, caller] of CALLERS.entries()) {
      const answer = await clients[caller].request(row.method, row.path(fixture), row.body)
      seen[caller] = answer.status
      wanted[caller] = row.expected[i]!
    }
    expect(seen).toEqual(wanted)
  })
})
