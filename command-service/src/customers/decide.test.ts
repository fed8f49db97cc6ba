import type { DomainEvent } from '@provender/events'
import { describe, expect, it } from 'vitest'
import { given, refusal } from '../shared/givenWhenThen.ts'
import { customerAggregate } from './customer.ts'
import { decideRegisterCustomer, decideSetProductLines, type RegisterCustomer } from './decide.ts'

const registration: RegisterCustomer = {
  customerId: 12,
  businessName: 'Blue Heron Bistro',
  accountNumber: 'BH-0012',
  salesUserId: 4,
}
const registered: DomainEvent = { type: 'CustomerRegistered', data: registration }
const deleted: DomainEvent = { type: 'CustomerDeleted', data: { customerId: 12 } }
const priced = (
  productId: string,
  newPriceCents: number,
  oldPriceCents: number | null = null,
): DomainEvent => ({
  type: 'CustomerProductPriced',
  data: { customerId: 12, productId, oldPriceCents, newPriceCents },
})
const favorite = (productId: string): DomainEvent => ({
  type: 'CustomerFavoriteAdded',
  data: { customerId: 12, productId },
})

describe('customer aggregate', () => {
  it('registration makes the customer active with its details', () => {
    expect(given(customerAggregate, registered)).toMatchObject({
      status: 'active',
      id: 12,
      businessName: 'Blue Heron Bistro',
      accountNumber: 'BH-0012',
      salesUserId: 4,
      prices: {},
      favorites: [],
    })
  })

  // The state holds exactly the fields of CustomerState, nothing copied in by accident.
  it('registration leaves no field outside CustomerState', () => {
    expect(given(customerAggregate, registered)).toEqual({
      status: 'active',
      id: 12,
      businessName: 'Blue Heron Bistro',
      accountNumber: 'BH-0012',
      salesUserId: 4,
      prices: {},
      favorites: [],
    })
  })

  it('a details update replaces business name and account number', () => {
    const state = given(customerAggregate, registered, {
      type: 'CustomerDetailsUpdated',
      data: {
        customerId: 12,
        before: { businessName: 'Blue Heron Bistro', accountNumber: 'BH-0012' },
        after: { businessName: 'Blue Heron Kitchen', accountNumber: 'BH-0013' },
      },
    })
    expect(state.businessName).toBe('Blue Heron Kitchen')
    expect(state.accountNumber).toBe('BH-0013')
  })

  it('a price is set, then changed', () => {
    expect(given(customerAggregate, registered, priced('BEEF-01', 1265)).prices).toEqual({ 'BEEF-01': 1265 })
    expect(
      given(customerAggregate, registered, priced('BEEF-01', 1265), priced('BEEF-01', 1199, 1265)).prices,
    ).toEqual({ 'BEEF-01': 1199 })
  })

  it('removing a product drops its price and its favourite, and keeps the others', () => {
    const state = given(
      customerAggregate,
      registered,
      priced('BEEF-01', 1265),
      priced('EGGS-30', 450),
      favorite('BEEF-01'),
      favorite('EGGS-30'),
      { type: 'CustomerProductRemoved', data: { customerId: 12, productId: 'BEEF-01', oldPriceCents: 1265 } },
    )
    expect(state.prices).toEqual({ 'EGGS-30': 450 })
    expect(state.favorites).toEqual(['EGGS-30'])
  })

  it('a transfer changes the owning sales rep', () => {
    const state = given(customerAggregate, registered, {
      type: 'CustomerTransferred',
      data: { customerId: 12, fromSalesUserId: 4, toSalesUserId: 9, reason: 'transfer' },
    })
    expect(state.salesUserId).toBe(9)
  })

  it('favourites are added and removed', () => {
    expect(given(customerAggregate, registered, favorite('BEEF-01'), favorite('EGGS-30')).favorites).toEqual([
      'BEEF-01',
      'EGGS-30',
    ])
    expect(
      given(customerAggregate, registered, favorite('BEEF-01'), favorite('EGGS-30'), {
        type: 'CustomerFavoriteRemoved',
        data: { customerId: 12, productId: 'BEEF-01' },
      }).favorites,
    ).toEqual(['EGGS-30'])
  })

  it('deletion marks the customer deleted', () => {
    expect(given(customerAggregate, registered, deleted).status).toBe('deleted')
  })

  it('ignores events of other streams', () => {
    const state = given(customerAggregate, registered)
    expect(
      customerAggregate.evolve(state, { type: 'OrderFulfilled', data: { orderId: 1, fulfilledBy: 2 } }),
    ).toBe(state)
  })
})

