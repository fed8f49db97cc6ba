// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { dataProvider } from './dataProvider.ts'

function answer(body: unknown, status = 200) {
  return vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }))
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('dataProvider over the API', () => {
  it('lists orders with the mapped query and answers { data, total }', async () => {
    const fetchMock = answer({ rows: [{ id: 5 }], count: 11 })
    vi.stubGlobal('fetch', fetchMock)
    const result = await dataProvider.getList('orders', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: { fulfilled: false, q: 'deli' },
    })
    expect(result).toEqual({ data: [{ id: 5 }], total: 11 })
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://x')
    expect(url.pathname).toBe('/api/orders')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      limit: '10',
      offset: '10',
      fulfilled: 'false',
      search: 'deli',
      sortField: 'id',
      sortOrder: 'ASC',
    })
  })

  it('reads one order', async () => {
    const fetchMock = answer({ id: 7, OrderItems: [] })
    vi.stubGlobal('fetch', fetchMock)
    await expect(dataProvider.getOne('orders', { id: 7 })).resolves.toEqual({
      data: { id: 7, OrderItems: [] },
    })
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/orders/7')
  })

  it('fulfils an order with PATCH and the write header', async () => {
    const fetchMock = answer({ id: 7, fulfilled: true })
    vi.stubGlobal('fetch', fetchMock)
    await expect(dataProvider.fulfillOrder(7)).resolves.toEqual({ data: { id: 7, fulfilled: true } })
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/orders/7/fulfill')
    expect(init?.method).toBe('PATCH')
    expect(new Headers(init?.headers).get('X-Requested-With')).toBeTruthy()
  })

  it("rejects with the server's error text", async () => {
    vi.stubGlobal('fetch', answer({ error: 'Order not found' }, 404))
    await expect(dataProvider.getOne('orders', { id: 99 })).rejects.toThrow('Order not found')
  })

  it('refuses resources it has no mapping for', async () => {
    await expect(dataProvider.getList('credit-memos', {})).rejects.toThrow('No API mapping')
  })
})

describe('dataProvider writes', () => {
  it('creates a customer with POST and reads the record out of { customer }', async () => {
    const fetchMock = answer({ customer: { id: 9, businessName: 'New' } }, 201)
    vi.stubGlobal('fetch', fetchMock)
    const result = await dataProvider.create('customers', {
      data: { businessName: 'New', phone: '(312) 555-0100', products: [] },
    })
    expect(result.data).toMatchObject({ id: 9, businessName: 'New' })
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/customers')
    expect(init?.method).toBe('POST')
    expect(JSON.parse(String(init?.body))).toEqual({ businessName: 'New', phone: '3125550100', products: [] })
  })

  it('updates a product with PUT at its id', async () => {
    const fetchMock = answer({ id: 'A-1', name: 'Renamed' })
    vi.stubGlobal('fetch', fetchMock)
    await dataProvider.update('products', {
      id: 'A-1',
      data: { name: 'Renamed', unitType: 'weight', price: 2 },
      previousData: { id: 'A-1' },
    })
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/products/A-1')
    expect(init?.method).toBe('PUT')
    expect(JSON.parse(String(init?.body))).toMatchObject({ id: 'A-1', name: 'Renamed', packsPerCase: null })
  })

  it('deletes a sales user with the reassign target and answers the removed record', async () => {
    const fetchMock = answer({ message: 'Sales user deleted and customers reassigned.' })
    vi.stubGlobal('fetch', fetchMock)
    const result = await dataProvider.delete('sales-users', {
      id: 5,
      previousData: { id: 5, firstName: 'Sam' },
      meta: { reassignSalesUserId: 3 },
    })
    expect(result.data).toEqual({ id: 5, firstName: 'Sam' })
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/users/5?reassignSalesUserId=3')
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('DELETE')
  })

  it('transfers a customer and resets passwords with the spec’s methods', async () => {
    const fetchMock = answer({ message: 'ok' })
    vi.stubGlobal('fetch', fetchMock)
    await dataProvider.transferCustomer(4, 3)
    await dataProvider.resetCustomerPassword(4)
    await dataProvider.resetStaffPassword(2)
    const calls = fetchMock.mock.calls.map(([url, init]) => [url, init?.method, init?.body])
    expect(calls).toEqual([
      ['/api/customers/4/transfer', 'PUT', JSON.stringify({ newSalesUserId: 3 })],
      ['/api/account/4/reset-password', 'PUT', undefined],
      ['/api/account/2/reset-password', 'POST', undefined],
    ])
  })

  it("changes a standing order's lines and how often with PUT at its id", async () => {
    const fetchMock = answer({ id: 'so 1', everyWeeks: 2 })
    vi.stubGlobal('fetch', fetchMock)
    const items = [{ productId: 'OIL', quantity: 3, quantityType: 'case' as const }]
    await expect(dataProvider.editStanding('so 1', { items, everyWeeks: 2 })).resolves.toEqual({
      id: 'so 1',
      everyWeeks: 2,
    })
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/standing-orders/so%201')
    expect(init?.method).toBe('PUT')
    expect(JSON.parse(String(init?.body))).toEqual({ items, everyWeeks: 2 })
  })

  it('refuses a write the API does not offer for a resource', async () => {
    await expect(dataProvider.create('orders', { data: {} })).rejects.toThrow('no create')
  })
})
