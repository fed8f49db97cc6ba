import { describe, expect, it } from 'vitest'
import { given, givenBlueDoor, people, useSliceSpec } from '../shared/sliceSpec.ts'

const { admin, rep, auditor, customer } = people

const spec = useSliceSpec(async () => {
  await givenBlueDoor(spec)
  await spec.given('product-CREAM', given.product('CREAM', 4308, 'Heavy cream'))
  await spec.given('product-HALF', given.product('HALF', 3200, 'Half and half'))
})

const put = (as: (typeof people)[keyof typeof people], id: string, body: unknown) =>
  spec.request<{ error?: string; substitutes?: string[] }>(as, 'PUT', `/api/products/${id}/substitutes`, body)

describe('PUT /api/products/{id}/substitutes: given products, a request, the new events', () => {
  it('staff name substitutes in order; the answer is the list', async () => {
    expect(await put(admin, 'CREAM', { substitutes: ['HALF', 'OIL'] })).toMatchObject({
      status: 200,
      body: { id: 'CREAM', substitutes: ['HALF', 'OIL'] },
    })
    expect(spec.newEvents()).toEqual([
      {
        stream: 'product-CREAM',
        type: 'ProductSubstitutesSet',
        data: { productId: 'CREAM', substitutes: ['HALF', 'OIL'] },
      },
    ])
    expect((await put(rep, 'CREAM', { substitutes: ['HALF'] })).status).toBe(200)
    expect(spec.newEvents().map((e) => e.type)).toEqual(['ProductSubstitutesSet'])
  })

  it('the auditor and customers may not', async () => {
    expect((await put(auditor, 'CREAM', { substitutes: [] })).status).toBe(403)
    expect((await put(customer, 'CREAM', { substitutes: [] })).status).toBe(403)
    expect(spec.newEvents()).toEqual([])
  })

  it('bad input answers 400, an unknown product 404, an unknown substitute 409; nothing is appended', async () => {
    for (const body of [{}, { substitutes: 'HALF' }, { substitutes: [1] }, { substitutes: ['a b'] }, null]) {
      expect((await put(admin, 'CREAM', body)).status).toBe(400)
    }
    expect(await put(admin, 'CREAM', { substitutes: ['HALF', 'HALF'] })).toMatchObject({
      status: 400,
      body: { error: 'Name each substitute once.' },
    })
    expect(await put(admin, 'CREAM', { substitutes: ['CREAM'] })).toMatchObject({ status: 400 })
    expect(await put(admin, 'NOPE', { substitutes: ['HALF'] })).toMatchObject({ status: 404 })
    expect(await put(admin, '__proto__', { substitutes: ['HALF'] })).toMatchObject({ status: 404 })
    expect(await put(admin, 'CREAM', { substitutes: ['__proto__'] })).toMatchObject({
      status: 409,
      body: { error: 'No such product: __proto__. Choose existing products as substitutes.' },
    })
    expect(spec.newEvents()).toEqual([])
  })
})
