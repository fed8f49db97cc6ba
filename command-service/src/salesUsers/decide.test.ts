import type { DomainEvent } from '@provender/events'
import { describe, expect, it } from 'vitest'
import { customerAggregate } from '../customers/customer.ts'
import { given, refusal } from '../shared/givenWhenThen.ts'
import { account, staffRegistered, userDeleted, userNotFound } from '../users/testing.ts'
import { userAggregate } from '../users/user.ts'
import { decideHandOverCustomer, decideSalesUser, type SalesUserCommand } from './decide.ts'

const rep = account(staffRegistered(7))
const otherRep = account(staffRegistered(8))
const notReps = [
  ['an admin', account(staffRegistered(1, 'admin'))],
  ['a customer', account(staffRegistered(20, 'customer'))],
  ['a missing account', account()],
] as const
const gone = account(staffRegistered(7), userDeleted(7))

const profile = { firstName: 'Dani', lastName: 'Reyes', email: 'dani@provender.test', phone: '3125550199' }
const reset: SalesUserCommand = { type: 'ResetPassword', passwordHash: 'hash-default', resetBy: 1 }
const deleteRep = (target: typeof rep, customersLeft = 0): SalesUserCommand => ({
  type: 'DeleteSalesUser',
  target,
  customersLeft,
})

describe('a sales user is reached only as one', () => {
  it.each<[string, SalesUserCommand]>([
    ['update', { type: 'UpdateProfile', profile }],
    ['reset', reset],
    ['delete (the admin itself included)', deleteRep(otherRep)],
  ])(
    '%s refuses an admin, a customer, a missing account or a deleted rep as not found',
    (_label, command) => {
      for (const [, state] of [...notReps, ['a deleted rep', gone] as const]) {
        expect(refusal(() => decideSalesUser(command, state))).toEqual(userNotFound)
      }
    },
  )
})

describe('update a sales user', () => {
  it('records the old and the new details', () => {
    expect(decideSalesUser({ type: 'UpdateProfile', profile }, rep)).toEqual([
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
          after: profile,
        },
      },
    ])
  })

  it('records nothing when nothing changes', () => {
    const same = { firstName: 'Dana', lastName: 'Reyes', email: 'user7@provender.test', phone: '3125550100' }
    expect(decideSalesUser({ type: 'UpdateProfile', profile: same }, rep)).toEqual([])
  })
})

describe('reset a sales user password', () => {
  it('stores the default password hash and who reset it', () => {
    expect(decideSalesUser(reset, rep)).toEqual([
      { type: 'UserPasswordReset', data: { userId: 7, passwordHash: 'hash-default', resetBy: 1 } },
    ])
  })

  it('the reset rep must change the password and its sessions end', () => {
    const [event] = decideSalesUser(reset, rep)
    const after = userAggregate.evolve(rep, event!)
    expect(after.passwordChanged).toBe(false)
    expect(after.sessionVersion).toBe(rep.sessionVersion + 1)
  })
})

describe('delete a sales user', () => {
  it('deletes the rep, naming who took over its customers', () => {
    expect(decideSalesUser(deleteRep(otherRep), rep)).toEqual([
      { type: 'UserDeleted', data: { userId: 7, role: 'sales', reassignedTo: 8 } },
    ])
  })

  it('refuses the rep itself as the target', () => {
    expect(refusal(() => decideSalesUser(deleteRep(rep), rep))).toEqual({
      kind: 'invalid',
      message: 'Choose a sales rep other than the one being deleted.',
      code: 'INVALID_REASSIGN_TARGET',
      issues: [],
    })
  })

  it.each([...notReps, ['a deleted rep', account(staffRegistered(8), userDeleted(8))] as const])(
    'refuses %s as the target',
    (_label, target) => {
      expect(refusal(() => decideSalesUser(deleteRep(target), rep))).toEqual({
        kind: 'invalid',
        message: 'Choose an existing sales rep to take over the customers.',
        code: 'INVALID_REASSIGN_TARGET',
        issues: [],
      })
    },
  )

  it('refuses while customers are still assigned to the rep', () => {
    expect(refusal(() => decideSalesUser(deleteRep(otherRep, 2), rep))).toEqual({
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
