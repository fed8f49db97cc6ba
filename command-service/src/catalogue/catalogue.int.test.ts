import { describe, expect, it } from 'vitest'
import { people, useSliceSpec } from '../shared/sliceSpec.ts'

const { rep, customer } = people

const spec = useSliceSpec(async () => {
  await spec.givenAccounts(rep, customer)
})

const oil = {
  id: 'OIL',
  name: 'Olive oil',
  description: '',
  unitType: 'quantity',
  packsPerCase: 6,
  price: 9,
  categoryId: null,
}

describe('catalogue slice: given streams, a request, the new events', () => {
  it('a category claims its name, then is created; a rename moves the claim', async () => {
    const created = await spec.request<{ id: number }>(rep, 'POST', '/api/categories', { name: 'Pantry' })
    expect(created.status).toBe(201)
    const id = created.body.id
    expect(spec.newAppends()).toEqual([
      [
        {
          stream: 'categoryname-pantry',
          type: 'CategoryNameReserved',
          data: { name: 'Pantry', categoryId: id },
        },
        { stream: `category-${id}`, type: 'CategoryCreated', data: { categoryId: id, name: 'Pantry' } },
      ],
    ])
    expect((await spec.request(rep, 'PUT', `/api/categories/${id}`, { name: 'Dry goods' })).status).toBe(200)
    expect(spec.newAppends().map((events) => events.map((e) => [e.stream, e.type]))).toEqual([
      [
        ['categoryname-dry goods', 'CategoryNameReserved'],
        [`category-${id}`, 'CategoryRenamed'],
        ['categoryname-pantry', 'CategoryNameReleased'],
      ],
    ])
  })

  it('a taken name is refused and nothing is claimed', async () => {
    const answer = await spec.request(rep, 'POST', '/api/categories', { name: '  dry   GOODS ' })
    expect(answer).toMatchObject({ status: 409, body: { code: 'CATEGORY_NAME_TAKEN' } })
    expect(spec.newEvents()).toEqual([])
  })

  it('a product is created in cents, and its id stays taken after deletion', async () => {
    expect((await spec.request(rep, 'POST', '/api/products', oil)).status).toBe(201)
    expect(spec.newEvents()).toEqual([
      {
        stream: 'product-OIL',
        type: 'ProductCreated',
        data: {
          productId: 'OIL',
          name: 'Olive oil',
          description: '',
          unitType: 'quantity',
          packsPerCase: 6,
          priceCents: 900,
          categoryId: null,
        },
      },
    ])
    expect((await spec.request(rep, 'DELETE', '/api/products/OIL')).status).toBe(200)
    expect(spec.newEvents()).toEqual([
      { stream: 'product-OIL', type: 'ProductDeleted', data: { productId: 'OIL', name: 'Olive oil' } },
    ])
    expect(await spec.request(rep, 'POST', '/api/products', oil)).toMatchObject({
      status: 409,
      body: { code: 'PRODUCT_ID_TAKEN' },
    })
    expect(spec.newEvents()).toEqual([])
  })

  it('customers cannot change the catalogue', async () => {
    expect((await spec.request(customer, 'POST', '/api/categories', { name: 'Mine' })).status).toBe(403)
    expect(spec.newEvents()).toEqual([])
  })
})
