import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { answer, documentRoutes, itemRoutes } from './routeDoc.ts'

const params = z.object({ id: z.string() })
const product = itemRoutes('/api/products/:id', params, 'Product not found.')

describe('answer', () => {
  it('is the one successful answer, with a body schema or none', () => {
    const schema = z.object({ id: z.string() })
    expect(answer(201, 'Added.', schema)).toEqual({ 201: { description: 'Added.', schema } })
    expect(answer(204, 'Removed.')).toEqual({ 204: { description: 'Removed.' } })
  })
})

describe('itemRoutes', () => {
  it('gives a route the item’s path, path values and 404', () => {
    expect(product({ method: 'delete', summary: 'Delete', responses: answer(204, 'Deleted.') })).toEqual({
      method: 'delete',
      path: '/api/products/:id',
      params,
      summary: 'Delete',
      responses: { 204: { description: 'Deleted.' } },
      errors: { 404: 'Product not found.' },
    })
  })

  it('keeps a route’s own path, path values and errors, its 404 over the item’s', () => {
    const own = z.object({ id: z.string(), date: z.string() })
    const route = product({
      method: 'post',
      path: '/api/products/:id/prices/:date',
      params: own,
      summary: 'Price on a date',
      responses: answer(200, 'Priced.'),
      errors: { 404: 'No such date.', 409: 'Taken.' },
    })
    expect(route).toMatchObject({ path: '/api/products/:id/prices/:date', params: own })
    expect(route.errors).toEqual({ 404: 'No such date.', 409: 'Taken.' })
  })

  it('leaves the tag and access to the slice', () => {
    const [route] = documentRoutes({ tag: 'Catalogue', access: ['admin'] }, [
      product({ method: 'put', summary: 'Edit', responses: answer(200, 'Edited.') }),
    ])
    expect(route).toMatchObject({ tag: 'Catalogue', access: ['admin'], path: '/api/products/:id' })
  })
})
