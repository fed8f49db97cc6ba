import { describe, expect, it } from 'vitest'
import { categoriesListQuery, categoriesListResult, categoryBody } from './categoriesMapping.ts'
import { customerBody, customersListQuery, customersListResult } from './customersMapping.ts'
import { ordersListPath, ordersListQuery } from './ordersMapping.ts'
import { orderWindowBody } from './orderWindow.ts'
import {
  matchesAllWords,
  type Product,
  productBody,
  productsListQuery,
  productsListResult,
} from './productsMapping.ts'
import { resources } from './resources.ts'
import { deleteUserQuery, salesUserBody, usersListQuery, usersListResult } from './usersMapping.ts'

describe('customers mapping', () => {
  it('asks for a 1-based page, sorted by business name ascending by default', () => {
    expect(customersListQuery({})).toEqual({ page: 1, limit: 10, sortBy: 'businessName', order: 'ASC' })
  })
  it('passes page, size, a known sort, the search and the owner filter', () => {
    expect(
      customersListQuery({
        pagination: { page: 3, perPage: 25 },
        sort: { field: 'email', order: 'desc' },
        filter: { q: ' blue door ', salesUserId: 7, ignored: 'x' },
      }),
    ).toEqual({ page: 3, limit: 25, sortBy: 'email', order: 'DESC', search: 'blue door', salesUserId: 7 })
  })
  it('falls back to the default sort for a field the API does not sort by', () => {
    expect(customersListQuery({ sort: { field: 'phone', order: 'DESC' } })).toMatchObject({
      sortBy: 'businessName',
      order: 'ASC',
    })
  })
  it('reads { customers, totalCount }', () => {
    expect(customersListResult({ customers: [{ id: 4 }], totalCount: 12 })).toEqual({
      data: [{ id: 4 }],
      total: 12,
    })
    expect(customersListResult(null)).toEqual({ data: [], total: 0 })
  })
  it('sends the phone as digits, product lines as { productId, price }, and the owner only when chosen', () => {
    expect(
      customerBody({
        businessName: 'Blue Door',
        accountNumber: 'BD-1',
        firstName: 'Maya',
        lastName: 'Chen',
        email: 'm@x.test',
        phone: '(312) 555-0200',
        products: [{ productId: 'A', price: 1.5, name: 'kept out' } as never],
        version: 3,
      }),
    ).toEqual({
      businessName: 'Blue Door',
      accountNumber: 'BD-1',
      firstName: 'Maya',
      lastName: 'Chen',
      email: 'm@x.test',
      phone: '3125550200',
      products: [{ productId: 'A', price: 1.5 }],
      version: 3,
    })
    expect(customerBody({ salesUserId: 2 })).toEqual({ salesUserId: 2 })
    expect(customerBody({ salesUserId: null })).toEqual({})
  })
})

const catalogue: Product[] = [
  {
    id: 'B',
    name: 'brioche buns',
    description: 'Soft',
    categoryId: 1,
    categoryName: 'Bakery',
    unitType: 'quantity',
    packsPerCase: 6,
    price: 7.4,
  },
  {
    id: 'C',
    name: 'Crème fraîche',
    description: 'Cultured',
    categoryId: 2,
    categoryName: 'Dairy',
    unitType: 'quantity',
    packsPerCase: 12,
    price: 3,
  },
  {
    id: 'A',
    name: 'Atlantic salmon',
    description: 'Skin-on fillet',
    categoryId: null,
    categoryName: null,
    unitType: 'weight',
    packsPerCase: null,
    price: 10.9,
  },
]

describe('products mapping (spec 2.9: searched, sorted and paged in the browser)', () => {
  it('asks for the whole catalogue once', () => {
    expect(productsListQuery()).toEqual({ page: 1, limit: 1000, sortBy: 'name', order: 'ASC' })
  })
  it('matches every typed word, ignoring case and accents', () => {
    expect(matchesAllWords('Crème fraîche Cultured', 'creme FRAICHE')).toBe(true)
    expect(matchesAllWords('Crème fraîche Cultured', 'crème butter')).toBe(false)
    expect(matchesAllWords('anything', '   ')).toBe(true)
  })
  it('sorts by name, case-insensitively, by default', () => {
    const { data, total } = productsListResult({ products: catalogue, total: 3 }, {})
    expect(data.map((p) => p.id)).toEqual(['A', 'B', 'C'])
    expect(total).toBe(3)
  })
  it('searches the name, id, description and category (Other for none)', () => {
    const names = (q: string) =>
      productsListResult({ products: catalogue }, { filter: { q } }).data.map((p) => p.id)
    expect(names('creme')).toEqual(['C'])
    expect(names('other salmon')).toEqual(['A'])
    expect(names('bakery soft')).toEqual(['B'])
  })
  it('pages what it found and reports the count found', () => {
    const result = productsListResult(
      { products: catalogue },
      { pagination: { page: 2, perPage: 2 }, sort: { field: 'price', order: 'DESC' } },
    )
    expect(result).toEqual({ data: [catalogue[1]], total: 3 })
  })
  it('sends packs per case only for quantity products', () => {
    expect(productBody({ ...catalogue[2], packsPerCase: 4 })).toMatchObject({
      unitType: 'weight',
      packsPerCase: null,
    })
    expect(productBody(catalogue[0] as Product)).toEqual({
      id: 'B',
      name: 'brioche buns',
      description: 'Soft',
      unitType: 'quantity',
      packsPerCase: 6,
      price: 7.4,
      categoryId: 1,
    })
  })
})

