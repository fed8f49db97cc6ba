import { beforeAll, describe, expect, it } from 'vitest'
import type { OrderTotals } from './testing/orders.ts'
import { clientsOf, STAFF_AND_CUSTOMERS, TestClient, testStackWith } from './testing/stack.ts'

interface UsualItems {
  items: {
    productId: string
    name: string
    lastQuantity: number
    lastQuantityType: string
    largestBaseQuantity: number
    orderCount: number
    lastOrderedAt: string
  }[]
  lastOrder: {
    id: number
    createdAt: string
    items: { productId: string; quantity: number; quantityType: string; unitPrice: number }[]
  } | null
}
interface OrderRow extends OrderTotals {
  id: number
  createdAt: string
  fulfilled: boolean
  status: string
  itemCount: number
  OrderItems: {
    productId: string
    quantity: number
    quantityType: string
    price: number
    Product: { packsPerCase: number | null }
  }[]
}
interface ErrorBody {
  error: string
  issues?: string[]
}

const { stack, users } = testStackWith([...STAFF_AND_CUSTOMERS, 'auditor'])
const { admin, sam, priya, blueDoor, greenleaf, auditor } = clientsOf(users)
let blueDoorId: number
let orders: OrderRow[]

beforeAll(async () => {
  blueDoorId = users.blueDoor.id
  orders = (await blueDoor.get<{ rows: OrderRow[] }>(`/api/orders/customer/${blueDoorId}?limit=100`)).body
    .rows
})

const guideOf = (client: TestClient, id: number | string) =>
  client.get<UsualItems>(`/api/customers/${id}/usual-items`)

describe('usual items over HTTP', () => {
  it("answers the customer's guide: its ordered products ranked, and its last order as sold", async () => {
    const { status, body } = await guideOf(blueDoor, blueDoorId)
    expect(status).toBe(200)
    const ordered = new Set(orders.flatMap((o) => o.OrderItems.map((i) => i.productId)))
    expect(new Set(body.items.map((i) => i.productId))).toEqual(ordered)
    const counts = body.items.map((i) => i.orderCount)
    expect(counts.every((c) => c >= 1)).toBe(true)
    const newest = orders[0]!
    expect(body.lastOrder).toMatchObject({ id: newest.id, createdAt: newest.createdAt })
    expect(body.lastOrder!.items).toEqual(
      newest.OrderItems.map((i) => ({
        productId: i.productId,
        name: expect.any(String),
        quantity: i.quantity,
        quantityType: i.quantityType,
        // Per the unit ordered: a case at its packs' price.
        unitPrice:
          i.quantityType === 'case' && (i.Product.packsPerCase ?? 1) > 1
            ? Math.round(i.price * i.Product.packsPerCase! * 100) / 100
            : i.price,
      })),
    )
  })

  it('the same for its rep, admins and auditors; another rep or customer gets 404, no session 401', async () => {
    const own = (await guideOf(blueDoor, blueDoorId)).body
    for (const client of [sam, admin, auditor]) expect((await guideOf(client, blueDoorId)).body).toEqual(own)
    for (const client of [priya, greenleaf]) {
      const answer = await guideOf(client, blueDoorId)
      expect(answer.status).toBe(404)
      expect(answer.body).toEqual({ error: 'Customer not found.' })
    }
    expect((await guideOf(new TestClient(stack.url), blueDoorId)).status).toBe(401)
  })

  it.each(['__proto__', 'constructor', 'abc', '0', '-1', '1.5', '99999999999', '%00'])(
    'an id like %j is a 404, never a 500',
    async (id) => {
      const answer = await guideOf(admin, id)
      expect([400, 404]).toContain(answer.status)
    },
  )

  it('a customer with no orders gets an empty guide', async () => {
    const { customers } = (
      await admin.get<{ customers: { id: number }[] }>('/api/customers?search=Corner%20Deli')
    ).body
    expect(customers).toHaveLength(1)
    expect((await guideOf(admin, customers[0]!.id)).body).toEqual({ items: [], lastOrder: null })
  })
})

