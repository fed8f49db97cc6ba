import { describe, expect, it } from 'vitest'
import { fulfillOrderPath, orderPath, ordersListQuery, ordersListResult } from './ordersMapping.ts'
import type { Order } from './orderTypes.ts'

describe('ordersListQuery', () => {
  it('turns a 1-based react-admin page into the offset of spec 9', () => {
    expect(ordersListQuery({ pagination: { page: 1, perPage: 10 } })).toMatchObject({ limit: 10, offset: 0 })
    expect(ordersListQuery({ pagination: { page: 3, perPage: 25 } })).toMatchObject({ limit: 25, offset: 50 })
  })

  it('passes the tab, search and scope filters', () => {
    const query = ordersListQuery({
      pagination: { page: 2, perPage: 50 },
      sort: { field: 'customer', order: 'ASC' },
      filter: { fulfilled: true, q: '  bistro ', scope: 'mine' },
    })
    expect(query).toEqual({
      limit: 50,
      offset: 50,
      fulfilled: true,
      search: 'bistro',
      sortField: 'customer',
      sortOrder: 'ASC',
      scope: 'mine',
    })
  })

  it('sends fulfilled=false for the Current Orders tab', () => {
    expect(ordersListQuery({ filter: { fulfilled: false } }).fulfilled).toBe(false)
  })

  it('defaults to newest first, first page of 10, no search or scope', () => {
    expect(ordersListQuery({ filter: { q: '   ' } })).toEqual({
      limit: 10,
      offset: 0,
      sortField: 'createdAt',
      sortOrder: 'DESC',
    })
  })

  it('accepts each documented sort field and falls back for others', () => {
    for (const field of ['createdAt', 'id', 'customer', 'salesRep']) {
      expect(ordersListQuery({ sort: { field, order: 'asc' } })).toMatchObject({
        sortField: field,
        sortOrder: 'ASC',
      })
    }
    expect(ordersListQuery({ sort: { field: 'Customer.businessName', order: 'sideways' } })).toMatchObject({
      sortField: 'createdAt',
      sortOrder: 'DESC',
    })
  })

  it('passes a delivery date, "none" or a span of dates, and drops anything else', () => {
    expect(ordersListQuery({ filter: { deliveryDate: '2026-12-01' } })).toMatchObject({
      deliveryDate: '2026-12-01',
    })
    expect(ordersListQuery({ filter: { deliveryDate: 'none' } })).toMatchObject({ deliveryDate: 'none' })
    expect(
      ordersListQuery({ filter: { deliveryFrom: '2026-12-24', deliveryTo: '2026-12-26' } }),
    ).toMatchObject({ deliveryFrom: '2026-12-24', deliveryTo: '2026-12-26' })
    const odd = ordersListQuery({
      filter: { deliveryDate: 'today', deliveryFrom: '', deliveryChoice: 'date' },
    })
    expect(odd).not.toHaveProperty('deliveryDate')
    expect(odd).not.toHaveProperty('deliveryFrom')
    expect(odd).not.toHaveProperty('deliveryChoice')
    expect(ordersListQuery({ sort: { field: 'deliveryDate', order: 'ASC' } }).sortField).toBe('deliveryDate')
  })

  it('drops a scope the API does not know', () => {
    expect(ordersListQuery({ filter: { scope: 'everyone' } })).not.toHaveProperty('scope')
  })
})

describe('ordersListResult', () => {
  it('maps { rows, count } to react-admin { data, total }', () => {
    const row = { id: 12 } as Order
    expect(ordersListResult({ rows: [row], count: 31 })).toEqual({ data: [row], total: 31 })
  })
})

describe('order paths', () => {
  it('addresses one order and its fulfil action', () => {
    expect(orderPath(12)).toBe('/api/orders/12')
    expect(fulfillOrderPath('12')).toBe('/api/orders/12/fulfill')
  })
})
