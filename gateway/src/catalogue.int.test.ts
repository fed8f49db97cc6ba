import { comparePositions, decodePosition, encodePosition, streams } from '@provender/events'
import { envelope } from '@provender/events/testing'
import { productAnswer } from '@provender/query-service'
import { PostgresEventStore, postgresIdAllocator, SESSION_COOKIE, SessionKeys } from '@provender/server-kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { signedIn, startTestStack, TestClient, type TestStack } from './testing/stack.ts'

/** The product as the API documents it, so the test reads what clients read. */
type Product = z.infer<typeof productAnswer>
interface ProductList {
  products: Product[]
  total: number
}
interface Category {
  id: number
  name: string
  productCount: number
}
interface CategoryList {
  categories: Category[]
  total: number
}
interface ErrorBody {
  error: string
  code?: string
  issues?: string[]
}
interface OrderDetail {
  id: number
  OrderItems: { productId: string; productName: string; sellPrice: number; Product: { name: string } }[]
}

const SECRET = 'test-secret-test-secret-test-secret-0123456789'

let stack: TestStack
let admin: { client: TestClient; id: number }
let sam: { client: TestClient; id: number }
let blueDoor: { client: TestClient; id: number }
let auditor: TestClient
let anonymous: TestClient

/**
 * The demo has no auditor: one is registered straight in the log, and its session signed
 * with the stack's secret, as the command service would after a sign-in.
 */
async function signedInAuditor(): Promise<TestClient> {
  const { knex } = stack.running.database
  const store = new PostgresEventStore(knex)
  const userId = await postgresIdAllocator(knex).next('user')
  const email = `auditor${userId}@provender.test`
  await store.append(streams.email(email), 'no_stream', [
    envelope({ type: 'EmailReserved', data: { email, userId } }),
  ])
  const { position } = await store.append(streams.user(userId), 'no_stream', [
    envelope({
      type: 'UserRegistered',
      data: {
        userId,
        role: 'auditor',
        email,
        firstName: 'Ada',
        lastName: 'Audit',
        phone: '3125550199',
        passwordHash: 'not-a-real-hash',
        passwordChanged: true,
      },
    }),
  ])
  const client = new TestClient(stack.url)
  const token = await new SessionKeys(SECRET, 1).sign({ userId, role: 'auditor', sessionVersion: 0 })
  client.cookie = `${SESSION_COOKIE}=${token}`
  client.consistencyToken = encodePosition(position)
  return client
}

beforeAll(async () => {
  stack = await startTestStack({ SESSION_SECRET: SECRET })
  ;[admin, sam, blueDoor] = await Promise.all([
    signedIn(stack.url, 'admin'),
    signedIn(stack.url, 'sam'),
    signedIn(stack.url, 'blueDoor'),
  ])
  auditor = await signedInAuditor()
  anonymous = new TestClient(stack.url)
})
afterAll(() => stack?.stop())

/**
 * Each client keeps its own Consistency-Token, as each browser does; here one user reads
 * what another wrote, so every client is brought up to the furthest write seen.
 */
function syncTokens(): void {
  const clients = [admin.client, sam.client, blueDoor.client, auditor]
  let furthest: string | null = null
  for (const { consistencyToken: token } of clients) {
    const position = token ? decodePosition(token) : null
    const best = furthest ? decodePosition(furthest) : null
    if (position && (!best || comparePositions(position, best) > 0)) furthest = token
  }
  for (const client of clients) client.consistencyToken = furthest
}

const allProducts = async (client = admin.client) => {
  syncTokens()
  return (await client.get<ProductList>('/api/products?limit=1000')).body
}
const allCategories = async (client = admin.client) => {
  syncTokens()
  return (await client.get<CategoryList>('/api/categories?limit=1000')).body
}
const categoryNamed = async (name: string) => {
  const found = (await allCategories()).categories.find((c) => c.name === name)
  if (!found) throw new Error(`no category ${name}`)
  return found
}
const eventCount = async () => {
  const [row] = await stack.running.database.knex('event_log').count<{ count: string }[]>({ count: '*' })
  return Number(row?.count)
}
/** Runs refused requests and checks that the log and the read models did not move. */
async function refusedAll(requests: () => Promise<void>) {
  const before = {
    events: await eventCount(),
    products: await allProducts(),
    categories: await allCategories(),
  }
  await requests()
  expect(await eventCount()).toBe(before.events)
  expect(await allProducts()).toEqual(before.products)
  expect(await allCategories()).toEqual(before.categories)
}

