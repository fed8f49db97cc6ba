import { type DomainEvent, passwordRules } from '@provender/events'
import { describe, expect, it } from 'vitest'
import { given, refusal } from '../shared/givenWhenThen.ts'
import {
  type ChangePassword,
  decideChangePassword,
  decideRegister,
  decideReleaseEmail,
  decideReserveEmail,
  decideResetPassword,
  decideUpdateProfile,
  type RegisterUser,
} from './decide.ts'
import { emailAggregate, userAggregate, userView } from './user.ts'

const registration: RegisterUser = {
  userId: 7,
  role: 'sales',
  email: 'dana@provender.test',
  firstName: 'Dana',
  lastName: 'Reyes',
  phone: '3125550100',
  passwordHash: 'hash-initial',
  passwordChanged: false,
}

const registered: DomainEvent = { type: 'UserRegistered', data: registration }
const deleted: DomainEvent = { type: 'UserDeleted', data: { userId: 7, role: 'sales', reassignedTo: 8 } }

const label = (id: string) => passwordRules.find((r) => r.id === id)!.label

const change = (overrides: Partial<ChangePassword> = {}): ChangePassword => ({
  oldPassword: 'Old-pass1',
  newPassword: 'New-pass2',
  oldPasswordMatches: true,
  newPasswordHash: 'hash-new',
  ...overrides,
})

describe('user aggregate', () => {
  it('starts new, with session version 0', () => {
    expect(given(userAggregate)).toEqual(userAggregate.initial)
    expect(userAggregate.initial.status).toBe('new')
    expect(userAggregate.initial.sessionVersion).toBe(0)
  })

  it('registration makes the account active with its details', () => {
    expect(given(userAggregate, registered)).toEqual({
      status: 'active',
      id: 7,
      role: 'sales',
      email: 'dana@provender.test',
      firstName: 'Dana',
      lastName: 'Reyes',
      phone: '3125550100',
      passwordHash: 'hash-initial',
      passwordChanged: false,
      sessionVersion: 0,
    })
  })

  it('a profile update replaces the contact details', () => {
    const after = {
      email: 'd.reyes@provender.test',
      firstName: 'Dani',
      lastName: 'Reyes',
      phone: '3125550199',
    }
    const state = given(userAggregate, registered, {
      type: 'UserProfileUpdated',
      data: {
        userId: 7,
        before: { email: 'dana@provender.test', firstName: 'Dana', lastName: 'Reyes', phone: '3125550100' },
        after,
      },
    })
    expect(state).toEqual({ ...given(userAggregate, registered), ...after })
  })

  it('a password change stores the hash, sets passwordChanged and raises the session version', () => {
    const state = given(userAggregate, registered, {
      type: 'UserPasswordChanged',
      data: { userId: 7, passwordHash: 'hash-2' },
    })
    expect(state.passwordHash).toBe('hash-2')
    expect(state.passwordChanged).toBe(true)
    expect(state.sessionVersion).toBe(1)
  })

  it('a reset stores the hash, clears passwordChanged and raises the session version', () => {
    const state = given(
      userAggregate,
      registered,
      { type: 'UserPasswordChanged', data: { userId: 7, passwordHash: 'hash-2' } },
      { type: 'UserPasswordReset', data: { userId: 7, passwordHash: 'hash-default', resetBy: 1 } },
    )
    expect(state.passwordHash).toBe('hash-default')
    expect(state.passwordChanged).toBe(false)
    expect(state.sessionVersion).toBe(2)
  })

  it('deletion marks the account deleted and ends its sessions', () => {
    const state = given(userAggregate, registered, deleted)
    expect(state.status).toBe('deleted')
    expect(state.sessionVersion).toBe(1)
  })

  it('ignores events of other streams', () => {
    const state = given(userAggregate, registered)
    expect(userAggregate.evolve(state, { type: 'CustomerDeleted', data: { customerId: 3 } })).toBe(state)
  })

  it('the user view never shows the password hash', () => {
    expect(userView(given(userAggregate, registered))).toEqual({
      id: 7,
      role: 'sales',
      passwordChanged: false,
      firstName: 'Dana',
      lastName: 'Reyes',
      email: 'dana@provender.test',
      phone: '3125550100',
    })
  })
})

