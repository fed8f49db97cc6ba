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
    await expect(dataProvider.getList('invoices', {})).rejects.toThrow('No API mapping')
  })
})