const newProduct = {
  id: 'DRY-CRM-FRC',
  name: 'Crème fraîche',
  description: 'Cultured, 2 lb tub',
  unitType: 'quantity',
  packsPerCase: 6,
  price: 9.8,
  categoryId: null as number | null,
}

describe('GET /api/products', () => {
  it('lists 10 products by default, by name case-insensitively, with the documented shape', async () => {
    const all = await allProducts()
    const answer = await admin.client.get<ProductList>('/api/products')
    expect(answer.status).toBe(200)
    expect(answer.body.total).toBe(all.total)
    expect(answer.body.products).toHaveLength(10)
    const names = all.products.map((p) => p.name.toLowerCase())
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    expect(answer.body.products).toEqual(all.products.slice(0, 10))
    for (const product of answer.body.products)
      expect(productAnswer.strict().safeParse(product).error).toBeUndefined()
    const ribeye = all.products.find((p) => p.id === 'MEA-BEEF-RIB')
    expect(ribeye).toEqual({
      id: 'MEA-BEEF-RIB',
      name: 'Beef ribeye',
      description: 'USDA Choice, boneless lip-on',
      categoryId: expect.any(Number),
      categoryName: 'Meat & Poultry',
      unitType: 'weight',
      packsPerCase: null,
      price: 13.75,
      warnAbove: null,
      taxable: false,
      substitutes: [],
      availability: { status: 'available' },
    })
    expect(all.products.find((p) => p.id === 'DRY-BUT-UNS')).toMatchObject({
      unitType: 'quantity',
      packsPerCase: 36,
      price: 4.15,
      categoryName: 'Dairy & Eggs',
    })
    expect(all.products.find((p) => p.id === 'OTH-GLV-NIT')).toMatchObject({
      categoryId: null,
      categoryName: null,
    })
  })

  it('pages from 1 and caps the limit at 1000', async () => {
    const all = await allProducts()
    const page2 = await admin.client.get<ProductList>('/api/products?page=2&limit=5')
    expect(page2.body).toEqual({ products: all.products.slice(5, 10), total: all.total })
    const beyond = await admin.client.get<ProductList>('/api/products?page=999&limit=50')
    expect(beyond.body).toEqual({ products: [], total: all.total })
    const huge = await admin.client.get<ProductList>('/api/products?limit=50000')
    expect(huge.status).toBe(200)
    expect(huge.body.products).toHaveLength(Math.min(all.total, 1000))
  })

  it.each<[string, string, (p: Product) => string | number, 1 | -1]>([
    ['price', 'DESC', (p: Product) => p.price, -1],
    ['price', 'asc', (p: Product) => p.price, 1],
    ['id', 'ASC', (p: Product) => p.id, 1],
    ['name', 'desc', (p: Product) => p.name.toLowerCase(), -1],
    ['unitType', 'ASC', (p: Product) => p.unitType, 1],
    ['categoryName', 'ASC', (p: Product) => (p.categoryName ?? 'Other').toLowerCase(), 1],
  ])('sorts by %s %s', async (sortBy, order, key, direction) => {
    const answer = await admin.client.get<ProductList>(
      `/api/products?limit=1000&sortBy=${sortBy}&order=${order}`,
    )
    expect(answer.status).toBe(200)
    const keys = answer.body.products.map(key)
    for (let i = 1; i < keys.length; i++) {
      const [a, b] = [keys[i - 1]!, keys[i]!]
      expect(direction === 1 ? a <= b : a >= b, `${a} then ${b}`).toBe(true)
    }
  })

  it('searches id, name, description and category name; every word must match', async () => {
    const search = async (q: string) =>
      (await admin.client.get<ProductList>(`/api/products?limit=1000&search=${encodeURIComponent(q)}`)).body
    expect((await search('beef rib')).products.map((p) => p.id)).toEqual(['MEA-BEEF-RIB'])
    expect((await search('mea-chk')).products.map((p) => p.id).sort()).toEqual(['MEA-CHK-BRS', 'MEA-CHK-WNG'])
    expect((await search('butterfat')).products.map((p) => p.id).sort()).toEqual([
      'DRY-BUT-UNS',
      'DRY-CRM-HVY',
    ])
    const seafood = await search('SEAFOOD')
    expect(seafood.total).toBe(4)
    expect(seafood.products.every((p) => p.categoryName === 'Seafood')).toBe(true)
    expect((await search('other')).products.map((p) => p.id).sort()).toEqual(['OTH-FOIL-18', 'OTH-GLV-NIT'])
    expect(await search('salmon zebra')).toEqual({ products: [], total: 0 })
    // Like characters are text, not patterns.
    expect((await search('%')).products.map((p) => p.id).sort()).toEqual(['DRY-BUT-UNS', 'DRY-CRM-HVY'])
    expect((await search('_')).total).toBe(0)
  })

  it.each([
    ['sortBy=colour', 'sortBy must be one of name, id, price, categoryName, unitType.'],
    ['order=UP', 'order must be ASC or DESC.'],
    ['page=0', 'page starts at 1.'],
    ['page=abc', 'page must be a number.'],
    ['limit=0', 'limit must be at least 1.'],
    ['limit=2.5', 'limit must be a whole number.'],
    [`search=${'x'.repeat(201)}`, 'Search is at most 200 characters.'],
  ])('refuses ?%s with 400', async (query, message) => {
    const answer = await admin.client.get<ErrorBody>(`/api/products?${query}`)
    expect(answer.status).toBe(400)
    expect(answer.body.error).toBe(message)
    expect(answer.body.issues).toEqual([expect.stringContaining(message)])
  })

  it('is for staff and auditors: customers 403, no session 401', async () => {
    expect((await sam.client.get('/api/products')).status).toBe(200)
    expect((await auditor.get('/api/products')).status).toBe(200)
    expect((await blueDoor.client.get('/api/products')).status).toBe(403)
    const none = await anonymous.get<ErrorBody>('/api/products')
    expect(none.status).toBe(401)
    expect(none.body.code).toBe('AUTH_REQUIRED')
  })
})