describe('register user', () => {
  it('a new account is registered', () => {
    expect(decideRegister(registration, given(userAggregate))).toEqual([registered])
  })

  it('refuses an account that exists', () => {
    expect(refusal(() => decideRegister(registration, given(userAggregate, registered)))).toEqual({
      kind: 'conflict',
      message: 'That account already exists.',
      code: undefined,
      issues: [],
    })
  })

  it('refuses to reuse a deleted account', () => {
    expect(refusal(() => decideRegister(registration, given(userAggregate, registered, deleted)))).toEqual({
      kind: 'conflict',
      message: 'That account already exists.',
      code: undefined,
      issues: [],
    })
  })
})

describe('email address', () => {
  const address = { email: 'dana@provender.test', userId: 7 }
  const reserved: DomainEvent = { type: 'EmailReserved', data: address }
  const released: DomainEvent = { type: 'EmailReleased', data: address }

  it('folds reservation and release', () => {
    expect(given(emailAggregate)).toEqual({ ownerId: null })
    expect(given(emailAggregate, reserved)).toEqual({ ownerId: 7 })
    expect(given(emailAggregate, reserved, released)).toEqual({ ownerId: null })
  })

  it('a free address is reserved', () => {
    expect(decideReserveEmail(address, given(emailAggregate), false)).toEqual([reserved])
  })

  it('a released address can be reserved again, by another account', () => {
    const other = { email: 'dana@provender.test', userId: 9 }
    expect(decideReserveEmail(other, given(emailAggregate, reserved, released), false)).toEqual([
      { type: 'EmailReserved', data: other },
    ])
  })

  it("reserving one's own address again changes nothing", () => {
    expect(decideReserveEmail(address, given(emailAggregate, reserved), true)).toEqual([])
  })

  it('refuses an address another account holds', () => {
    expect(
      refusal(() =>
        decideReserveEmail(
          { email: 'dana@provender.test', userId: 9 },
          given(emailAggregate, reserved),
          true,
        ),
      ),
    ).toEqual({ kind: 'conflict', message: 'That email is already in use.', code: 'EMAIL_TAKEN', issues: [] })
  })

  it('takes an address whose holder does not exist (never registered, or deleted): no real holder', () => {
    const other = { email: 'dana@provender.test', userId: 9 }
    expect(decideReserveEmail(other, given(emailAggregate, reserved), false)).toEqual([
      { type: 'EmailReserved', data: other },
    ])
  })

  it('the holder releases its address', () => {
    expect(decideReleaseEmail(address, given(emailAggregate, reserved))).toEqual([released])
  })

  it('releasing an address held by someone else, or by no one, changes nothing', () => {
    expect(
      decideReleaseEmail({ email: 'dana@provender.test', userId: 9 }, given(emailAggregate, reserved)),
    ).toEqual([])
    expect(decideReleaseEmail(address, given(emailAggregate))).toEqual([])
  })
})

