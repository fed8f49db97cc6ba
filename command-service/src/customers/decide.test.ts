import type { DomainEvent } from '@provender/events'
import { describe, expect, it } from 'vitest'
import { given, refusal } from '../shared/givenWhenThen.ts'
import type { UserState } from '../users/user.ts'
import { accountNumberAggregate, customerAggregate } from './customer.ts'
import {
  checkOwnerChoice,
  decideAddFavorite,
  decideDeleteCustomer,
  decideDeleteCustomerLogin,
  decideEditCustomer,
  decideOpenCustomer,
  decideRegisterCustomer,
  decideReleaseAccountNumber,
  decideRemoveFavorite,
  decideReserveAccountNumber,
  decideResetCustomerPassword,
  decideSetProductLines,
  decideTransferCustomer,
  decideUpdateCustomerContact,
  decideUpdateCustomerDetails,
  type RegisterCustomer,
  STALE_CUSTOMER,
} from './decide.ts'

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

describe('open customer', () => {
  it('registers the customer, then prices each line in its own event', () => {
    expect(
      decideOpenCustomer(
        {
          ...registration,
          lines: [
            { productId: 'BEEF-01', priceCents: 1265 },
            { productId: 'EGGS-30', priceCents: 450 },
          ],
        },
        given(customerAggregate),
      ),
    ).toEqual([registered, priced('BEEF-01', 1265), priced('EGGS-30', 450)])
  })

  it('refuses a product listed twice, before anything is registered', () => {
    const lines = [
      { productId: 'BEEF-01', priceCents: 1265 },
      { productId: 'BEEF-01', priceCents: 1199 },
    ]
    expect(refusal(() => decideOpenCustomer({ ...registration, lines }, given(customerAggregate))).code).toBe(
      'DUPLICATE_PRODUCT_LINE',
    )
  })

  it('refuses a customer that exists', () => {
    expect(
      refusal(() => decideOpenCustomer({ ...registration, lines: [] }, given(customerAggregate, registered)))
        .kind,
    ).toBe('conflict')
  })
})

describe('update details', () => {
  const before = { businessName: 'Blue Heron Bistro', accountNumber: 'BH-0012' }

  it('records the business name and account number before and after', () => {
    const after = { businessName: 'Blue Heron Kitchen', accountNumber: 'BH-0013' }
    expect(decideUpdateCustomerDetails(after, given(customerAggregate, registered))).toEqual([
      { type: 'CustomerDetailsUpdated', data: { customerId: 12, before, after } },
    ])
  })

  it('unchanged details produce no event', () => {
    expect(decideUpdateCustomerDetails(before, given(customerAggregate, registered))).toEqual([])
  })

  it('refuses a deleted customer', () => {
    expect(
      refusal(() => decideUpdateCustomerDetails(before, given(customerAggregate, registered, deleted))).kind,
    ).toBe('not-found')
  })
})

describe('edit customer (the form saved)', () => {
  const state = given(customerAggregate, registered, priced('BEEF-01', 1265))
  // Revisions: registered is 0, the price is 1.
  const details = { businessName: 'Blue Heron Kitchen', accountNumber: 'BH-0012' }

  it('details, product lines and owner in one decision, in that order', () => {
    expect(
      decideEditCustomer(
        { version: 1, details, lines: [{ productId: 'EGGS-30', priceCents: 450 }], salesUserId: 9 },
        state,
        1,
      ),
    ).toEqual([
      {
        type: 'CustomerDetailsUpdated',
        data: { customerId: 12, before: { ...details, businessName: 'Blue Heron Bistro' }, after: details },
      },
      priced('EGGS-30', 450),
      { type: 'CustomerProductRemoved', data: { customerId: 12, productId: 'BEEF-01', oldPriceCents: 1265 } },
      {
        type: 'CustomerTransferred',
        data: { customerId: 12, fromSalesUserId: 4, toSalesUserId: 9, reason: 'transfer' },
      },
    ])
  })

  it('leaves out what was not sent, and the current owner again is no transfer', () => {
    expect(decideEditCustomer({ salesUserId: 4 }, state, 1)).toEqual([])
    expect(decideEditCustomer({ details }, state, 1)).toHaveLength(1)
  })

  it('without a version, applies to whatever revision it is decided on', () => {
    expect(decideEditCustomer({ details }, state, 7)).toHaveLength(1)
  })

  it('refuses a stale version, whole', () => {
    expect(refusal(() => decideEditCustomer({ version: 0, details }, state, 1))).toEqual({
      kind: 'conflict',
      message: STALE_CUSTOMER,
      code: 'STALE',
      issues: [],
    })
  })

  it('refuses a deleted customer', () => {
    expect(refusal(() => decideEditCustomer({}, given(customerAggregate, registered, deleted), 1)).kind).toBe(
      'not-found',
    )
  })

  it('refuses a line listed twice', () => {
    const lines = [
      { productId: 'EGGS-30', priceCents: 450 },
      { productId: 'EGGS-30', priceCents: 450 },
    ]
    expect(refusal(() => decideEditCustomer({ lines }, state, 1)).code).toBe('DUPLICATE_PRODUCT_LINE')
  })
})

