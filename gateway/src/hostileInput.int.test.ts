import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientsOf, signInAll, startTestStack, type TestClient, type TestStack } from './testing/stack.ts'

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
  ;({ admin, blueDoor: customer } = clientsOf(await signInAll(stack.url, 'admin', 'blueDoor')))
})
afterAll(() => stack?.stop())

const WRITES: [string, string, 'admin' | 'customer'][] = [
  ['POST', '/api/orders', 'customer'],
  ['PUT', '/api/account/profile', 'admin'],
  ['PUT', '/api/me/mail-preferences', 'customer'],
  ['POST', '/api/mail/unsubscribe', 'customer'],
  ['POST', '/api/auth/forgot-password', 'customer'],
  ['POST', '/api/auth/forgot-password/reset', 'customer'],
  ['POST', '/api/account/password', 'admin'],
  ['PUT', '/api/settings/order-window/mine', 'admin'],
  ['PUT', '/api/settings/fulfilment-tolerance', 'admin'],
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

  it.each([
    '/api/orders/-1',
    '/api/orders/1.5',
    '/api/orders/%00',
    '/api/customers/abc',
    '/api/users/0',
    '/api/nope',
  ])('answers the odd path %s with 4xx', async (path) => {
    const { status } = await admin.get(path)
    expect(status).toBeGreaterThanOrEqual(400)
    expect(status).toBeLessThan(500)
  })

  it('ignores what it does not read (a favourite’s body, a bogus Consistency-Token)', async () => {
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

/** Sends bytes exactly as given, with the headers given: no client would, an attacker may. */
async function raw(
  method: string,
  path: string,
  body: string | Buffer,
  headers: Record<string, string>,
  client?: TestClient,
): Promise<{ status: number; body: { error?: unknown; code?: unknown } | null }> {
  const response = await fetch(stack.url + path, {
    method,
    headers: {
      'X-Requested-With': 'test',
      ...(client?.cookie ? { Cookie: client.cookie } : {}),
      ...headers,
    },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  })
  const text = await response.text()
  let parsed: { error?: unknown; code?: unknown } | null = null
  try {
    parsed = text ? JSON.parse(text) : null
  } catch {
    parsed = null
  }
  return { status: response.status, body: parsed }
}

const nested = (depth: number, open = '[', close = ']') => open.repeat(depth) + close.repeat(depth)
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`

describe('hostile bodies, signed in or not', () => {
  const json = { 'Content-Type': 'application/json' }

  it('refuses deeply nested JSON with 400, before any session check', async () => {
    for (const body of [
      `{"email":${nested(100_000)},"password":"x"}`,
      deepObject(20_000),
      `{"items":${nested(65)}}`,
    ]) {
      for (const [path, client] of [
        ['/api/auth/login', undefined],
        ['/api/orders', undefined],
        ['/api/orders', customer],
        ['/api/customers', admin],
      ] as const) {
        const answer = await raw('POST', path, body, json, client)
        expect(answer.status, `${path} ${body.slice(0, 30)}`).toBe(400)
        expect(answer.body).toMatchObject({ error: 'The request body is nested too deeply.' })
      }
    }
  })

  it('accepts the nesting real forms send', async () => {
    const answer = await raw(
      'POST',
      '/api/auth/login',
      JSON.stringify({ email: 'nobody@provender.test', password: 'x', extra: [[[{ a: [1] }]]] }),
      json,
    )
    expect(answer.status).toBe(401)
  })

  it('maps a Content-Encoding that does not match the bytes to 400, an unknown one to 415', async () => {
    const body = JSON.stringify({ email: 'nobody@provender.test', password: 'x' })
    const cases: [Record<string, string>, string | Buffer, number][] = [
      [{ 'Content-Encoding': 'gzip' }, body, 400],
      [{ 'Content-Encoding': 'deflate' }, body, 400],
      [{ 'Content-Encoding': 'gzip' }, gzipSync(body).subarray(0, 12), 400],
      [{ 'Content-Encoding': 'br' }, body, 400],
      [{ 'Content-Encoding': 'compress' }, body, 415],
      [{ 'Content-Encoding': 'gzip' }, gzipSync(body), 401],
    ]
    for (const [headers, bytes, status] of cases) {
      for (const client of [undefined, customer]) {
        const path = client ? '/api/orders' : '/api/auth/login'
        const answer = await raw('POST', path, bytes, { ...json, ...headers }, client)
        const expected = client && status === 401 ? 400 : status
        expect(answer.status, `${path} ${JSON.stringify(headers)} ${bytes.length}`).toBe(expected)
        expect(answer.body).toMatchObject({ error: expect.any(String) })
      }
    }
  })

  it('refuses a body that is not JSON with 415', async () => {
    for (const contentType of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
    ]) {
      for (const [path, client] of [
        ['/api/auth/login', undefined],
        ['/api/orders', customer],
        ['/api/categories', admin],
      ] as const) {
        const answer = await raw('POST', path, 'email=a&password=b', { 'Content-Type': contentType }, client)
        expect(answer.status, `${path} ${contentType}`).toBe(415)
        expect(answer.body).toMatchObject({
          error: 'Send the request body as JSON (Content-Type: application/json).',
        })
      }
    }
  })

  it('refuses a body larger than the limit with 413', async () => {
    const answer = await raw('POST', '/api/auth/login', JSON.stringify({ email: 'x'.repeat(300_000) }), json)
    expect(answer).toMatchObject({ status: 413, body: { error: 'Request body too large.' } })
  })
})

describe('ids that name properties of every object', () => {
  const ids = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']

  it('an order for such a product is refused when it is not on the price list, and priced when it is', async () => {
    for (const id of ids) {
      const order = await customer.request('POST', '/api/orders', {
        items: [{ productId: id, quantity: 1, quantityType: 'pack' }],
      })
      expect(order.status, `before the product exists: ${id}`).toBe(400)
    }
    for (const id of ids) {
      const made = await admin.request('POST', '/api/products', {
        id,
        name: `Odd ${id}`,
        description: '',
        unitType: 'quantity',
        packsPerCase: 6,
        price: 2.5,
        categoryId: null,
      })
      expect(made.status, `create ${id}`).toBe(201)
    }
    for (const id of ids) {
      const order = await customer.request('POST', '/api/orders', {
        items: [{ productId: id, quantity: 1, quantityType: 'pack' }],
      })
      expect(order, `not on the list: ${id}`).toMatchObject({
        status: 400,
        body: { error: `Product ${id} is not on your price list.` },
      })
    }
    const me = await customer.get<{ user: { id: number } }>('/api/account/me')
    const customerId = me.body.user.id
    const current = await admin.get<{ products: { productId: string; price: number }[] }>(
      `/api/customers/${customerId}`,
    )
    const priced = await admin.request('PUT', `/api/customers/${customerId}`, {
      products: [
        ...current.body.products.map((p) => ({ productId: p.productId, price: p.price })),
        ...ids.map((productId, i) => ({ productId, price: 1 + i })),
      ],
    })
    expect(priced.status).toBe(200)
    customer.consistencyToken = admin.consistencyToken
    const list = await customer.get<{ products: { id: string; price: number }[] }>(
      `/api/customers/${customerId}/products`,
    )
    for (const [i, id] of ids.entries()) {
      expect(list.body.products.find((p) => p.id === id)?.price, id).toBe(1 + i)
    }
    const order = await customer.request<{ totalPrice: number }>('POST', '/api/orders', {
      items: ids.map((productId) => ({ productId, quantity: 1, quantityType: 'pack' })),
    })
    expect(order.status).toBe(201)
    expect(order.body.totalPrice).toBe(1 + 2 + 3 + 4 + 5)
    for (const id of ids) {
      customer.consistencyToken = order.headers.get('consistency-token')
      const favourite = await customer.request('PUT', `/api/customers/${customerId}/favorites/${id}`)
      expect(favourite.status, `favourite ${id}`).toBe(200)
    }
  })
})