describe('order history rows', () => {
  it('carry status, item count, the estimate and the final total (null until fulfilled)', async () => {
    expect(orders.length).toBeGreaterThan(1)
    for (const order of orders) {
      expect(order.itemCount).toBe(order.OrderItems.length)
      if (order.fulfilled) {
        // The demo's weights ship off the scale within tolerance: not short.
        expect(order.status).toBe('fulfilled')
        expect(order.finalTotal).toEqual(expect.any(Number))
      } else {
        expect(order.status).toBe('pending')
        expect(order.finalTotal).toBeNull()
        expect(order.totalPrice).toBe(order.estimatedTotal)
      }
    }
  })

  it("a pending order fulfilled with a line out of stock reads 'short'", async () => {
    const pending = orders.find((o) => !o.fulfilled)!
    const [first, ...rest] = pending.OrderItems
    const shipped = [
      { productId: first!.productId, quantity: 0 },
      ...rest.map((i) => ({ productId: i.productId, quantity: i.quantity })),
    ]
    const done = await sam.request('PATCH', `/api/orders/${pending.id}/fulfill`, { shipped })
    expect(done.status).toBe(200)
    blueDoor.consistencyToken = sam.consistencyToken
    const { rows } = (
      await blueDoor.get<{ rows: OrderRow[] }>(`/api/orders/customer/${blueDoorId}?limit=100`)
    ).body
    expect(rows.find((o) => o.id === pending.id)).toMatchObject({ status: 'short', fulfilled: true })
  })
})

describe('product soft limit (warnAbove)', () => {
  const product = {
    name: 'Limit test eggs',
    description: '',
    unitType: 'quantity',
    packsPerCase: 12,
    price: 3,
    categoryId: null,
  }
  const listed = async () =>
    (
      await admin.get<{ products: { id: string; warnAbove: number | null }[] }>(
        '/api/products?search=LIM-EGG',
      )
    ).body.products[0]

  it('staff set it, read it back, keep it when the body leaves it out, clear it with null', async () => {
    const created = await admin.request('POST', '/api/products', {
      id: 'LIM-EGG',
      ...product,
      warnAbove: 240,
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ id: 'LIM-EGG', warnAbove: 240 })
    expect(await listed()).toMatchObject({ warnAbove: 240 })
    const renamed = await sam.request('PUT', '/api/products/LIM-EGG', { ...product, name: 'Limit eggs' })
    expect(renamed.body).toMatchObject({ name: 'Limit eggs', warnAbove: 240 })
    admin.consistencyToken = sam.consistencyToken
    expect(await listed()).toMatchObject({ warnAbove: 240 })
    const cleared = await admin.request('PUT', '/api/products/LIM-EGG', { ...product, warnAbove: null })
    expect(cleared.body).toMatchObject({ warnAbove: null })
    expect(await listed()).toMatchObject({ warnAbove: null })
  })

  it("shows on the customer's products, for the order form", async () => {
    const { body } = await blueDoor.get<{ products: { productId: string; warnAbove: number | null }[] }>(
      `/api/customers/${blueDoorId}/products`,
    )
    const first = body.products[0]!
    expect(first.warnAbove).toBeNull()
    const current = (
      await admin.get<{ products: Record<string, unknown>[] }>(`/api/products?search=${first.productId}`)
    ).body.products[0]!
    const { id: _id, categoryName: _c, warnAbove: _w, ...fields } = current
    expect(
      (await admin.request('PUT', `/api/products/${first.productId}`, { ...fields, warnAbove: 40 })).status,
    ).toBe(200)
    blueDoor.consistencyToken = admin.consistencyToken
    const again = await blueDoor.get<{ products: { productId: string; warnAbove: number | null }[] }>(
      `/api/customers/${blueDoorId}/products`,
    )
    expect(again.body.products.find((p) => p.productId === first.productId)).toMatchObject({ warnAbove: 40 })
  })

  it.each([
    [-5, 'Warn above must be above 0, or empty for none.'],
    [0, 'Warn above must be above 0, or empty for none.'],
    ['lots', 'Warn above must be a number (lb, or packs), or empty for none.'],
    [100_001, 'Warn above is at most 100,000, the most one order line may hold.'],
  ])('refuses %j with a 400 that says why, and changes nothing', async (warnAbove, message) => {
    const answer = await admin.request<ErrorBody>('PUT', '/api/products/LIM-EGG', { ...product, warnAbove })
    expect(answer.status).toBe(400)
    expect(answer.body.issues?.join(' ')).toContain(message)
    expect(await listed()).toMatchObject({ warnAbove: null })
  })

  it('customers and auditors cannot set it', async () => {
    for (const client of [blueDoor, auditor]) {
      expect(
        (await client.request('PUT', '/api/products/LIM-EGG', { ...product, warnAbove: 5 })).status,
      ).toBe(403)
    }
  })
})