describe('GET /api/categories', () => {
  it('lists every category by name with its product count, for every signed-in role', async () => {
    const answer = await blueDoor.client.get<CategoryList>('/api/categories?limit=1000&page=1')
    expect(answer.status).toBe(200)
    expect(answer.body.categories.map((c) => c.name)).toEqual([
      'Bakery',
      'Beverages',
      'Dairy & Eggs',
      'Dry Goods',
      'Meat & Poultry',
      'Produce',
      'Seafood',
    ])
    expect(answer.body.total).toBe(7)
    expect(answer.body.categories.find((c) => c.name === 'Seafood')).toEqual({
      id: expect.any(Number),
      name: 'Seafood',
      productCount: 4,
    })
    for (const who of [admin.client, sam.client, auditor]) {
      expect((await who.get('/api/categories')).status).toBe(200)
    }
    expect((await anonymous.get('/api/categories')).status).toBe(401)
  })

  it('pages, sorts and searches', async () => {
    const page = await admin.client.get<CategoryList>('/api/categories?page=2&limit=3&order=desc')
    expect(page.body.categories.map((c) => c.name)).toEqual(['Dry Goods', 'Dairy & Eggs', 'Beverages'])
    expect(page.body.total).toBe(7)
    const byCount = await admin.client.get<CategoryList>('/api/categories?sortBy=productCount&order=DESC')
    const counts = byCount.body.categories.map((c) => c.productCount)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
    expect(counts[0]).toBe(6)
    const search = await admin.client.get<CategoryList>('/api/categories?search=dr')
    expect(search.body.categories.map((c) => c.name)).toEqual(['Dry Goods'])
    const words = await admin.client.get<CategoryList>('/api/categories?search=eggs%20DAIRY')
    expect(words.body.categories.map((c) => c.name)).toEqual(['Dairy & Eggs'])
    const bad = await admin.client.get<ErrorBody>('/api/categories?sortBy=price')
    expect(bad.status).toBe(400)
    expect(bad.body.error).toBe('sortBy must be one of name, id, productCount.')
  })
})