describe('categories mapping', () => {
  it('asks by name and reads { categories, total }', () => {
    expect(categoriesListQuery({ pagination: { page: 1, perPage: 1000 } })).toEqual({
      page: 1,
      limit: 1000,
      sortBy: 'name',
      order: 'ASC',
    })
    expect(categoriesListResult({ categories: [{ id: 1, name: 'Bakery' }], total: 1 })).toEqual({
      data: [{ id: 1, name: 'Bakery' }],
      total: 1,
    })
    expect(categoryBody({ name: '  Frozen ' })).toEqual({ name: 'Frozen' })
  })
})

describe('users mapping', () => {
  it('sorts by first name ascending by default and passes the role', () => {
    expect(usersListQuery({ filter: { role: 'sales' } })).toEqual({
      page: 1,
      limit: 10,
      sortBy: 'firstName',
      order: 'ASC',
      role: 'sales',
    })
  })
  it('reads { users, totalCount }', () => {
    expect(usersListResult({ users: [{ id: 2 }], totalCount: 5 })).toEqual({ data: [{ id: 2 }], total: 5 })
  })
  it('creates with role=sales and updates the contact fields only (spec 7)', () => {
    const user = {
      firstName: 'Sam',
      lastName: 'Reyes',
      email: 's@x.test',
      phone: '(312) 555-0101',
      role: 'admin',
    }
    expect(salesUserBody(user, true)).toEqual({
      firstName: 'Sam',
      lastName: 'Reyes',
      email: 's@x.test',
      phone: '3125550101',
      role: 'sales',
    })
    expect(salesUserBody(user, false)).not.toHaveProperty('role')
  })
  it('deletes with the reassign target', () => {
    expect(deleteUserQuery({ reassignSalesUserId: 3 })).toEqual({ reassignSalesUserId: 3 })
    expect(deleteUserQuery(undefined)).toEqual({})
  })
  it('lists only sales users for the sales-users resource', () => {
    expect(resources['sales-users']?.listQuery({})).toMatchObject({ role: 'sales' })
  })
  it('lists, searches and creates auditors on the same accounts API, with no reassign on delete', () => {
    const auditors = resources.auditors
    expect(auditors?.listPath).toBe('/api/users')
    expect(auditors?.listQuery({ filter: { q: ' iris ', role: 'sales' } })).toEqual({
      page: 1,
      limit: 10,
      sortBy: 'firstName',
      order: 'ASC',
      search: 'iris',
      role: 'auditor',
    })
    const contact = { firstName: 'Iris', lastName: 'Vale', email: 'i@x.test', phone: '(312) 555-0440' }
    expect(auditors?.createBody?.(contact)).toEqual({ ...contact, phone: '3125550440', role: 'auditor' })
    expect(auditors?.updateBody?.(contact)).not.toHaveProperty('role')
    expect(auditors?.deletePath?.(9)).toBe('/api/users/9')
    expect(auditors?.deleteQuery).toBeUndefined()
  })
})

describe('one customer’s orders (spec 2.7)', () => {
  it('go to /api/orders/customer/{id}, without scope', () => {
    const params = { filter: { customerId: 4, scope: 'all', fulfilled: true } }
    expect(ordersListPath(params)).toBe('/api/orders/customer/4')
    expect(ordersListQuery(params)).not.toHaveProperty('scope')
    expect(ordersListPath({ filter: { scope: 'mine' } })).toBe('/api/orders')
  })
})

describe('ordering window body (spec 7)', () => {
  it('sends only alwaysOpen when always open, else both times', () => {
    expect(orderWindowBody({ alwaysOpen: true, openTime: '06:00', closeTime: '21:00' })).toEqual({
      alwaysOpen: true,
    })
    expect(orderWindowBody({ alwaysOpen: false, openTime: '07:00', closeTime: '15:30' })).toEqual({
      alwaysOpen: false,
      openTime: '07:00',
      closeTime: '15:30',
    })
  })
})