describe('change password', () => {
  it('a strong, different password is changed', () => {
    expect(decideChangePassword(change(), given(userAggregate, registered))).toEqual([
      { type: 'UserPasswordChanged', data: { userId: 7, passwordHash: 'hash-new' } },
    ])
  })

  it('refuses an account that does not exist', () => {
    expect(refusal(() => decideChangePassword(change(), given(userAggregate)))).toEqual({
      kind: 'not-found',
      message: 'User not found.',
      code: undefined,
      issues: [],
    })
  })

  it('refuses a deleted account', () => {
    expect(refusal(() => decideChangePassword(change(), given(userAggregate, registered, deleted)))).toEqual({
      kind: 'not-found',
      message: 'User not found.',
      code: undefined,
      issues: [],
    })
  })

  it('refuses when the old password is wrong', () => {
    expect(
      refusal(() =>
        decideChangePassword(change({ oldPasswordMatches: false }), given(userAggregate, registered)),
      ),
    ).toEqual({
      kind: 'invalid',
      message: 'Incorrect old password',
      code: 'INCORRECT_OLD_PASSWORD',
      issues: [],
    })
  })

  it('the wrong old password is reported before anything about the new one', () => {
    const command = change({ oldPasswordMatches: false, newPassword: 'weak' })
    expect(refusal(() => decideChangePassword(command, given(userAggregate, registered))).code).toBe(
      'INCORRECT_OLD_PASSWORD',
    )
  })

  it('refuses the same password again', () => {
    expect(
      refusal(() =>
        decideChangePassword(change({ newPassword: 'Old-pass1' }), given(userAggregate, registered)),
      ),
    ).toEqual({
      kind: 'invalid',
      message: 'New password must be different',
      code: 'PASSWORD_NOT_DIFFERENT',
      issues: [],
    })
  })

  it('refuses a weak password, listing every rule it fails in the order of the spec', () => {
    expect(
      refusal(() => decideChangePassword(change({ newPassword: 'abc' }), given(userAggregate, registered))),
    ).toEqual({
      kind: 'invalid',
      message: 'Password does not meet requirements',
      code: 'WEAK_PASSWORD',
      issues: [label('length'), label('uppercase'), label('number'), label('special')],
    })
  })

  it('refuses a password containing the word "password" in any case', () => {
    expect(
      refusal(() =>
        decideChangePassword(change({ newPassword: 'MyPassWord-9' }), given(userAggregate, registered)),
      ),
    ).toEqual({
      kind: 'invalid',
      message: 'Password does not meet requirements',
      code: 'WEAK_PASSWORD',
      issues: ['Does not contain the word "password"'],
    })
  })

  it.each([
    ['too short', 'Ab1-xyz', 'At least 8 characters'],
    ['no lowercase', 'ABCDEF1-', 'One lowercase letter'],
    ['no uppercase', 'abcdef1-', 'One uppercase letter'],
    ['no number', 'Abcdefg-', 'One number'],
    ['no special character', 'Abcdefg1', 'One special character'],
  ])('refuses a password with %s', (_case, newPassword, issue) => {
    expect(
      refusal(() => decideChangePassword(change({ newPassword }), given(userAggregate, registered))),
    ).toEqual({
      kind: 'invalid',
      message: 'Password does not meet requirements',
      code: 'WEAK_PASSWORD',
      issues: [issue],
    })
  })
})

describe('reset password', () => {
  it('an active account is reset to the given hash', () => {
    expect(
      decideResetPassword({ passwordHash: 'hash-default', resetBy: 1 }, given(userAggregate, registered)),
    ).toEqual([{ type: 'UserPasswordReset', data: { userId: 7, passwordHash: 'hash-default', resetBy: 1 } }])
  })

  it.each([
    ['does not exist', given(userAggregate)],
    ['is deleted', given(userAggregate, registered, deleted)],
  ])('refuses an account that %s', (_case, state) => {
    expect(refusal(() => decideResetPassword({ passwordHash: 'hash-default', resetBy: 1 }, state))).toEqual({
      kind: 'not-found',
      message: 'User not found.',
      code: undefined,
      issues: [],
    })
  })
})

describe('update profile', () => {
  const before = { email: 'dana@provender.test', firstName: 'Dana', lastName: 'Reyes', phone: '3125550100' }

  it('a changed profile is recorded with before and after', () => {
    const after = { ...before, phone: '3125550199' }
    expect(decideUpdateProfile(after, given(userAggregate, registered))).toEqual([
      { type: 'UserProfileUpdated', data: { userId: 7, before, after } },
    ])
  })

  it('an unchanged profile produces no event', () => {
    expect(decideUpdateProfile(before, given(userAggregate, registered))).toEqual([])
  })

  it.each([
    ['does not exist', given(userAggregate)],
    ['is deleted', given(userAggregate, registered, deleted)],
  ])('refuses an account that %s', (_case, state) => {
    expect(refusal(() => decideUpdateProfile(before, state))).toEqual({
      kind: 'not-found',
      message: 'User not found.',
      code: undefined,
      issues: [],
    })
  })
})
