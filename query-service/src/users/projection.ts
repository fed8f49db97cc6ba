import { assertNever, defineProjection, insertOnce } from '../projections/projection.ts'

/**
 * rm_users: every account, for sign-in checks, names and the users lists. A logout (SessionEnded)
 * changes no read model: sessions are checked against the log itself.
 */
export const usersProjection = defineProjection({
  name: 'users',
  handles: [
    'UserRegistered',
    'UserProfileUpdated',
    'UserPasswordChanged',
    'UserPasswordReset',
    'UserDeleted',
  ],
  streams: ['user', 'session'],
  ignores: ['SessionEnded'],
  async apply(trx, { event, metadata }) {
    switch (event.type) {
      case 'UserRegistered': {
        const d = event.data
        await insertOnce(trx, 'rm_users', {
          id: d.userId,
          role: d.role,
          email: d.email,
          first_name: d.firstName,
          last_name: d.lastName,
          phone: d.phone,
          password_changed: d.passwordChanged,
          session_version: 0,
          created_at: metadata.occurredAt,
        })
        return
      }
      case 'UserProfileUpdated': {
        const a = event.data.after
        await trx('rm_users')
          .where({ id: event.data.userId })
          .update({ email: a.email, first_name: a.firstName, last_name: a.lastName, phone: a.phone })
        return
      }
      case 'UserPasswordChanged':
        await trx('rm_users')
          .where({ id: event.data.userId })
          .update({ password_changed: true, session_version: trx.raw('session_version + 1') })
        return
      case 'UserPasswordReset':
        await trx('rm_users')
          .where({ id: event.data.userId })
          .update({ password_changed: false, session_version: trx.raw('session_version + 1') })
        return
      case 'UserDeleted':
        await trx('rm_users').where({ id: event.data.userId }).delete()
        return
      default:
        assertNever(event)
    }
  },
})