describe('products: create, update, delete', () => {
  it('an admin creates a product; the id and text are trimmed, the price kept to the cent', async () => {
    const dairy = await categoryNamed('Dairy & Eggs')
    const created = await admin.client.request('POST', '/api/products', {
      ...newProduct,
      id: '  DRY-CRM-FRC ',
      name: ' Crème fraîche ',
      categoryId: dairy.id,
    })
    expect(created.status).toBe(201)
    expect(created.body).toEqual({
      id: 'DRY-CRM-FRC',
      name: 'Crème fraîche',
      description: 'Cultured, 2 lb tub',
      categoryId: dairy.id,
      unitType: 'quantity',
      packsPerCase: 6,
      price: 9.8,
      warnAbove: null,
      taxable: false,
    })
    const listed = await admin.client.get<ProductList>('/api/products?search=creme%20FRAICHE')
    expect(listed.body.products).toEqual([
      {
        ...(created.body as Record<string, unknown>),
        categoryName: 'Dairy & Eggs',
        substitutes: [],
        availability: { status: 'available' },
      },
    ])
    expect((await categoryNamed('Dairy & Eggs')).productCount).toBe(dairy.productCount + 1)
  })

  it('a sales rep creates a weight product: packs per case is ignored, prices may be text', async () => {
    const created = await sam.client.request<Product>('POST', '/api/products', {
      id: 'SEA-HAL.01_x',
      name: 'Halibut',
      unitType: 'weight',
      packsPerCase: 12,
      price: '18.5',
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ packsPerCase: null, price: 18.5, description: '', categoryId: null })
    const listed = await sam.client.get<ProductList>('/api/products?search=SEA-HAL.01_x')
    expect(listed.body.products[0]).toMatchObject({
      id: 'SEA-HAL.01_x',
      categoryName: null,
      packsPerCase: null,
    })
  })

  it('updates every field but the id, and reads it back', async () => {
    const seafood = await categoryNamed('Seafood')
    const answer = await sam.client.request<Product>('PUT', '/api/products/SEA-HAL.01_x', {
      id: 'SEA-HAL.01_x',
      name: 'Pacific halibut',
      description: 'Wild, skin-on',
      unitType: 'quantity',
      packsPerCase: 4,
      price: 21.99,
      categoryId: seafood.id,
    })
    expect(answer.status).toBe(200)
    syncTokens()
    const listed = await admin.client.get<ProductList>('/api/products?search=SEA-HAL.01_x')
    expect(listed.body.products).toEqual([
      {
        id: 'SEA-HAL.01_x',
        name: 'Pacific halibut',
        description: 'Wild, skin-on',
        categoryId: seafood.id,
        categoryName: 'Seafood',
        unitType: 'quantity',
        packsPerCase: 4,
        price: 21.99,
        warnAbove: null,
        taxable: false,
        substitutes: [],
        availability: { status: 'available' },
      },
    ])
    // The body may leave the id out: it comes from the path.
    const again = await admin.client.request('PUT', '/api/products/SEA-HAL.01_x', {
      name: 'Pacific halibut',
      description: 'Wild, skin-on',
      unitType: 'weight',
      price: 22,
      categoryId: seafood.id,
    })
    expect(again.status).toBe(200)
    expect(
      (await admin.client.get<ProductList>('/api/products?search=SEA-HAL.01_x')).body.products[0],
    ).toMatchObject({ unitType: 'weight', packsPerCase: null, price: 22 })
  })

  it('refuses bad bodies with the spec messages, 409 for a taken id, and changes nothing', async () => {
    await refusedAll(async () => {
      const cases: [unknown, string][] = [
        [
          { ...newProduct, id: 'NEW-1', packsPerCase: undefined },
          'Packs per case is required for products sold by the pack or case.',
        ],
        [
          { ...newProduct, id: 'NEW-1', packsPerCase: 0 },
          'Packs per case must be a whole number from 1 to 10000.',
        ],
        [{ ...newProduct, id: 'NEW-1', price: undefined }, 'Price is required.'],
        [{ ...newProduct, id: 'NEW-1', price: -0.01 }, 'Price cannot be negative.'],
        [{ ...newProduct, id: 'NEW-1', price: 1.234 }, 'Price can have at most two decimals.'],
        [{ ...newProduct, id: 'NEW 1' }, 'Product id may hold only letters, digits, -, _ and .'],
        [{ ...newProduct, id: '' }, 'Product id is required.'],
        [{ ...newProduct, id: 'X'.repeat(65) }, 'Product id is at most 64 characters.'],
        [{ ...newProduct, id: 'NEW-1', name: ' ' }, 'Name is required.'],
        [{ ...newProduct, id: 'NEW-1', unitType: 'case' }, 'Unit type must be quantity or weight.'],
        [
          { ...newProduct, id: 'NEW-1', categoryId: 999_999 },
          'Choose an existing category, or none for Other.',
        ],
        [
          { ...newProduct, id: 'NEW-1', categoryId: 'seafood' },
          'Choose an existing category, or none for Other.',
        ],
        [{ ...newProduct, id: 'NEW-1', description: 42 }, 'Description must be text.'],
        [[newProduct], 'Invalid input: expected object, received array'],
      ]
      for (const [body, message] of cases) {
        const answer = await admin.client.request<ErrorBody>('POST', '/api/products', body)
        expect(answer.status, message).toBe(400)
        expect(answer.body.error).toBe(message)
        expect(answer.body.issues?.length).toBeGreaterThan(0)
      }
      const malformed = await admin.client.request<ErrorBody>('POST', '/api/products', '{"id": ')
      expect(malformed.status).toBe(400)

      for (const id of ['DRY-BUT-UNS', ' DRY-CRM-FRC']) {
        const taken = await sam.client.request<ErrorBody>('POST', '/api/products', { ...newProduct, id })
        expect(taken.status).toBe(409)
        expect(taken.body).toEqual({
          error: 'A product with that id already exists.',
          code: 'PRODUCT_ID_TAKEN',
        })
      }

      const renamed = await admin.client.request<ErrorBody>('PUT', '/api/products/DRY-BUT-UNS', {
        ...newProduct,
        id: 'DRY-BUT-SAL',
      })
      expect(renamed.status).toBe(400)
      expect(renamed.body).toEqual({
        error: 'The product id cannot be changed.',
        issues: ['id: The product id cannot be changed.'],
      })
      const badPath = await admin.client.request<ErrorBody>('PUT', '/api/products/has%20space', newProduct)
      expect(badPath.status).toBe(400)
      const missing = await admin.client.request<ErrorBody>('PUT', '/api/products/NO-SUCH', {
        ...newProduct,
        id: 'NO-SUCH',
      })
      expect(missing.status).toBe(404)
      expect(missing.body.error).toBe('Product not found.')
      expect((await admin.client.request('DELETE', '/api/products/NO-SUCH')).status).toBe(404)
      expect((await admin.client.request('DELETE', `/api/products/${'x'.repeat(65)}`)).status).toBe(400)
    })
  })

  it('writes are for admin and sales: auditor and customer 403, no session 401; nothing changes', async () => {
    await refusedAll(async () => {
      for (const client of [auditor, blueDoor.client]) {
        expect((await client.request('POST', '/api/products', { ...newProduct, id: 'NEW-2' })).status).toBe(
          403,
        )
        expect(
          (await client.request('PUT', '/api/products/DRY-BUT-UNS', { ...newProduct, id: 'DRY-BUT-UNS' }))
            .status,
        ).toBe(403)
        expect((await client.request('DELETE', '/api/products/DRY-BUT-UNS')).status).toBe(403)
        expect((await client.request('POST', '/api/categories', { name: 'Frozen' })).status).toBe(403)
        expect((await client.request('PUT', '/api/categories/1', { name: 'Frozen' })).status).toBe(403)
        expect((await client.request('DELETE', '/api/categories/1')).status).toBe(403)
      }
      const none = await anonymous.request<ErrorBody>('POST', '/api/products', { ...newProduct, id: 'NEW-2' })
      expect(none.status).toBe(401)
      expect(none.body.code).toBe('AUTH_REQUIRED')
      expect((await anonymous.request('DELETE', '/api/categories/1')).status).toBe(401)
    })
  })

  it("a deleted product leaves the customers' lists; past orders keep its name and price; its id stays taken", async () => {
    const orders = await sam.client.get<{ rows: OrderDetail[] }>(
      `/api/orders/customer/${blueDoor.id}?limit=100`,
    )
    const order = orders.body.rows.find((o) => o.OrderItems.length > 0)!
    const item = order.OrderItems[0]!
    const onList = async () => {
      syncTokens()
      return (
        await blueDoor.client.get<{ products: { id: string }[] }>(`/api/customers/${blueDoor.id}/products`)
      ).body.products.some((p) => p.id === item.productId)
    }
    expect(await onList()).toBe(true)

    const deleted = await sam.client.request('DELETE', `/api/products/${item.productId}`)
    expect(deleted.status).toBe(200)
    expect(deleted.body).toEqual({ id: item.productId, deleted: true })

    expect(await onList()).toBe(false)
    expect((await allProducts()).products.some((p) => p.id === item.productId)).toBe(false)
    const after = await sam.client.get<OrderDetail>(`/api/orders/${order.id}`)
    expect(after.status).toBe(200)
    expect(after.body.OrderItems[0]).toMatchObject({
      productId: item.productId,
      productName: item.productName,
      sellPrice: item.sellPrice,
      Product: { name: item.productName },
    })

    await refusedAll(async () => {
      expect((await sam.client.request('DELETE', `/api/products/${item.productId}`)).status).toBe(404)
      expect(
        (
          await sam.client.request('PUT', `/api/products/${item.productId}`, {
            ...newProduct,
            id: item.productId,
          })
        ).status,
      ).toBe(404)
      const reused = await admin.client.request<ErrorBody>('POST', '/api/products', {
        ...newProduct,
        id: item.productId,
      })
      expect(reused.status).toBe(409)
      expect(reused.body.code).toBe('PRODUCT_ID_TAKEN')
    })
  })
})

