import type { Knex } from 'knex'
import type { Migration, ReadModelSchema } from '../projections/migrations.ts'
import { indexMigration } from '../shared/indexMigration.ts'

async function createEndedSessions(knex: Knex): Promise<void> {
  await knex.schema.createTable('rm_ended_sessions', (t) => {
    t.uuid('session_id').primary()
    t.integer('user_id').notNullable().index()
    t.timestamp('expires_at', { useTz: true }).notNullable()
  })
}

async function dropEndedSessions(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('rm_ended_sessions')
}

/** Changes to this slice's read models after the first schema, in order. */
export const usersMigrations: Migration[] = [
  // The users lists sort names case-insensitively (spec 9: sales users by firstName), with
  // or without the role filter; these serve that order without sorting the whole table.
  indexMigration('0301_users_name_sort', {
    rm_users_role_first_name_ci: 'on rm_users (role, lower(first_name), id)',
    rm_users_first_name_ci: 'on rm_users (lower(first_name), id)',
  }),
  {
    // Sessions ended by their logout (SessionEnded); a session token naming one was refused.
    name: '0302_ended_sessions',
    up: createEndedSessions,
    down: dropEndedSessions,
  },
  {
    // Sessions are checked against the log itself (accountOfSession), so nothing reads this any more.
    name: '0303_drop_ended_sessions',
    up: dropEndedSessions,
    down: createEndedSessions,
  },
]

/** The accounts of every role, for sign-in checks, names and the users lists. */
export const usersSchema: ReadModelSchema = {
  tables: ['rm_users'],
  async create(knex) {
    await knex.schema.createTable('rm_users', (t) => {
      t.integer('id').primary()
      t.text('role').notNullable()
      t.text('email').notNullable()
      t.text('first_name').notNullable()
      t.text('last_name').notNullable()
      t.text('phone').notNullable()
      t.boolean('password_changed').notNullable()
      t.integer('session_version').notNullable()
      t.timestamp('created_at', { useTz: true }).notNullable()
      t.index(['role', 'first_name'])
    })
  },
  migrations: usersMigrations,
}