describe('transfer and delete', () => {
  it('a transfer names the old and the new owner and why', () => {
    expect(
      decideTransferCustomer({ toSalesUserId: 9, reason: 'transfer' }, given(customerAggregate, registered)),
    ).toEqual([
      {
        type: 'CustomerTransferred',
        data: { customerId: 12, fromSalesUserId: 4, toSalesUserId: 9, reason: 'transfer' },
      },
    ])
  })

  it('refuses a transfer to the current owner', () => {
    expect(
      refusal(() =>
        decideTransferCustomer(
          { toSalesUserId: 4, reason: 'transfer' },
          given(customerAggregate, registered),
        ),
      ),
    ).toEqual({
      kind: 'invalid',
      message: 'Choose a sales rep other than the current owner.',
      code: 'SAME_OWNER',
      issues: [],
    })
  })

  it('a customer is deleted once', () => {
    expect(decideDeleteCustomer(given(customerAggregate, registered))).toEqual([deleted])
    expect(refusal(() => decideDeleteCustomer(given(customerAggregate, registered, deleted))).kind).toBe(
      'not-found',
    )
  })
})

describe('account number', () => {
  const held = { accountNumber: 'BH-0012', customerId: 12 }
  const reserved: DomainEvent = { type: 'AccountNumberReserved', data: held }
  const released: DomainEvent = { type: 'AccountNumberReleased', data: held }

  it('folds reservation and release', () => {
    expect(given(accountNumberAggregate, reserved)).toEqual({ ownerId: 12 })
    expect(given(accountNumberAggregate, reserved, released)).toEqual({ ownerId: null })
  })

  it('a free number is reserved, normalised', () => {
    expect(
      decideReserveAccountNumber(
        { accountNumber: ' bh-0012 ', customerId: 12 },
        given(accountNumberAggregate),
        false,
      ),
    ).toEqual([reserved])
  })

  it("reserving one's own number again changes nothing", () => {
    expect(decideReserveAccountNumber(held, given(accountNumberAggregate, reserved), true)).toEqual([])
  })

  it('refuses a number another customer holds', () => {
    expect(
      refusal(() =>
        decideReserveAccountNumber(
          { accountNumber: 'BH-0012', customerId: 13 },
          given(accountNumberAggregate, reserved),
          true,
        ),
      ),
    ).toEqual({
      kind: 'conflict',
      message: 'That account number is already in use.',
      code: 'ACCOUNT_NUMBER_TAKEN',
      issues: [],
    })
  })

  it('takes a number whose holder does not exist (never registered, or deleted): no real holder', () => {
    expect(
      decideReserveAccountNumber(
        { accountNumber: 'BH-0012', customerId: 13 },
        given(accountNumberAggregate, reserved),
        false,
      ),
    ).toEqual([{ type: 'AccountNumberReserved', data: { accountNumber: 'BH-0012', customerId: 13 } }])
  })

  it('only the holder releases it', () => {
    expect(decideReleaseAccountNumber(held, given(accountNumberAggregate, reserved))).toEqual([released])
    expect(
      decideReleaseAccountNumber(
        { accountNumber: 'BH-0012', customerId: 13 },
        given(accountNumberAggregate, reserved),
      ),
    ).toEqual([])
    expect(decideReleaseAccountNumber(held, given(accountNumberAggregate))).toEqual([])
  })
})

