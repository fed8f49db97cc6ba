import { describe, expect, it } from 'vitest'
import { refusal } from '../shared/givenWhenThen.ts'
import { account, staffRegistered, userDeleted, userNotFound } from '../users/testing.ts'
import { type AuditorCommand, decideAuditor } from './decide.ts'

const auditor = account(staffRegistered(12, 'auditor'))
const before = { email: 'user12@provender.test', firstName: 'Dana', lastName: 'Reyes', phone: '3125550100' }
const profile = { ...before, lastName: 'Reyes-Lowe' }

describe('auditor accounts', () => {
  it('Given an auditor, When the admin edits it, Then its profile is updated', () => {
    expect(decideAuditor({ type: 'UpdateProfile', profile }, auditor)).toEqual([
      { type: 'UserProfileUpdated', data: { userId: 12, before, after: profile } },
    ])
  })

  it('Given an auditor, When it is deleted, Then it leaves with no one to reassign to', () => {
    expect(decideAuditor({ type: 'DeleteAuditor' }, auditor)).toEqual([
      { type: 'UserDeleted', data: { userId: 12, role: 'auditor', reassignedTo: null } },
    ])
  })

  it('Given an auditor, When its password is reset, Then it must choose a new one', () => {
    expect(decideAuditor({ type: 'ResetPassword', passwordHash: 'h2', resetBy: 1 }, auditor)).toEqual([
      { type: 'UserPasswordReset', data: { userId: 12, passwordHash: 'h2', resetBy: 1 } },
    ])
  })

  const commands: AuditorCommand[] = [
    { type: 'UpdateProfile', profile },
    { type: 'DeleteAuditor' },
    { type: 'ResetPassword', passwordHash: 'h', resetBy: 1 },
  ]
  it.each([
    ['a sales user', account(staffRegistered(12, 'sales'))],
    ['an admin', account(staffRegistered(12, 'admin'))],
    ['a deleted auditor', account(staffRegistered(12, 'auditor'), userDeleted(12))],
    ['a missing account', account()],
  ])('Given %s, When reached through the auditor screens, Then it is not found', (_, state) => {
    for (const command of commands) expect(refusal(() => decideAuditor(command, state))).toEqual(userNotFound)
  })
})
