import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { type TestClient, testStackWith } from './testing/stack.ts'

// The orders list's export (issue 26): every order of the list's filter, streamed.
const { users } = testStackWith(['admin', 'sam', 'blueDoor', 'auditor'])

const HEADER = [
  'Order',
  'Placed',
  'Customer account',
  'Customer',
  'Sales rep',
  'Delivery date',
  'Status',
  'Items',
  'Estimate',
  'Final total',
]

interface OrderList {
  count: number
  rows: { id: number; Customer: { accountNumber: string } }[]
}

/** The records of an orders CSV, its header checked. */
async function exported(client: TestClient, query: string): Promise<string[][]> {
  const file = await client.download(`/api/exports/orders.csv${query}`)
  expect(file.status).toBe(200)
  const text = file.bytes.toString('utf8')
  expect(text.startsWith('\uFEFF')).toBe(true)
  const parsed = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true })
  expect(parsed.errors).toEqual([])
  const [header, ...rows] = parsed.data
  expect(header).toEqual(HEADER)
  return rows
}

describe('the orders export', () => {
  it('holds every order of the filter, as many as the list counts, in the list order', async () => {
    const { admin, blueDoor } = users
    const account = (await admin.client.get<{ accountNumber: string }>(`/api/customers/${blueDoor.id}`)).body
      .accountNumber
    for (const query of ['', `?search=${account}`, `?search=${account}&fulfilled=false`, '?fulfilled=true']) {
      const list = await admin.client.get<OrderList>(`/api/orders${query}${query ? '&' : '?'}limit=100`)
      const rows = await exported(admin.client, query)
      expect(rows, query).toHaveLength(list.body.count)
      expect(
        rows.slice(0, 100).map((r) => Number(r[0])),
        query,
      ).toEqual(list.body.rows.map((o) => o.id))
    }
    const blueDoors = await exported(admin.client, `?search=${account}&fulfilled=false`)
    expect(blueDoors.length).toBeGreaterThan(0)
    expect(blueDoors.every((r) => r[2] === account && r[6] === 'pending' && r[9] === '')).toBe(true)
    // Another sort, read by key across the whole list: the same orders in the screen's order.
    for (const sort of ['sortField=customer&sortOrder=ASC', 'sortField=deliveryDate&sortOrder=DESC']) {
      const list = await admin.client.get<OrderList>(`/api/orders?${sort}&limit=100`)
      const rows = await exported(admin.client, `?${sort}`)
      expect(
        rows.slice(0, 100).map((r) => Number(r[0])),
        sort,
      ).toEqual(list.body.rows.map((o) => o.id))
      expect(new Set(rows.map((r) => r[0])).size).toBe(list.body.count)
    }
  })

  it('writes an order as the list shows it, with its final total once fulfilled', async () => {
    const { blueDoor, sam, admin } = users
    const placed = await blueDoor.client.request<{ id: number }>('POST', '/api/orders', {
      items: [{ productId: 'DRY-BUT-UNS', quantity: 2, quantityType: 'case' }],
    })
    expect(placed.status).toBe(201)
    const id = String(placed.body.id)
    admin.client.consistencyToken = blueDoor.client.consistencyToken
    const before = (await exported(admin.client, `?search=${id}`)).find((r) => r[0] === id)!
    expect(before[1]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    expect(before.slice(4, 10)).toEqual(['Sam Reyes', '', 'pending', '1', '275.04', ''])
    sam.client.consistencyToken = blueDoor.client.consistencyToken
    const done = await sam.client.request('PATCH', `/api/orders/${id}/fulfill`, {
      shipped: [{ productId: 'DRY-BUT-UNS', quantity: 1 }],
    })
    expect(done.status).toBe(200)
    admin.client.consistencyToken = sam.client.consistencyToken
    const after = (await exported(admin.client, `?search=${id}`)).find((r) => r[0] === id)!
    expect(after.slice(6, 10)).toEqual(['short', '1', '275.04', '137.52'])
  })

  it('gives a rep its own customers’ orders, an auditor all, a customer none', async () => {
    const { admin, sam, auditor, blueDoor } = users
    const samsList = await sam.client.get<OrderList>('/api/orders?limit=1')
    const samsRows = await exported(sam.client, '')
    expect(samsRows).toHaveLength(samsList.body.count)
    expect(samsRows.every((r) => r[4] === 'Sam Reyes')).toBe(true)
    const all = await admin.client.get<OrderList>('/api/orders?limit=1')
    expect(all.body.count).toBeGreaterThan(samsList.body.count)
    expect(await exported(auditor.client, '')).toHaveLength(all.body.count)
    const mine = await admin.client.get<OrderList>('/api/orders?limit=1&scope=mine')
    expect(await exported(admin.client, '?scope=mine')).toHaveLength(mine.body.count)

    const xlsx = await auditor.client.download('/api/exports/orders.xlsx?fulfilled=false')
    expect(xlsx.status).toBe(200)
    expect(xlsx.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    expect(xlsx.disposition).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.xlsx"$/)
    expect(xlsx.bytes.subarray(0, 2).toString('latin1')).toBe('PK')
    expect((await blueDoor.client.download('/api/exports/orders.csv')).status).toBe(403)
    expect((await blueDoor.client.download('/api/exports/orders.xlsx')).status).toBe(403)
    expect((await sam.client.download('/api/exports/orders.csv?scope=all')).status).toBe(403)
    expect(
      (await admin.client.download('/api/exports/orders.csv?deliveryFrom=2026-02-01&deliveryTo=2026-01-01'))
        .status,
    ).toBe(400)
  })
})