describe('favourites', () => {
  const listed = given(customerAggregate, registered, priced('BEEF-01', 1265))
  const beef = { productId: 'BEEF-01', productExists: true }

  it('a product on the list becomes a favourite, once', () => {
    expect(decideAddFavorite(beef, listed)).toEqual([favorite('BEEF-01')])
    expect(
      decideAddFavorite(
        beef,
        given(customerAggregate, registered, priced('BEEF-01', 1265), favorite('BEEF-01')),
      ),
    ).toEqual([])
  })

  it('a favourite is removed, once', () => {
    const state = given(customerAggregate, registered, priced('BEEF-01', 1265), favorite('BEEF-01'))
    expect(decideRemoveFavorite(beef, state)).toEqual([
      { type: 'CustomerFavoriteRemoved', data: { customerId: 12, productId: 'BEEF-01' } },
    ])
    expect(decideRemoveFavorite(beef, listed)).toEqual([])
  })

  it.each([
    ['not on its list', { productId: 'EGGS-30', productExists: true }],
    ['deleted from the catalogue', { productId: 'BEEF-01', productExists: false }],
    ['named like an Object property', { productId: 'constructor', productExists: true }],
  ])('refuses a product %s', (_case, command) => {
    const expected = { kind: 'not-found', message: 'Product not found.', code: undefined, issues: [] }
    expect(refusal(() => decideAddFavorite(command, listed))).toEqual(expected)
    expect(refusal(() => decideRemoveFavorite(command, listed))).toEqual(expected)
  })

  it('refuses a deleted customer', () => {
    expect(
      refusal(() => decideAddFavorite(beef, given(customerAggregate, registered, deleted))).message,
    ).toBe('Customer not found.')
  })
})

describe("the customer's login", () => {
  const account = (overrides: Partial<UserState> = {}): UserState => ({
    status: 'active',
    id: 12,
    role: 'customer',
    email: 'orders@blueheron.test',
    firstName: 'Maya',
    lastName: 'Chen',
    phone: '3125550100',
    passwordHash: 'hash',
    passwordChanged: true,
    sessionVersion: 0,
    ...overrides,
  })
  const profile = { email: 'orders@blueheron.test', firstName: 'Maya', lastName: 'Chen', phone: '3125550199' }

  it('contact fields change on the login', () => {
    expect(decideUpdateCustomerContact(profile, account())).toEqual([
      {
        type: 'UserProfileUpdated',
        data: { userId: 12, before: { ...profile, phone: '3125550100' }, after: profile },
      },
    ])
  })

  it('a reset sets the default password hash and who reset it', () => {
    expect(decideResetCustomerPassword({ passwordHash: 'hash-default', resetBy: 1 }, account())).toEqual([
      { type: 'UserPasswordReset', data: { userId: 12, passwordHash: 'hash-default', resetBy: 1 } },
    ])
  })

  it('deleting the customer deletes its login; one already gone changes nothing', () => {
    expect(decideDeleteCustomerLogin(account())).toEqual([
      { type: 'UserDeleted', data: { userId: 12, role: 'customer', reassignedTo: null } },
    ])
    expect(decideDeleteCustomerLogin(account({ status: 'deleted' }))).toEqual([])
  })

  it.each([
    ['a staff account', account({ role: 'sales' })],
    ['a missing account', account({ status: 'new' })],
  ])('refuses to touch %s as a customer', (_case, state) => {
    expect(refusal(() => decideUpdateCustomerContact(profile, state)).kind).toBe('not-found')
    expect(refusal(() => decideResetCustomerPassword({ passwordHash: 'h', resetBy: 1 }, state)).kind).toBe(
      'not-found',
    )
  })

  it('refuses to delete a staff account as a customer', () => {
    expect(refusal(() => decideDeleteCustomerLogin(account({ role: 'admin' }))).kind).toBe('not-found')
  })
})

describe('owner choice', () => {
  const person = (
    id: number,
    role: UserState['role'],
    status: UserState['status'] = 'active',
  ): UserState => ({
    status,
    id,
    role,
    email: `person${id}@provender.test`,
    firstName: 'Pat',
    lastName: 'Lee',
    phone: '3125550100',
    passwordHash: 'hash',
    passwordChanged: true,
    sessionVersion: 0,
  })
  const refused = { kind: 'invalid', message: 'Choose an existing sales rep.', code: 'INVALID_SALES_REP' }

  it('an active sales user may own a customer', () => {
    expect(() => checkOwnerChoice(person(4, 'sales'), 1, false)).not.toThrow()
  })

  it('an admin may choose itself ("Me") where that is allowed', () => {
    expect(() => checkOwnerChoice(person(1, 'admin'), 1, true)).not.toThrow()
    expect(refusal(() => checkOwnerChoice(person(1, 'admin'), 1, false))).toMatchObject(refused)
  })

  it.each([
    ['another admin', person(2, 'admin')],
    ['a customer', person(5, 'customer')],
    ['a deleted sales user', person(4, 'sales', 'deleted')],
    ['nobody', person(0, 'customer', 'new')],
  ])('refuses %s', (_case, candidate) => {
    expect(refusal(() => checkOwnerChoice(candidate, 1, true))).toMatchObject(refused)
  })
})
