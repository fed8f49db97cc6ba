import type { ReadModelSchema } from '../projections/migrations.ts'

/**
 * Each user's mail preferences once set (no row: the defaults). Came after the first schema,
 * so its table is made by its own migration (09xx).
 */
export const mailPreferencesSchema: ReadModelSchema = {
  tables: [],
  async create() {},
  migrations: [
    {
      name: '0901_mail_preferences',
      async up(knex) {
        await knex.raw(`
          create table rm_mail_preferences (
            user_id      integer primary key,
            orders       boolean not null,
            shipping     boolean not null,
            price_digest boolean not null,
            reminders    boolean not null,
            new_orders   boolean not null
          );
        `)
      },
      async down(knex) {
        await knex.schema.dropTableIfExists('rm_mail_preferences')
        await knex('projection_checkpoints').where({ name: 'mail-preferences' }).delete()
      },
    },
  ],
}
