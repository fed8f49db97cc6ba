import { passwordRules } from '@provender/events'
import { describe, expect, it } from 'vitest'
import { refusal } from '../shared/givenWhenThen.ts'
import { type ChangePassword, decideUser } from './decide.ts'
import { account, registered, userDeleted, userNotFound } from './testing.ts'

const dana = account(registered())
const missingOrDeleted = [
  ['does not exist', account()],
  ['is deleted', account(registered(), userDeleted())],
] as const

const label = (id: string) => passwordRules.find((r) => r.id === id)!.label

const changePassword = (overrides: Partial<ChangePassword> = {}) =>
  decideUser(
    {
      type: 'ChangePassword',
      oldPassword: 'Old-pass1',
      newPassword: 'New-pass2',
      oldPasswordMatches: true,
      newPasswordHash: 'hash-new',
      ...overrides,
    },
    dana,
  )

const weak = (...issues: string[]) => ({
  kind: 'invalid',
  message: 'Password does not meet requirements',
  code: 'WEAK_PASSWORD',
  issues,
})

describe('register user', () => {
  const registration = registered().data

  it('a new account is registered', () => {
    expect(decideUser({ type: 'RegisterUser', account: registration }, account())).toEqual([registered()])
  })

  it.each([
    ['exists', dana],
    ['was deleted (its id is not reused)', account(registered(), userDeleted())],
  ])('refuses an account that %s', (_case, state) => {
    expect(refusal(() => decideUser({ type: 'RegisterUser', account: registration }, state))).toEqual({
      kind: 'conflict',
      message: 'That account already exists.',
      code: undefined,
      issues: [],
    })
  })
})

describe('change password', () => {
  it('a strong, different password is changed', () => {
    expect(changePassword()).toEqual([
      { type: 'UserPasswordChanged', data: { userId: 7, passwordHash: 'hash-new' } },
    ])
  })

  it.each(missingOrDeleted)('refuses an account that %s', (_case, state) => {
    const command = { oldPassword: 'a', newPassword: 'b', oldPasswordMatches: true, newPasswordHash: 'h' }
    expect(refusal(() => decideUser({ type: 'ChangePassword', ...command }, state))).toEqual(userNotFound)
  })

  it.each<[string, Partial<ChangePassword>, ReturnType<typeof weak>]>([
    [
      'the old password is wrong',
      { oldPasswordMatches: false },
      { kind: 'invalid', message: 'Incorrect old password', code: 'INCORRECT_OLD_PASSWORD', issues: [] },
    ],
    [
      'the new password is the same again',
      { newPassword: 'Old-pass1' },
      {
        kind: 'invalid',
        message: 'New password must be different',
        code: 'PASSWORD_NOT_DIFFERENT',
        issues: [],
      },
    ],
    [
      'the new password is weak, listing every rule it fails in the order of the spec',
      { newPassword: 'abc' },
      weak(label('length'), label('uppercase'), label('number'), label('special')),
    ],
    [
      'the new password contains the word "password" in any case',
      { newPassword: 'MyPassWord-9' },
      weak('Does not contain the word "password"'),
    ],
    ['the new password is too short', { newPassword: 'Ab1-xyz' }, weak('At least 8 characters')],
    ['the new password has no lowercase', { newPassword: 'ABCDEF1-' }, weak('One lowercase letter')],
    ['the new password has no uppercase', { newPassword: 'abcdef1-' }, weak('One uppercase letter')],
    ['the new password has no number', { newPassword: 'Abcdefg-' }, weak('One number')],
    ['the new password has no special character', { newPassword: 'Abcdefg1' }, weak('One special character')],
  ])('refuses when %s', (_case, overrides, expected) => {
    expect(refusal(() => changePassword(overrides))).toEqual(expected)
  })

  it('the wrong old password is reported before anything about the new one', () => {
    expect(refusal(() => changePassword({ oldPasswordMatches: false, newPassword: 'weak' })).code).toBe(
      'INCORRECT_OLD_PASSWORD',
    )
  })
})

describe('reset password', () => {
  const reset = { type: 'ResetPassword', passwordHash: 'hash-default', resetBy: 1 } as const

  it('an active account is reset to the given hash', () => {
    expect(decideUser(reset, dana)).toEqual([
      { type: 'UserPasswordReset', data: { userId: 7, passwordHash: 'hash-default', resetBy: 1 } },
    ])
  })

  it.each(missingOrDeleted)('refuses an account that %s', (_case, state) => {
    expect(refusal(() => decideUser(reset, state))).toEqual(userNotFound)
  })
})

describe('update profile', () => {
  const before = { email: 'dana@provender.test', firstName: 'Dana', lastName: 'Reyes', phone: '3125550100' }

  it('a changed profile is recorded with before and after', () => {
    const after = { ...before, phone: '3125550199' }
    expect(decideUser({ type: 'UpdateProfile', profile: after }, dana)).toEqual([
      { type: 'UserProfileUpdated', data: { userId: 7, before, after } },
    ])
  })

  it('an unchanged profile produces no event', () => {
    expect(decideUser({ type: 'UpdateProfile', profile: before }, dana)).toEqual([])
  })

  it.each(missingOrDeleted)('refuses an account that %s', (_case, state) => {
    expect(refusal(() => decideUser({ type: 'UpdateProfile', profile: before }, state))).toEqual(userNotFound)
  })
})

describe('delete user', () => {
  it('records the role it had and who took over', () => {
    expect(decideUser({ type: 'DeleteUser', reassignedTo: 8 }, dana)).toEqual([
      { type: 'UserDeleted', data: { userId: 7, role: 'sales', reassignedTo: 8 } },
    ])
  })

  it.each(missingOrDeleted)('refuses an account that %s', (_case, state) => {
    expect(refusal(() => decideUser({ type: 'DeleteUser', reassignedTo: null }, state))).toEqual(userNotFound)
  })
})
