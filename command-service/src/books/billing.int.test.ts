import { describe, expect, it } from 'vitest'
import { given, givenBlueDoor, people, useSliceSpec } from '../shared/sliceSpec.ts'
import { billingRequest, dockStreet } from './books.testing.ts'

const { admin, rep, otherRep, auditor, customer } = people

const spec = useSliceSpec(async () => {
  await givenBlueDoor(spec)
  await spec.given('product-NAP', given.product('NAP', 300, 'Napkins'))
})

const address = dockStreet
const profile = billingRequest

describe('PUT /api/customers/:id/billing', () => {
  it('the owning rep sets the profile: one CustomerBillingSet in cents, answered as docs/books.md shows', async () => {
    const answer = await spec.request(rep, 'PUT', '/api/customers/950/billing', profile)
    expect(answer).toEqual({
      status: 200,
      body: {
        customerId: 950,
        ...profile,
        termsLabel: 'Net 30',
        updatedAt: spec.clock.now.toISOString(),
      },
    })
    expect(spec.newEvents()).toEqual([
      {
        stream: 'billing-950',
        type: 'CustomerBillingSet',
        data: {
          customerId: 950,
          billTo: address,
          shipTos: [{ shipToId: 'main', label: 'Kitchen door', address, taxRateMilliPercent: 5500 }],
          terms: { kind: 'net', days: 30 },
          taxExemptCertificate: null,
          creditLimitCents: 500_000,
        },
      },
    ])
  })

  it('the same profile again appends nothing and answers when it was set', async () => {
    const setAt = spec.clock.now.toISOString()
    spec.clock.now = new Date(spec.clock.now.getTime() + 60_000)
    const answer = await spec.request(admin, 'PUT', '/api/customers/950/billing', profile)
    expect(answer.body).toMatchObject({ updatedAt: setAt })
    expect(spec.newEvents()).toEqual([])
  })

  it.each([
    ['another rep', otherRep, '/api/customers/950/billing', 404],
    ['a rep naming a __proto__ id', rep, '/api/customers/__proto__/billing', 404],
    ['a rep naming a customer that is not there', rep, '/api/customers/951/billing', 404],
    ['an auditor', auditor, '/api/customers/950/billing', 403],
    ['the customer itself', customer, '/api/customers/950/billing', 403],
  ])('%s is refused (%s) and nothing is written', async (_who, as, path, status) => {
    const answer = await spec.request(as, 'PUT', path, profile)
    expect(answer.status).toBe(status)
    if (status === 404) expect(answer.body).toMatchObject({ error: 'Customer not found.' })
    expect(spec.newEvents()).toEqual([])
  })

  it('a bad body is a 400 with its reason, never a 500', async () => {
    for (const body of [
      null,
      [],
      'text',
      { ...profile, shipTos: [profile.shipTos[0], profile.shipTos[0]] },
    ]) {
      const answer = await spec.request(admin, 'PUT', '/api/customers/950/billing', body)
      expect(answer.status).toBe(400)
    }
    expect(spec.newEvents()).toEqual([])
  })
})

describe('products: taxable (issue 37)', () => {
  it('an edit may make a product taxable; left out, it keeps its say', async () => {
    const product = { name: 'Napkins', description: '', unitType: 'quantity', packsPerCase: 6, price: 3 }
    const taxed = await spec.request(admin, 'PUT', '/api/products/NAP', { ...product, taxable: true })
    expect(taxed.body).toMatchObject({ taxable: true })
    expect(spec.newEvents()).toMatchObject([{ type: 'ProductUpdated', data: { after: { taxable: true } } }])
    const kept = await spec.request(admin, 'PUT', '/api/products/NAP', { ...product, price: 3.25 })
    expect(kept.body).toMatchObject({ taxable: true, price: 3.25 })
    const untaxed = await spec.request(admin, 'PUT', '/api/products/NAP', { ...product, taxable: false })
    expect(untaxed.body).toMatchObject({ taxable: false })
    const bad = await spec.request(admin, 'PUT', '/api/products/NAP', { ...product, taxable: 'yes' })
    expect(bad).toMatchObject({ status: 400 })
  })
})
