import { beforeAll, describe, expect, it } from 'vitest'
import { clientsOf, STAFF_AND_CUSTOMERS, TestClient, testStackWith } from './testing/stack.ts'

interface Change {
  id: string
  productId: string
  productName: string
  quantityType: string
  oldPrice: number
  newPrice: number
  difference: number
  dismissed: boolean
}
interface CustomerChanges {
  customerId: number
  businessName: string
  totalDifference: number
  changes: Change[]
}

const { stack, users } = testStackWith([...STAFF_AND_CUSTOMERS, 'auditor'])
const { admin, sam, priya, blueDoor, greenleaf, auditor } = clientsOf(users)
let blueDoorId: number
let greenleafId: number

beforeAll(async () => {
  blueDoorId = users.blueDoor.id
  greenleafId = users.greenleaf.id

  // The admin re-prices every line of Blue Door (Sam's customer) one dollar up.
  const customer = await admin.get<{ products: { productId: string; price: number }[]; version: number }>(
    `/api/customers/${blueDoorId}`,
  )
  const saved = await admin.request('PUT', `/api/customers/${blueDoorId}`, {
    products: customer.body.products.map((p) => ({ productId: p.productId, price: p.price + 1 })),
    version: customer.body.version,
  })
  expect(saved.status).toBe(200)
  for (const client of [sam, priya, blueDoor, greenleaf, auditor])
    client.consistencyToken = admin.consistencyToken
})

const mine = async (client: TestClient) =>
  (await client.get<{ changes: Change[] }>('/api/price-changes/mine')).body
const recent = async (client: TestClient, query = '') =>
  (await client.get<{ days: number; customers: CustomerChanges[] }>(`/api/price-changes${query}`)).body

describe('price changes over HTTP', () => {
  it('the customer sees each product it ordered, up by a dollar a pack (or per lb, or a case of packs)', async () => {
    const { changes } = await mine(blueDoor)
    expect(changes.length).toBeGreaterThan(0)
    for (const change of changes) {
      expect(change.id.startsWith(`${blueDoorId}-`)).toBe(true)
      expect(change.difference).toBeGreaterThanOrEqual(1)
      expect(change.newPrice).toBeCloseTo(change.oldPrice + change.difference, 2)
      if (change.quantityType !== 'case') expect(change.difference).toBe(1)
    }
    // Another customer's prices did not move, and it never sees Blue Door's.
    expect((await mine(greenleaf)).changes.every((c) => c.id.startsWith(`${greenleafId}-`))).toBe(true)
  })

  it("a rep sees its own customers' changes, never another rep's; admins and auditors see all", async () => {
    const has = (body: { customers: CustomerChanges[] }) =>
      body.customers.some((c) => c.customerId === blueDoorId)
    expect(has(await recent(sam))).toBe(true)
    expect(has(await recent(priya))).toBe(false)
    expect(has(await recent(admin))).toBe(true)
    expect(has(await recent(auditor))).toBe(true)
    const entry = (await recent(sam)).customers.find((c) => c.customerId === blueDoorId)!
    expect(entry).toMatchObject({ businessName: 'Blue Door Bistro' })
    expect(entry.totalDifference).toBeCloseTo(
      entry.changes.reduce((sum, c) => sum + c.difference, 0),
      2,
    )
  })

  it('the staff list looks back `days` (7 unless asked), on the clock', async () => {
    stack.clock.setTo(new Date(Date.now() + 8 * 24 * 60 * 60 * 1000))
    try {
      expect((await recent(sam)).customers.some((c) => c.customerId === blueDoorId)).toBe(false)
      const wider = await recent(sam, '?days=30')
      expect(wider.days).toBe(30)
      expect(wider.customers.some((c) => c.customerId === blueDoorId)).toBe(true)
    } finally {
      stack.clock.reset()
    }
  })

  it('refuses a bad days with 400, and the calls of the other side with 403', async () => {
    for (const days of ['0', '91', 'abc', '1.5', '-3']) {
      const answer = await sam.get<{ error: string }>(`/api/price-changes?days=${days}`)
      expect(answer.status, days).toBe(400)
      expect(answer.body.error).toMatch(/^days /)
    }
    expect((await blueDoor.get('/api/price-changes')).status).toBe(403)
    expect((await sam.get('/api/price-changes/mine')).status).toBe(403)
    expect((await new TestClient(stack.url).get('/api/price-changes/mine')).status).toBe(401)
  })

  it("the customer dismisses one change: gone from its list, still on the rep's, once only", async () => {
    const [first] = (await mine(blueDoor)).changes
    const path = `/api/price-changes/${first!.id}/dismiss`
    expect(await greenleaf.request('POST', path)).toMatchObject({
      status: 404,
      body: { error: 'Price change not found.' },
    })
    expect((await sam.request('POST', path)).status).toBe(403)
    expect((await auditor.request('POST', path)).status).toBe(403)
    expect(await blueDoor.request('POST', path)).toMatchObject({
      status: 200,
      body: { id: first!.id, dismissed: true },
    })
    expect((await blueDoor.request('POST', path)).status).toBe(200)
    expect((await mine(blueDoor)).changes.map((c) => c.id)).not.toContain(first!.id)
    sam.consistencyToken = blueDoor.consistencyToken
    const onRepList = (await recent(sam)).customers
      .find((c) => c.customerId === blueDoorId)!
      .changes.find((c) => c.id === first!.id)
    expect(onRepList).toMatchObject({ dismissed: true })
  })

  it("an order clears the customer's card of that product, not the rep's 7 days", async () => {
    const before = (await mine(blueDoor)).changes
    const change = before.find((c) => !c.dismissed && c.quantityType !== 'case')!
    const order = await blueDoor.request('POST', '/api/orders', {
      items: [{ productId: change.productId, quantity: 1, quantityType: change.quantityType }],
    })
    expect(order.status).toBe(201)
    // At the new price: since this order, nothing changed for the customer.
    expect((await mine(blueDoor)).changes.map((c) => c.productId)).not.toContain(change.productId)
    sam.consistencyToken = blueDoor.consistencyToken
    const onRepList = (await recent(sam)).customers
      .find((c) => c.customerId === blueDoorId)!
      .changes.filter((c) => c.productId === change.productId)
    expect(onRepList).toEqual([
      expect.objectContaining({ id: change.id, oldPrice: change.oldPrice, newPrice: change.newPrice }),
    ])
  })

  it('a malformed change id answers 400 with its code', async () => {
    for (const id of ['nope', `${blueDoorId}`, `${blueDoorId}-not-a-uuid`]) {
      expect(await blueDoor.request('POST', `/api/price-changes/${id}/dismiss`)).toMatchObject({
        status: 400,
        body: { code: 'INVALID_PRICE_CHANGE_ID' },
      })
    }
  })
})
