import type { DomainEvent, Role } from '@provender/events'
import { describe, expect, it } from 'vitest'
import { customerAggregate } from '../customers/customer.ts'
import { given, refusal } from '../shared/givenWhenThen.ts'
import { userAggregate } from '../users/user.ts'
import {
  decideDeleteSalesUser,
  decideHandOverCustomer,
  decideResetSalesUserPassword,
  decideUpdateSalesUser,
} from './decide.ts'

const registered = (userId: number, role: Role = 'sales'): DomainEvent => ({
  type: 'UserRegistered',
  data: {
    userId,
    role,
    email: `user${userId}@provender.test`,
    firstName: 'Dana',
    lastName: 'Reyes',
    phone: '3125550100',
    passwordHash: 'hash-initial',
    passwordChanged: true,
  },
})
const deleted = (userId: number): DomainEvent => ({
  type: 'UserDeleted',
  data: { userId, role: 'sales', reassignedTo: null },
})

const rep = given(userAggregate, registered(7))
const otherRep = given(userAggregate, registered(8))
const admin = given(userAggregate, registered(1, 'admin'))
const customerAccount = given(userAggregate, registered(20, 'customer'))
const nobody = given(userAggregate)
const gone = given(userAggregate, registered(7), deleted(7))

const notFound = { kind: 'not-found', message: 'User not found.', code: undefined, issues: [] }

const profile = { firstName: 'Dani', lastName: 'Reyes', email: 'dani@provender.test', phone: '3125550199' }

describe('update a sales user', () => {
  it('records the old and the new details', () => {
    expect(decideUpdateSalesUser(profile, rep)).toEqual([
      {
        type: 'UserProfileUpdated',
        data: {
          userId: 7,
          before: {
            email: 'user7@provender.test',
            firstName: 'Dana',
            lastName: 'Reyes',
            phone: '3125550100',
          },
          after: { email: 'dani@provender.test', firstName: 'Dani', lastName: 'Reyes', phone: '3125550199' },
        },
      },
    ])
  })

  it('records nothing when nothing changes', () => {
    const same = { firstName: 'Dana', lastName: 'Reyes', email: 'user7@provender.test', phone: '3125550100' }
    expect(decideUpdateSalesUser(same, rep)).toEqual([])
  })

  it.each([
    ['an admin', admin],
    ['a customer', customerAccount],
    ['a missing account', nobody],
    ['a deleted rep', gone],
  ])('refuses %s as not found', (_label, state) => {
    expect(refusal(() => decideUpdateSalesUser(profile, state))).toEqual(notFound)
  })
})

describe('reset a sales user password', () => {
  it('stores the default password hash and who reset it', () => {
    expect(decideResetSalesUserPassword({ passwordHash: 'hash-default', resetBy: 1 }, rep)).toEqual([
      { type: 'UserPasswordReset', data: { userId: 7, passwordHash: 'hash-default', resetBy: 1 } },
    ])
  })

  it('the reset rep must change the password and its sessions end', () => {
    const [event] = decideResetSalesUserPassword({ passwordHash: 'hash-default', resetBy: 1 }, rep)
    const after = userAggregate.evolve(rep, event!)
    expect(after.passwordChanged).toBe(false)
    expect(after.sessionVersion).toBe(rep.sessionVersion + 1)
  })

  it.each([
    ['an admin', admin],
    ['a customer', customerAccount],
    ['a missing account', nobody],
    ['a deleted rep', gone],
  ])('refuses %s as not found', (_label, state) => {
    expect(
      refusal(() => decideResetSalesUserPassword({ passwordHash: 'hash-default', resetBy: 1 }, state)),
    ).toEqual(notFound)
  })
})

describe('delete a sales user', () => {
  it('deletes the rep, naming who took over its customers', () => {
    expect(decideDeleteSalesUser({ target: otherRep, customersLeft: 0 }, rep)).toEqual([
      { type: 'UserDeleted', data: { userId: 7, role: 'sales', reassignedTo: 8 } },
    ])
  })

  it.each([
    ['an admin (itself included)', admin],
    ['a customer', customerAccount],
    ['a missing account', nobody],
    ['a deleted rep', gone],
  ])('refuses to delete %s as not found', (_label, state) => {
    expect(refusal(() => decideDeleteSalesUser({ target: otherRep, customersLeft: 0 }, state))).toEqual(
      notFound,
    )
  })

  it('refuses the rep itself as the target', () => {
    expect(refusal(() => decideDeleteSalesUser({ target: rep, customersLeft: 0 }, rep))).toEqual({
      kind: 'invalid',
      message: 'Choose a sales rep other than the one being deleted.',
      code: 'INVALID_REASSIGN_TARGET',
      issues: [],
    })
  })

  it.each([
    ['an admin', admin],
    ['a customer', customerAccount],
    ['a missing account', nobody],
    ['a deleted rep', given(userAggregate, registered(8), deleted(8))],
  ])('refuses %s as the target', (_label, target) => {
    expect(refusal(() => decideDeleteSalesUser({ target, customersLeft: 0 }, rep))).toEqual({
      kind: 'invalid',
      message: 'Choose an existing sales rep to take over the customers.',
      code: 'INVALID_REASSIGN_TARGET',
      issues: [],
    })
  })

  it('refuses while customers are still assigned to the rep', () => {
    expect(refusal(() => decideDeleteSalesUser({ target: otherRep, customersLeft: 2 }, rep))).toEqual({
      kind: 'conflict',
      message: '2 customers are still assigned to this sales rep; try again.',
      code: 'CUSTOMERS_REMAIN',
      issues: [],
    })
  })
})

describe('hand over a customer of a deleted rep', () => {
  const customer = (...more: DomainEvent[]) =>
    given(
      customerAggregate,
      {
        type: 'CustomerRegistered',
        data: { customerId: 30, businessName: 'Corner Deli', accountNumber: 'CD-1', salesUserId: 7 },
      },
      ...more,
    )

  it('transfers it to the rep taking over, with reason owner-deleted', () => {
    expect(decideHandOverCustomer({ fromSalesUserId: 7, toSalesUserId: 8 }, customer())).toEqual([
      {
        type: 'CustomerTransferred',
        data: { customerId: 30, fromSalesUserId: 7, toSalesUserId: 8, reason: 'owner-deleted' },
      },
    ])
  })

  it('leaves a customer the rep no longer owns (the read model lagged)', () => {
    const moved = customer({
      type: 'CustomerTransferred',
      data: { customerId: 30, fromSalesUserId: 7, toSalesUserId: 9, reason: 'transfer' },
    })
    expect(decideHandOverCustomer({ fromSalesUserId: 7, toSalesUserId: 8 }, moved)).toEqual([])
  })

  it('leaves a deleted or missing customer', () => {
    const removed = customer({ type: 'CustomerDeleted', data: { customerId: 30 } })
    expect(decideHandOverCustomer({ fromSalesUserId: 7, toSalesUserId: 8 }, removed)).toEqual([])
    expect(
      decideHandOverCustomer({ fromSalesUserId: 7, toSalesUserId: 8 }, given(customerAggregate)),
    ).toEqual([])
  })
})
