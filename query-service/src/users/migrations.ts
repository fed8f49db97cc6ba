import type { Migration, ReadModelSchema } from '../projections/migrations.ts'

/** Changes to this slice's read models after the first schema, in order. */
export const usersMigrations: Migration[] = [
  {
    // The users lists sort names case-insensitively (spec 9: sales users by firstName), with
    // or without the role filter; these serve that order without sorting the whole table.
    name: '0301_users_name_sort',
    async up(knex) {
      await knex.raw('create index rm_users_role_first_name_ci on rm_users (role, lower(first_name), id)')
      await knex.raw('create index rm_users_first_name_ci on rm_users (lower(first_name), id)')
    },
    async down(knex) {
      await knex.raw('drop index if exists rm_users_first_name_ci')
      await knex.raw('drop index if exists rm_users_role_first_name_ci')
    },
  },
  {
    // Sessions ended by their logout (SessionEnded); a session token naming one is refused.
    name: '0302_ended_sessions',
    async up(knex) {
      await knex.schema.createTable('rm_ended_sessions', (t) => {
        t.uuid('session_id').primary()
        t.integer('user_id').notNullable().index()
        t.timestamp('expires_at', { useTz: true }).notNullable()
      })
    },
    async down(knex) {
      await knex.schema.dropTableIfExists('rm_ended_sessions')
    },
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
