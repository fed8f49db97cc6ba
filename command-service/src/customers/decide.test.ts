import type { DomainEvent, Role } from '@provender/events'
import { eventExamples } from '@provender/events/testing'
import { describe, expect, it } from 'vitest'
import { given, refusal } from '../shared/givenWhenThen.ts'
import { userAggregate } from '../users/user.ts'
import { accountNumberAggregate, decideAccountNumber } from './accountNumber.ts'
import { customerAggregate } from './customer.ts'
import { decideCustomerLogin } from './customerLogin.ts'
import {
  type CustomerCommand,
  checkOwnerChoice,
  decideCustomer,
  type EditCustomer,
  type ProductLine,
  productsToPrice,
  type Registration,
  STALE_CUSTOMER,
} from './decide.ts'

const registration: Registration = {
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
const removed = (productId: string, oldPriceCents: number): DomainEvent => ({
  type: 'CustomerProductRemoved',
  data: { customerId: 12, productId, oldPriceCents },
})
const favorite = (productId: string): DomainEvent => ({
  type: 'CustomerFavoriteAdded',
  data: { customerId: 12, productId },
})
const transferred = (toSalesUserId: number): DomainEvent => ({
  type: 'CustomerTransferred',
  data: { customerId: 12, fromSalesUserId: 4, toSalesUserId, reason: 'transfer' },
})
const line = (productId: string, priceCents: number): ProductLine => ({ productId, priceCents })
const notFound = (message: string) => ({ kind: 'not-found', message, code: undefined, issues: [] })

/** When: the customer stream decides the command (at revision 1 unless said). */
const when = (command: CustomerCommand, state = given(customerAggregate, registered), revision = 1) =>
  decideCustomer(command, state, revision)
const setLines = (lines: ProductLine[], state = given(customerAggregate, registered)) =>
  when({ type: 'SetProductLines', lines }, state)

describe('customer aggregate', () => {
  const active = {
    status: 'active',
    id: 12,
    businessName: 'Blue Heron Bistro',
    accountNumber: 'BH-0012',
    salesUserId: 4,
    prices: {},
    favorites: [],
  }

  it('registration makes the customer active with its details', () => {
    expect(given(customerAggregate, registered)).toMatchObject(active)
  })

  // The state holds exactly the fields of CustomerState, nothing copied in by accident.
  it('registration leaves no field outside CustomerState', () => {
    expect(given(customerAggregate, registered)).toEqual(active)
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
    expect(when({ type: 'RegisterCustomer', ...registration }, given(customerAggregate))).toEqual([
      registered,
    ])
  })

  it.each([
    ['exists', given(customerAggregate, registered)],
    ['was deleted', given(customerAggregate, registered, deleted)],
  ])('refuses a customer that %s', (_case, state) => {
    expect(refusal(() => when({ type: 'RegisterCustomer', ...registration }, state))).toEqual({
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
    expect(setLines([line('BEEF-01', 1265)])).toEqual([priced('BEEF-01', 1265, null)])
  })

  it.each([
    [
      'a changed price is recorded with the old and the new price',
      [line('BEEF-01', 1199), line('EGGS-30', 450)],
      [priced('BEEF-01', 1199, 1265)],
    ],
    ['unchanged lines produce no event', [line('EGGS-30', 450), line('BEEF-01', 1265)], []],
    ['a line left out is removed with its old price', [line('BEEF-01', 1265)], [removed('EGGS-30', 450)]],
    [
      'added, changed and removed lines together: the priced lines in form order, then the removals',
      [line('MILK-02', 0), line('BEEF-01', 1300)],
      [priced('MILK-02', 0, null), priced('BEEF-01', 1300, 1265), removed('EGGS-30', 450)],
    ],
    ['no lines removes them all', [], [removed('BEEF-01', 1265), removed('EGGS-30', 450)]],
  ])('%s', (_case, lines, events) => {
    expect(setLines(lines, withPrices)).toEqual(events)
  })

  it.each([
    ['does not exist', given(customerAggregate)],
    ['is deleted', given(customerAggregate, registered, deleted)],
  ])('refuses a customer that %s', (_case, state) => {
    expect(refusal(() => setLines([], state))).toEqual(notFound('Customer not found.'))
  })

  it('refuses a product listed twice', () => {
    expect(refusal(() => setLines([line('BEEF-01', 1265), line('BEEF-01', 1199)], withPrices))).toEqual({
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
    expect(refusal(() => setLines([line('BEEF-01', priceCents)], withPrices))).toEqual({
      kind: 'invalid',
      message: 'Price must be 0 or more.',
      code: undefined,
      issues: [],
    })
  })
})

describe('open customer', () => {
  const open = (lines: ProductLine[], state = given(customerAggregate)) =>
    when({ type: 'OpenCustomer', ...registration, lines }, state)

  it('registers the customer, then prices each line in its own event', () => {
    expect(open([line('BEEF-01', 1265), line('EGGS-30', 450)])).toEqual([
      registered,
      priced('BEEF-01', 1265),
      priced('EGGS-30', 450),
    ])
  })

  it('refuses a product listed twice, before anything is registered', () => {
    expect(refusal(() => open([line('BEEF-01', 1265), line('BEEF-01', 1199)])).code).toBe(
      'DUPLICATE_PRODUCT_LINE',
    )
  })

  it('refuses a customer that exists', () => {
    expect(refusal(() => open([], given(customerAggregate, registered))).kind).toBe('conflict')
  })
})

describe('update details', () => {
  const before = { businessName: 'Blue Heron Bistro', accountNumber: 'BH-0012' }

  it('records the business name and account number before and after', () => {
    const after = { businessName: 'Blue Heron Kitchen', accountNumber: 'BH-0013' }
    expect(when({ type: 'UpdateCustomerDetails', ...after })).toEqual([
      { type: 'CustomerDetailsUpdated', data: { customerId: 12, before, after } },
    ])
  })

  it('unchanged details produce no event', () => {
    expect(when({ type: 'UpdateCustomerDetails', ...before })).toEqual([])
  })

  it('refuses a deleted customer', () => {
    expect(
      refusal(() =>
        when({ type: 'UpdateCustomerDetails', ...before }, given(customerAggregate, registered, deleted)),
      ).kind,
    ).toBe('not-found')
  })
})

describe('edit customer (the form saved)', () => {
  const state = given(customerAggregate, registered, priced('BEEF-01', 1265))
  // Revisions: registered is 0, the price is 1.
  const details = { businessName: 'Blue Heron Kitchen', accountNumber: 'BH-0012' }
  const edit = (command: EditCustomer, revision = 1, current = state) =>
    when({ type: 'EditCustomer', ...command }, current, revision)

  it('details, product lines and owner in one decision, in that order', () => {
    expect(edit({ version: 1, details, lines: [line('EGGS-30', 450)], salesUserId: 9 })).toEqual([
      {
        type: 'CustomerDetailsUpdated',
        data: { customerId: 12, before: { ...details, businessName: 'Blue Heron Bistro' }, after: details },
      },
      priced('EGGS-30', 450),
      removed('BEEF-01', 1265),
      transferred(9),
    ])
  })

  it('leaves out what was not sent, and the current owner again is no transfer', () => {
    expect(edit({ salesUserId: 4 })).toEqual([])
    expect(edit({ details })).toHaveLength(1)
  })

  it('without a version, applies to whatever revision it is decided on', () => {
    expect(edit({ details }, 7)).toHaveLength(1)
  })

  it('refuses a stale version, whole', () => {
    expect(refusal(() => edit({ version: 0, details }))).toEqual({
      kind: 'conflict',
      message: STALE_CUSTOMER,
      code: 'STALE',
      issues: [],
    })
  })

  it('refuses a deleted customer', () => {
    expect(refusal(() => edit({}, 1, given(customerAggregate, registered, deleted))).kind).toBe('not-found')
  })

  it('refuses a line listed twice', () => {
    expect(refusal(() => edit({ lines: [line('EGGS-30', 450), line('EGGS-30', 450)] })).code).toBe(
      'DUPLICATE_PRODUCT_LINE',
    )
  })

  it('the catalogue is read for the lines that price a product, new or at another price', () => {
    const lines = [line('BEEF-01', 1265), line('EGGS-30', 450), line('constructor', 1), line('BEEF-01', 1)]
    expect(productsToPrice(lines, state)).toEqual(['EGGS-30', 'constructor', 'BEEF-01'])
  })

  it('refuses a line pricing a product gone from the catalogue; one left at its price stays', () => {
    const gone = ['BEEF-01', 'EGGS-30', 'OIL-5']
    const lines = [line('BEEF-01', 1265), line('EGGS-30', 450), line('OIL-5', 900)]
    expect(refusal(() => edit({ lines, missingProducts: gone }))).toEqual({
      kind: 'invalid',
      message: 'Product EGGS-30 does not exist.',
      code: 'PRODUCT_NOT_FOUND',
      issues: ['Product EGGS-30 does not exist.', 'Product OIL-5 does not exist.'],
    })
    expect(edit({ lines: [line('BEEF-01', 1265)], missingProducts: gone })).toEqual([])
    expect(refusal(() => edit({ version: 0, lines, missingProducts: gone })).code).toBe('STALE')
  })
})

describe('transfer and delete', () => {
  const transfer = (toSalesUserId: number) =>
    when({ type: 'TransferCustomer', toSalesUserId, reason: 'transfer' })

  it('a transfer names the old and the new owner and why', () => {
    expect(transfer(9)).toEqual([transferred(9)])
  })

  it('refuses a transfer to the current owner', () => {
    expect(refusal(() => transfer(4))).toEqual({
      kind: 'invalid',
      message: 'Choose a sales rep other than the current owner.',
      code: 'SAME_OWNER',
      issues: [],
    })
  })

  it('a customer is deleted once', () => {
    expect(when({ type: 'DeleteCustomer' })).toEqual([deleted])
    expect(
      refusal(() => when({ type: 'DeleteCustomer' }, given(customerAggregate, registered, deleted))).kind,
    ).toBe('not-found')
  })
})

describe('account number', () => {
  const held = { accountNumber: 'BH-0012', customerId: 12 }
  const reserved: DomainEvent = { type: 'AccountNumberReserved', data: held }
  const released: DomainEvent = { type: 'AccountNumberReleased', data: held }
  const reserve = (claim: typeof held, holderExists: boolean, ...past: DomainEvent[]) =>
    decideAccountNumber(
      { type: 'ReserveAccountNumber', ...claim, holderExists },
      given(accountNumberAggregate, ...past),
    )
  const release = (claim: typeof held, ...past: DomainEvent[]) =>
    decideAccountNumber({ type: 'ReleaseAccountNumber', ...claim }, given(accountNumberAggregate, ...past))

  it('folds reservation and release', () => {
    expect(given(accountNumberAggregate, reserved)).toEqual({ ownerId: 12 })
    expect(given(accountNumberAggregate, reserved, released)).toEqual({ ownerId: null })
  })

  it('a free number is reserved, normalised', () => {
    expect(reserve({ accountNumber: ' bh-0012 ', customerId: 12 }, false)).toEqual([reserved])
  })

  it("reserving one's own number again changes nothing", () => {
    expect(reserve(held, true, reserved)).toEqual([])
  })

  it('refuses a number another customer holds', () => {
    expect(refusal(() => reserve({ ...held, customerId: 13 }, true, reserved))).toEqual({
      kind: 'conflict',
      message: 'That account number is already in use.',
      code: 'ACCOUNT_NUMBER_TAKEN',
      issues: [],
    })
  })

  it('takes a number whose holder does not exist (never registered, or deleted): no real holder', () => {
    expect(reserve({ ...held, customerId: 13 }, false, reserved)).toEqual([
      { type: 'AccountNumberReserved', data: { accountNumber: 'BH-0012', customerId: 13 } },
    ])
  })

  it('only the holder releases it', () => {
    expect(release(held, reserved)).toEqual([released])
    expect(release({ ...held, customerId: 13 }, reserved)).toEqual([])
    expect(release(held)).toEqual([])
  })
})

describe('favourites', () => {
  const listed = given(customerAggregate, registered, priced('BEEF-01', 1265))
  const withFavorite = given(customerAggregate, registered, priced('BEEF-01', 1265), favorite('BEEF-01'))
  const beef = { productId: 'BEEF-01', productExists: true }

  it('a product on the list becomes a favourite, once', () => {
    expect(when({ type: 'AddFavorite', ...beef }, listed)).toEqual([favorite('BEEF-01')])
    expect(when({ type: 'AddFavorite', ...beef }, withFavorite)).toEqual([])
  })

  it('a favourite is removed, once', () => {
    expect(when({ type: 'RemoveFavorite', ...beef }, withFavorite)).toEqual([
      { type: 'CustomerFavoriteRemoved', data: { customerId: 12, productId: 'BEEF-01' } },
    ])
    expect(when({ type: 'RemoveFavorite', ...beef }, listed)).toEqual([])
  })

  it.each([
    ['not on its list', { productId: 'EGGS-30', productExists: true }],
    ['deleted from the catalogue', { productId: 'BEEF-01', productExists: false }],
    ['named like an Object property', { productId: 'constructor', productExists: true }],
  ])('refuses a product %s', (_case, command) => {
    const expected = notFound('Product not found.')
    expect(refusal(() => when({ type: 'AddFavorite', ...command }, listed))).toEqual(expected)
    expect(refusal(() => when({ type: 'RemoveFavorite', ...command }, listed))).toEqual(expected)
  })

  it('refuses a deleted customer', () => {
    expect(
      refusal(() => when({ type: 'AddFavorite', ...beef }, given(customerAggregate, registered, deleted)))
        .message,
    ).toBe('Customer not found.')
  })
})

/** An account as its user stream folds it: registered with `role`, deleted when said. */
const accountOf = (userId: number, role: Role, ...then: ('deleted' | 'registered')[]) =>
  given(
    userAggregate,
    {
      type: 'UserRegistered',
      data: { ...eventExamples.UserRegistered, userId, role, passwordChanged: true },
    },
    ...then.map((): DomainEvent => ({ type: 'UserDeleted', data: { userId, role, reassignedTo: null } })),
  )

describe("the customer's login", () => {
  const login = accountOf(12, 'customer')
  const { before, after: profile } = eventExamples.UserProfileUpdated
  const updateProfile = { type: 'UpdateProfile', profile } as const
  const reset = { type: 'ResetPassword', passwordHash: 'hash-default', resetBy: 1 } as const

  it('contact fields change on the login', () => {
    expect(before).toEqual({ ...profile, phone: '3125550100' })
    expect(decideCustomerLogin(updateProfile, login)).toEqual([
      { type: 'UserProfileUpdated', data: { userId: 12, before, after: profile } },
    ])
  })

  it('a reset sets the default password hash and who reset it', () => {
    expect(decideCustomerLogin(reset, login)).toEqual([
      { type: 'UserPasswordReset', data: { userId: 12, passwordHash: 'hash-default', resetBy: 1 } },
    ])
  })

  it('deleting the customer deletes its login; one already gone changes nothing', () => {
    expect(decideCustomerLogin({ type: 'DeleteCustomerLogin' }, login)).toEqual([
      { type: 'UserDeleted', data: { userId: 12, role: 'customer', reassignedTo: null } },
    ])
    expect(
      decideCustomerLogin({ type: 'DeleteCustomerLogin' }, accountOf(12, 'customer', 'deleted')),
    ).toEqual([])
  })

  it.each([
    ['a staff account', accountOf(12, 'sales')],
    ['a missing account', given(userAggregate)],
  ])('refuses to touch %s as a customer', (_case, state) => {
    expect(refusal(() => decideCustomerLogin(updateProfile, state)).kind).toBe('not-found')
    expect(refusal(() => decideCustomerLogin({ ...reset, passwordHash: 'h' }, state)).kind).toBe('not-found')
  })

  it('refuses to delete a staff account as a customer', () => {
    expect(
      refusal(() => decideCustomerLogin({ type: 'DeleteCustomerLogin' }, accountOf(12, 'admin'))).kind,
    ).toBe('not-found')
  })
})

describe('owner choice', () => {
  const refused = { kind: 'invalid', message: 'Choose an existing sales rep.', code: 'INVALID_SALES_REP' }

  it('an active sales user may own a customer', () => {
    expect(() => checkOwnerChoice(accountOf(4, 'sales'), 1, false)).not.toThrow()
  })

  it('an admin may choose itself ("Me") where that is allowed', () => {
    expect(() => checkOwnerChoice(accountOf(1, 'admin'), 1, true)).not.toThrow()
    expect(refusal(() => checkOwnerChoice(accountOf(1, 'admin'), 1, false))).toMatchObject(refused)
  })

  it.each([
    ['another admin', accountOf(2, 'admin')],
    ['a customer', accountOf(5, 'customer')],
    ['a deleted sales user', accountOf(4, 'sales', 'deleted')],
    ['nobody', given(userAggregate)],
  ])('refuses %s', (_case, candidate) => {
    expect(refusal(() => checkOwnerChoice(candidate, 1, true))).toMatchObject(refused)
  })
})
