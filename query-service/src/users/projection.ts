import { assertNever, defineProjection } from '../projections/projection.ts'

/**
 * rm_users: every account, for sign-in checks, names and the users lists; rm_ended_sessions:
 * the sessions their logout ended, until the account goes.
 */
const handles = [
  'UserRegistered',
  'UserProfileUpdated',
  'UserPasswordChanged',
  'UserPasswordReset',
  'UserDeleted',
  'SessionEnded',
] as const

export const usersProjection = defineProjection({
  name: 'users',
  handles,
  streams: ['user', 'session'],
  async apply(trx, { event, metadata }) {
    switch (event.type) {
      case 'UserRegistered': {
        const d = event.data
        await trx('rm_users')
          .insert({
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
          .onConflict('id')
          .ignore()
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
        await trx('rm_ended_sessions').where({ user_id: event.data.userId }).delete()
        return
      case 'SessionEnded':
        // Tokens past their expiry are refused anyway: their records go, as the log's own time says.
        await trx('rm_ended_sessions').where('expires_at', '<', metadata.occurredAt).delete()
        await trx('rm_ended_sessions')
          .insert({
            session_id: event.data.sessionId,
            user_id: event.data.userId,
            expires_at: event.data.expiresAt,
          })
          .onConflict('session_id')
          .ignore()
        return
      default:
        assertNever(event)
    }
  },
})
