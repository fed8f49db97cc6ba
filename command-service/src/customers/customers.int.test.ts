import { describe, expect, it } from 'vitest'
import { given, newEvent, people, useSliceSpec } from '../shared/sliceSpec.ts'

const { admin, rep, otherRep, customer } = people

const spec = useSliceSpec(async () => {
  await spec.givenAccounts(admin, rep, otherRep, customer)
  await spec.given('product-LEM', given.product('LEM', 500))
  await spec.given('product-OIL', given.product('OIL', 900))
  await spec.givenCustomer(
    { customerId: 950, businessName: 'Blue Door', accountNumber: 'BD-1', salesUserId: rep.id },
    { LEM: 450 },
  )
})

describe('customers slice: given streams, a request, the new events', () => {
  it('a negotiated price change is one CustomerProductPriced with the old and new price', async () => {
    const answer = await spec.request(rep, 'PUT', '/api/customers/950', {
      products: [
        { productId: 'LEM', price: 4.25 },
        { productId: 'OIL', price: 8 },
      ],
    })
    expect(answer.status).toBe(200)
    expect(spec.newEvents()).toEqual([
      newEvent.priced(950, 'LEM', 450, 425),
      newEvent.priced(950, 'OIL', null, 800),
    ])
  })

  it('a price for a product the catalogue does not hold is refused and writes nothing', async () => {
    const answer = await spec.request(rep, 'PUT', '/api/customers/950', {
      products: [{ productId: 'GONE', price: 1 }],
    })
    expect(answer).toMatchObject({ status: 400, body: { code: 'PRODUCT_NOT_FOUND' } })
    expect(spec.newEvents()).toEqual([])
  })

  it("another rep's customer answers 404 and writes nothing", async () => {
    const answer = await spec.request(otherRep, 'PUT', '/api/customers/950', { businessName: 'Mine now' })
    expect(answer.status).toBe(404)
    expect(spec.newEvents()).toEqual([])
  })

  it('opening a customer claims its email and account number, then registers login and customer', async () => {
    const answer = await spec.request<{ customer: { id: number } }>(rep, 'POST', '/api/customers', {
      businessName: 'Corner Deli',
      accountNumber: 'cd-7',
      firstName: 'Ana',
      lastName: 'Diaz',
      email: 'ana@cornerdeli.test',
      phone: '3125550123',
      products: [{ productId: 'OIL', price: 8.5 }],
    })
    expect(answer.status).toBe(201)
    const id = answer.body.customer.id
    expect(spec.newAppends().map((events) => events.map((e) => [e.stream, e.type]))).toEqual([
      [
        ['email-ana@cornerdeli.test', 'EmailReserved'],
        [`user-${id}`, 'UserRegistered'],
        ['account-number-CD-7', 'AccountNumberReserved'],
        [`customer-${id}`, 'CustomerRegistered'],
        [`customer-${id}`, 'CustomerProductPriced'],
      ],
    ])
  })

  it('a taken account number is refused before anything is written', async () => {
    await spec.given('account-number-TAKEN-1', {
      type: 'AccountNumberReserved',
      data: { accountNumber: 'TAKEN-1', customerId: 950 },
    })
    const answer = await spec.request(admin, 'POST', '/api/customers', {
      businessName: 'Late Comer',
      accountNumber: 'taken-1',
      firstName: 'Lee',
      lastName: 'Late',
      email: 'lee@late.test',
      phone: '3125550124',
      salesUserId: rep.id,
    })
    expect(answer).toMatchObject({ status: 409, body: { code: 'ACCOUNT_NUMBER_TAKEN' } })
    expect(spec.newEvents()).toEqual([])
  })

  it('deleting a customer ends its login and frees its email and account number', async () => {
    await spec.given('email-user950@provender.test', given.emailOf(950))
    await spec.given('account-number-BD-1', {
      type: 'AccountNumberReserved',
      data: { accountNumber: 'BD-1', customerId: 950 },
    })
    const answer = await spec.request(admin, 'DELETE', '/api/customers/950')
    expect(answer.status).toBe(200)
    expect(spec.newAppends().map((events) => events.map((e) => [e.stream, e.type]))).toEqual([
      [
        ['customer-950', 'CustomerDeleted'],
        ['user-950', 'UserDeleted'],
        ['email-user950@provender.test', 'EmailReleased'],
        ['account-number-BD-1', 'AccountNumberReleased'],
      ],
    ])
  })
})
