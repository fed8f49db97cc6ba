import { describe, expect, it } from 'vitest'
import type { UserState } from '../users/user.ts'
import { decideDeleteAuditor, decideResetAuditorPassword, decideUpdateAuditor } from './decide.ts'

const auditor: UserState = {
  status: 'active',
  id: 12,
  role: 'auditor',
  email: 'audit@provender.test',
  firstName: 'Ada',
  lastName: 'Byrne',
  phone: '3125550400',
  passwordHash: 'hash',
  passwordChanged: true,
  sessionVersion: 1,
}
const profile = {
  firstName: 'Ada',
  lastName: 'Byrne-Lowe',
  email: 'audit@provender.test',
  phone: '3125550400',
}

function refusal(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return { kind: (error as { kind?: string }).kind, message: (error as Error).message }
  }
  return 'not refused'
}

describe('auditor accounts', () => {
  it('Given an auditor, When the admin edits it, Then its profile is updated', () => {
    expect(decideUpdateAuditor(profile, auditor)).toEqual([
      {
        type: 'UserProfileUpdated',
        data: {
          userId: 12,
          before: { email: auditor.email, firstName: 'Ada', lastName: 'Byrne', phone: '3125550400' },
          after: { email: auditor.email, firstName: 'Ada', lastName: 'Byrne-Lowe', phone: '3125550400' },
        },
      },
    ])
  })

  it('Given an auditor, When it is deleted, Then it leaves with no one to reassign to', () => {
    expect(decideDeleteAuditor(auditor)).toEqual([
      { type: 'UserDeleted', data: { userId: 12, role: 'auditor', reassignedTo: null } },
    ])
  })

  it('Given an auditor, When its password is reset, Then it must choose a new one', () => {
    expect(decideResetAuditorPassword({ passwordHash: 'h2', resetBy: 1 }, auditor)).toEqual([
      { type: 'UserPasswordReset', data: { userId: 12, passwordHash: 'h2', resetBy: 1 } },
    ])
  })

  it.each([
    ['a sales user', { ...auditor, role: 'sales' as const }],
    ['an admin', { ...auditor, role: 'admin' as const }],
    ['a deleted auditor', { ...auditor, status: 'deleted' as const }],
  ])('Given %s, When reached through the auditor screens, Then it is not found', (_, state) => {
    const notFound = { kind: 'not-found', message: 'User not found.' }
    expect(refusal(() => decideUpdateAuditor(profile, state))).toEqual(notFound)
    expect(refusal(() => decideDeleteAuditor(state))).toEqual(notFound)
    expect(refusal(() => decideResetAuditorPassword({ passwordHash: 'h', resetBy: 1 }, state))).toEqual(
      notFound,
    )
  })
})