describe('register customer', () => {
  it('a new customer is registered', () => {
    expect(decideRegisterCustomer(registration, given(customerAggregate))).toEqual([registered])
  })

  it.each([
    ['exists', given(customerAggregate, registered)],
    ['was deleted', given(customerAggregate, registered, deleted)],
  ])('refuses a customer that %s', (_case, state) => {
    expect(refusal(() => decideRegisterCustomer(registration, state))).toEqual({
      kind: 'conflict',
      message: 'That customer already exists.',
      code: undefined,
      issues: [],
    })
  })
})

describe('set product lines', () => {
  const withPrices = given(customerAggregate, registered, priced('BEEF-01', 1265), priced('EGGS-30', 450))

  it('a new line is priced with no old price', () => {
    expect(
      decideSetProductLines(
        { lines: [{ productId: 'BEEF-01', priceCents: 1265 }] },
        given(customerAggregate, registered),
      ),
    ).toEqual([priced('BEEF-01', 1265, null)])
  })

  it('a changed price is recorded with the old and the new price', () => {
    expect(
      decideSetProductLines(
        {
          lines: [
            { productId: 'BEEF-01', priceCents: 1199 },
            { productId: 'EGGS-30', priceCents: 450 },
          ],
        },
        withPrices,
      ),
    ).toEqual([priced('BEEF-01', 1199, 1265)])
  })

  it('unchanged lines produce no event', () => {
    expect(
      decideSetProductLines(
        {
          lines: [
            { productId: 'EGGS-30', priceCents: 450 },
            { productId: 'BEEF-01', priceCents: 1265 },
          ],
        },
        withPrices,
      ),
    ).toEqual([])
  })

  it('a line left out is removed with its old price', () => {
    expect(
      decideSetProductLines({ lines: [{ productId: 'BEEF-01', priceCents: 1265 }] }, withPrices),
    ).toEqual([
      { type: 'CustomerProductRemoved', data: { customerId: 12, productId: 'EGGS-30', oldPriceCents: 450 } },
    ])
  })

  it('added, changed and removed lines together: the priced lines in form order, then the removals', () => {
    expect(
      decideSetProductLines(
        {
          lines: [
            { productId: 'MILK-02', priceCents: 0 },
            { productId: 'BEEF-01', priceCents: 1300 },
          ],
        },
        withPrices,
      ),
    ).toEqual([
      priced('MILK-02', 0, null),
      priced('BEEF-01', 1300, 1265),
      { type: 'CustomerProductRemoved', data: { customerId: 12, productId: 'EGGS-30', oldPriceCents: 450 } },
    ])
  })

  it('no lines removes them all', () => {
    expect(decideSetProductLines({ lines: [] }, withPrices)).toEqual([
      { type: 'CustomerProductRemoved', data: { customerId: 12, productId: 'BEEF-01', oldPriceCents: 1265 } },
      { type: 'CustomerProductRemoved', data: { customerId: 12, productId: 'EGGS-30', oldPriceCents: 450 } },
    ])
  })

  it.each([
    ['does not exist', given(customerAggregate)],
    ['is deleted', given(customerAggregate, registered, deleted)],
  ])('refuses a customer that %s', (_case, state) => {
    expect(refusal(() => decideSetProductLines({ lines: [] }, state))).toEqual({
      kind: 'not-found',
      message: 'Customer not found.',
      code: undefined,
      issues: [],
    })
  })

  it('refuses a product listed twice', () => {
    expect(
      refusal(() =>
        decideSetProductLines(
          {
            lines: [
              { productId: 'BEEF-01', priceCents: 1265 },
              { productId: 'BEEF-01', priceCents: 1199 },
            ],
          },
          withPrices,
        ),
      ),
    ).toEqual({
      kind: 'conflict',
      message: 'Product BEEF-01 is listed twice.',
      code: 'DUPLICATE_PRODUCT_LINE',
      issues: [],
    })
  })

  it.each([
    ['negative', -1],
    ['a fraction of a cent', 12.5],
    ['not a number', Number.NaN],
  ])('refuses a price that is %s', (_case, priceCents) => {
    expect(
      refusal(() => decideSetProductLines({ lines: [{ productId: 'BEEF-01', priceCents }] }, withPrices)),
    ).toEqual({ kind: 'invalid', message: 'Price must be 0 or more.', code: undefined, issues: [] })
  })
})