describe('categories: create, rename, delete', () => {
  it('creates a category with the next id, trimmed', async () => {
    const created = await sam.client.request<{ id: number; name: string }>('POST', '/api/categories', {
      name: '  Frozen  ',
    })
    expect(created.status).toBe(201)
    expect(created.body).toEqual({ id: expect.any(Number), name: 'Frozen' })
    syncTokens()
    const listed = await admin.client.get<CategoryList>('/api/categories?search=frozen')
    expect(listed.body.categories).toEqual([{ id: created.body.id, name: 'Frozen', productCount: 0 }])
  })

  it('renames a category; its products show the new name', async () => {
    const bakery = await categoryNamed('Bakery')
    const renamed = await admin.client.request('PUT', `/api/categories/${bakery.id}`, {
      name: 'Bakery & Pastry',
    })
    expect(renamed.status).toBe(200)
    expect(renamed.body).toEqual({ id: bakery.id, name: 'Bakery & Pastry' })
    const sourdough = (await allProducts()).products.find((p) => p.id === 'BAK-BRD-SRD')
    expect(sourdough?.categoryName).toBe('Bakery & Pastry')
    // A change of case alone keeps the name reserved to the same category.
    expect(
      (await admin.client.request('PUT', `/api/categories/${bakery.id}`, { name: 'BAKERY & PASTRY' })).status,
    ).toBe(200)
    expect(
      (await admin.client.request('PUT', `/api/categories/${bakery.id}`, { name: 'Bakery' })).status,
    ).toBe(200)
    expect((await categoryNamed('Bakery')).id).toBe(bakery.id)
  })

  it('refuses a taken name (any case), a bad name or id, and a missing category, changing nothing', async () => {
    const seafood = await categoryNamed('Seafood')
    await refusedAll(async () => {
      for (const name of ['produce', ' DAIRY   & eggs ', 'Frozen']) {
        const taken = await admin.client.request<ErrorBody>('POST', '/api/categories', { name })
        expect(taken.status, name).toBe(409)
        expect(taken.body).toEqual({
          error: 'A category with that name already exists.',
          code: 'CATEGORY_NAME_TAKEN',
        })
      }
      const renamed = await sam.client.request<ErrorBody>('PUT', `/api/categories/${seafood.id}`, {
        name: 'dry goods',
      })
      expect(renamed.status).toBe(409)
      expect(renamed.body.code).toBe('CATEGORY_NAME_TAKEN')

      for (const [body, message] of [
        [{}, 'Name is required.'],
        [{ name: '   ' }, 'Name is required.'],
        [{ name: 7 }, 'Name is required.'],
        [{ name: 'x'.repeat(61) }, 'Category name must be at most 60 characters.'],
        [{ name: 'Dry\r\nGoods' }, 'Category name cannot contain line breaks or control characters.'],
      ] as const) {
        const answer = await admin.client.request<ErrorBody>('POST', '/api/categories', body)
        expect(answer.status).toBe(400)
        expect(answer.body.error).toBe(message)
        expect(answer.body.issues).toEqual([`name: ${message}`])
        expect((await admin.client.request('PUT', `/api/categories/${seafood.id}`, body)).status).toBe(400)
      }
      for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
        const answer = await admin.client.request<ErrorBody>('DELETE', `/api/categories/${id}`)
        expect(answer.status, id).toBe(400)
        expect(answer.body.error).toBe('Category id must be a whole number above 0.')
      }
      const missing = await admin.client.request<ErrorBody>('PUT', '/api/categories/999999', {
        name: 'Anything',
      })
      expect(missing.status).toBe(404)
      expect(missing.body.error).toBe('Category not found.')
      expect((await admin.client.request('DELETE', '/api/categories/999999')).status).toBe(404)
    })
  })

  it("deleting a category makes its products Other, frees its name, and later product saves don't trip on it", async () => {
    const drinks = await admin.client.request<{ id: number }>('POST', '/api/categories', { name: 'Drinks' })
    const juice = { ...newProduct, id: 'BEV-JCE-APL', name: 'Apple juice', categoryId: drinks.body.id }
    expect((await admin.client.request('POST', '/api/products', juice)).status).toBe(201)
    const beverages = await categoryNamed('Beverages')

    const deleted = await sam.client.request('DELETE', `/api/categories/${drinks.body.id}`)
    expect(deleted.status).toBe(200)
    expect(deleted.body).toEqual({ id: drinks.body.id, deleted: true })
    const deletedBev = await admin.client.request('DELETE', `/api/categories/${beverages.id}`)
    expect(deletedBev.status).toBe(200)

    const products = (await allProducts()).products
    expect(products.find((p) => p.id === 'BEV-JCE-APL')).toMatchObject({
      categoryId: null,
      categoryName: null,
    })
    expect(products.find((p) => p.id === 'BEV-CFE-HSE')).toMatchObject({
      categoryId: null,
      categoryName: null,
    })
    expect((await allCategories()).categories.map((c) => c.name)).not.toContain('Beverages')
    syncTokens()
    const customerCoffee = (
      await blueDoor.client.get<{
        products: { id: string; categoryId: number | null; category: string | null }[]
      }>(`/api/customers/${blueDoor.id}/products`)
    ).body.products.find((p) => p.id === 'BEV-CFE-HSE')
    expect(customerCoffee).toMatchObject({ categoryId: null, category: null })

    // A form that still holds the deleted category saves the product as Other.
    const stale = await admin.client.request<Product>('PUT', '/api/products/BEV-JCE-APL', {
      ...juice,
      price: 3.5,
    })
    expect(stale.status).toBe(200)
    expect(stale.body).toMatchObject({ categoryId: null, price: 3.5 })
    // Choosing a deleted category for another product is refused.
    const chosen = await admin.client.request<ErrorBody>('PUT', '/api/products/DRY-BUT-UNS', {
      ...newProduct,
      id: 'DRY-BUT-UNS',
      categoryId: drinks.body.id,
    })
    expect(chosen.status).toBe(400)
    expect(chosen.body.error).toBe('Choose an existing category, or none for Other.')

    expect((await admin.client.request('DELETE', `/api/categories/${drinks.body.id}`)).status).toBe(404)
    const again = await admin.client.request<{ id: number; name: string }>('POST', '/api/categories', {
      name: 'beverages',
    })
    expect(again.status).toBe(201)
    expect(again.body.id).not.toBe(beverages.id)
  })
})
