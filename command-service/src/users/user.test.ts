import type { DomainEvent } from '@provender/events'
import { describe, expect, it } from 'vitest'
import { given } from '../shared/givenWhenThen.ts'
import { registered, userDeleted } from './testing.ts'
import { userAggregate, userView } from './user.ts'

const { userId, ...details } = registered().data

describe('user aggregate', () => {
  it('starts new, with session version 0', () => {
    expect(given(userAggregate)).toEqual(userAggregate.initial)
    expect(userAggregate.initial.status).toBe('new')
    expect(userAggregate.initial.sessionVersion).toBe(0)
  })

  it('registration makes the account active with its details', () => {
    expect(given(userAggregate, registered())).toEqual({
      status: 'active',
      id: userId,
      ...details,
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
    const { passwordHash: _, role: _role, passwordChanged: _changed, ...before } = details
    const state = given(userAggregate, registered(), {
      type: 'UserProfileUpdated',
      data: { userId: 7, before, after },
    })
    expect(state).toEqual({ ...given(userAggregate, registered()), ...after })
  })

  it.each<
    [string, DomainEvent[], { passwordHash: string; passwordChanged: boolean; sessionVersion: number }]
  >([
    [
      'a password change stores the hash, sets passwordChanged and raises the session version',
      [{ type: 'UserPasswordChanged', data: { userId: 7, passwordHash: 'hash-2' } }],
      { passwordHash: 'hash-2', passwordChanged: true, sessionVersion: 1 },
    ],
    [
      'a reset stores the hash, clears passwordChanged and raises the session version',
      [
        { type: 'UserPasswordChanged', data: { userId: 7, passwordHash: 'hash-2' } },
        { type: 'UserPasswordReset', data: { userId: 7, passwordHash: 'hash-default', resetBy: 1 } },
      ],
      { passwordHash: 'hash-default', passwordChanged: false, sessionVersion: 2 },
    ],
  ])('%s', (_case, events, expected) => {
    expect(given(userAggregate, registered(), ...events)).toMatchObject(expected)
  })

  it('deletion marks the account deleted and ends its sessions', () => {
    const state = given(userAggregate, registered(), userDeleted())
    expect(state.status).toBe('deleted')
    expect(state.sessionVersion).toBe(1)
  })

  it('ignores events of other streams', () => {
    const state = given(userAggregate, registered())
    expect(userAggregate.evolve(state, { type: 'CustomerDeleted', data: { customerId: 3 } })).toBe(state)
  })

  it('the user view never shows the password hash', () => {
    const { passwordHash: _, ...shown } = details
    expect(userView(given(userAggregate, registered()))).toEqual({ id: userId, ...shown })
    expect(Object.keys(userView(given(userAggregate, registered())))).not.toContain('passwordHash')
  })
})
