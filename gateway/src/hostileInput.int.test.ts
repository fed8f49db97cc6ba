import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedIn, startTestStack, type TestClient, type TestStack } from './testing/stack.ts'

/**
 * Nothing a client sends may produce a 500: every call, made by a caller allowed to make it,
 * with bodies and query strings no form would send.
 */
const HOSTILE_BODIES: unknown[] = [
  'null',
  '[]',
  '"text"',
  '12',
  '{"items": {"$gt": 1}}',
  '{not json',
  { items: [{ productId: ['PRD-LEM'], quantity: 1e308, quantityType: 'weight' }] },
  { items: [{ productId: 'PRD-LEM', quantity: -0, quantityType: 'pack' }] },
  { email: 'x'.repeat(10_000), firstName: null, lastName: {}, phone: [] },
  { id: '../../etc', name: '\u0000', unitType: 'quantity', packsPerCase: 1e20, price: 'NaN', categoryId: -1 },
  { name: 'x'.repeat(100_000) },
  { businessName: 1, accountNumber: true, products: [{ productId: null, price: 'free' }], salesUserId: 1e15 },
  { newSalesUserId: 99_999_999_999 },
  { alwaysOpen: 'yes', openTime: '25:99', closeTime: null },
  { oldPassword: 1, newPassword: { a: 1 } },
]

const HOSTILE_QUERIES = [
  'limit=1&limit=2',
  'limit=1e9&offset=-5',
  'page=0&limit=abc',
  'sortBy=__proto__&order=sideways',
  'search=%27%3B%20drop%20table%20event_log%3B--',
  'search=%25%25%25_%5C',
  'fulfilled[]=true&scope[x]=1',
  'salesUserId=99999999999&role=root',
  'search=%00',
]

let stack: TestStack
let admin: TestClient
let customer: TestClient

beforeAll(async () => {
  stack = await startTestStack()
  ;[admin, customer] = await Promise.all([
    signedIn(stack.url, 'admin').then((s) => s.client),
    signedIn(stack.url, 'blueDoor').then((s) => s.client),
  ])
})
afterAll(() => stack?.stop())

const WRITES: [string, string, 'admin' | 'customer'][] = [
  ['POST', '/api/orders', 'customer'],
  ['PUT', '/api/account/profile', 'admin'],
  ['POST', '/api/account/password', 'admin'],
  ['PUT', '/api/settings/order-window/mine', 'admin'],
  ['POST', '/api/customers', 'admin'],
  ['PUT', '/api/customers/5', 'admin'],
  ['PUT', '/api/customers/5/transfer', 'admin'],
  ['POST', '/api/users', 'admin'],
  ['PUT', '/api/users/3', 'admin'],
  ['POST', '/api/products', 'admin'],
  ['PUT', '/api/products/PRD-LEM', 'admin'],
  ['POST', '/api/categories', 'admin'],
  ['PUT', '/api/categories/1', 'admin'],
]

const READS = [
  '/api/orders',
  '/api/orders/customer/4',
  '/api/customers',
  '/api/users',
  '/api/products',
  '/api/categories',
]

describe('hostile input', () => {
  it.each(WRITES)('%s %s answers 4xx to bodies no form sends', async (method, path, who) => {
    const client = who === 'admin' ? admin : customer
    for (const body of HOSTILE_BODIES) {
      const answer = await client.request(method, path, body)
      expect(answer.status, `${method} ${path} ${JSON.stringify(body).slice(0, 80)}`).toBeGreaterThanOrEqual(
        400,
      )
      expect(answer.status, `${method} ${path} ${JSON.stringify(body).slice(0, 80)}`).toBeLessThan(500)
      expect(answer.body).toEqual(expect.objectContaining({ error: expect.any(String) }))
    }
  })

  // One request edge for every list: an empty value is not sent (its default applies),
  // a malformed one answers 400 with issues, the same on each list.
  const LISTS: [path: string, rows: (body: Record<string, unknown>) => unknown[], paging: string][] = [
    ['/api/customers', (b) => b.customers as unknown[], 'page'],
    ['/api/users', (b) => b.users as unknown[], 'page'],
    ['/api/products', (b) => b.products as unknown[], 'page'],
    ['/api/categories', (b) => b.categories as unknown[], 'page'],
    ['/api/orders', (b) => b.rows as unknown[], 'offset'],
  ]

  it.each(LISTS)(
    '%s reads an empty value as not sent and refuses a malformed one',
    async (path, rows, paging) => {
      const plain = await admin.get(`${path}?limit=2`)
      expect(plain.status).toBe(200)
      expect(rows(plain.body)).toHaveLength(2)
      const empty = await admin.get(`${path}?limit=&${paging}=&search=&limit=`)
      expect(empty.status, `${path} with empty values`).toBe(200)
      expect(rows(empty.body).length).toBe(
        Math.min(10, rows((await admin.get(`${path}?limit=100`)).body).length),
      )
      for (const query of ['limit=abc', 'limit=0', 'limit=2.5', `${paging}=-1`, `${paging}=x`]) {
        const refused = await admin.get<{ error: string; issues: string[] }>(`${path}?${query}`)
        expect(refused.status, `${path}?${query}`).toBe(400)
        expect(refused.body.issues?.length, `${path}?${query}`).toBeGreaterThan(0)
      }
    },
  )

  it.each(READS)('GET %s never answers 500 to odd query strings', async (path) => {
    for (const query of HOSTILE_QUERIES) {
      const answer = await admin.get(`${path}?${query}`)
      expect(answer.status, `${path}?${query}`).toBeLessThan(500)
    }
  })

  it('answers odd paths and ids with 4xx', async () => {
    for (const path of [
      '/api/orders/-1',
      '/api/orders/1.5',
      '/api/orders/%00',
      '/api/customers/abc',
      '/api/users/0',
      '/api/nope',
    ]) {
      const answer = await admin.get(path)
      expect(answer.status, path).toBeGreaterThanOrEqual(400)
      expect(answer.status, path).toBeLessThan(500)
    }
    // A favourite takes no body: whatever is sent is ignored, and it still never fails.
    for (const body of HOSTILE_BODIES) {
      expect((await customer.request('PUT', '/api/customers/4/favorites/PRD-LEM', body)).status).toBeLessThan(
        500,
      )
    }
    const bogusToken = await admin.request('GET', '/api/orders', undefined, {
      'Consistency-Token': 'not-a-token',
    })
    expect(bogusToken.status).toBe(200)
  })
})
