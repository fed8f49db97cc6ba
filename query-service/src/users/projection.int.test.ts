import { describe, expect, it } from 'vitest'
import { SPEC_MOMENT, useProjectionSpec } from '../projections/projectionSpec.ts'
import { usersProjection } from './projection.ts'

const spec = useProjectionSpec(usersProjection)

const contact = { email: 'dana@provender.test', firstName: 'Dana', lastName: 'Reyes', phone: '3125550100' }

describe('users read model: given events, the rows', () => {
  it('registers an account without its password, and follows its profile and sessions', async () => {
    await spec.given('user-7', [
      {
        type: 'UserRegistered',
        data: { userId: 7, role: 'sales', ...contact, passwordHash: 'hash', passwordChanged: false },
      },
      { type: 'UserPasswordChanged', data: { userId: 7, passwordHash: 'hash-2' } },
      {
        type: 'UserProfileUpdated',
        data: { userId: 7, before: contact, after: { ...contact, email: 'dani@provender.test' } },
      },
    ])
    expect(await spec.rows('rm_users', 'id')).toEqual([
      {
        id: 7,
        role: 'sales',
        email: 'dani@provender.test',
        first_name: 'Dana',
        last_name: 'Reyes',
        phone: '3125550100',
        password_changed: true,
        session_version: 1,
        created_at: SPEC_MOMENT,
      },
    ])
  })

  it('a reset asks for a new password and ends sessions; a deletion removes the row', async () => {
    await spec.given('user-7', [
      { type: 'UserPasswordReset', data: { userId: 7, passwordHash: 'h', resetBy: 1 } },
    ])
    expect(await spec.rows('rm_users', 'id')).toMatchObject([
      { id: 7, password_changed: false, session_version: 2 },
    ])
    await spec.given('user-7', [{ type: 'UserDeleted', data: { userId: 7, role: 'sales', reassignedTo: 8 } }])
    expect(await spec.rows('rm_users', 'id')).toEqual([])
  })
})
