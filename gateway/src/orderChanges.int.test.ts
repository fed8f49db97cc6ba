import { describe, expect, it } from 'vitest'
import { STAFF_AND_CUSTOMERS, testStackWith } from './testing/stack.ts'

// Issue 36 through the gateway: a change and a cancel written, then read back from the orders
// read model, on a real database with both services.
interface OrderRow {
  id: number
  version: number
  cancelled: boolean
  cancelledBy: string | null
  changedBy: string | null
  totalPrice: number
  OrderItems: { productId: string; quantity: number; price: number }[]
}

const { users } = testStackWith(STAFF_AND_CUSTOMERS)
const { sam, priya, blueDoor, greenleaf } = users

const butter = (quantity: number) => ({ productId: 'DRY-BUT-UNS', quantity, quantityType: 'case' })
const basil = { productId: 'PRD-HRB-BAS', quantity: 3, quantityType: 'pack' }

describe('changing and cancelling an order, read back', () => {
  it('the lists and the detail follow the change; a second device with the old version is refused', async () => {
    const placed = await blueDoor.client.request<{ id: number }>('POST', '/api/orders', {
      items: [butter(1)],
    })
    expect(placed.status).toBe(201)
    const path = `/api/orders/${placed.body.id}`
    const changed = await blueDoor.client.request('PUT', path, { items: [butter(2), basil], version: 0 })
    expect(changed).toMatchObject({ status: 200, body: { version: 1, totalPrice: 283.17 } })
    const order = await blueDoor.client.get<OrderRow>(path)
    expect(order.body).toMatchObject({ version: 1, cancelled: false, totalPrice: 283.17 })
    expect(order.body.OrderItems.map((i) => [i.productId, i.quantity, i.price])).toEqual([
      ['DRY-BUT-UNS', 2, 3.82],
      ['PRD-HRB-BAS', 3, 2.71],
    ])
    // The phone still showing version 0 cannot overwrite the lines the laptop just saved.
    expect(await blueDoor.client.request('PUT', path, { items: [butter(5)], version: 0 })).toMatchObject({
      status: 409,
      body: { code: 'STALE' },
    })
    // Another customer and another rep are told nothing exists.
    expect((await greenleaf.client.request('PUT', path, { items: [butter(5)] })).status).toBe(404)
    expect((await priya.client.request('POST', `${path}/cancel`, {})).status).toBe(404)
  })

  it('a cancelled order stays in the customer’s history, flagged, with who cancelled it', async () => {
    const placed = await blueDoor.client.request<{ id: number }>('POST', '/api/orders', {
      items: [butter(1)],
    })
    const cancel = await sam.client.request('POST', `/api/orders/${placed.body.id}/cancel`, {
      reason: 'Duplicate',
    })
    expect(cancel).toMatchObject({ status: 200, body: { cancelled: true } })
    blueDoor.client.consistencyToken = sam.client.consistencyToken
    const history = await blueDoor.client.get<{ rows: OrderRow[] }>(
      `/api/orders/customer/${blueDoor.id}?limit=100`,
    )
    expect(history.body.rows.find((r) => r.id === placed.body.id)).toMatchObject({
      cancelled: true,
      cancelledBy: 'Sam Reyes',
    })
  })
})
