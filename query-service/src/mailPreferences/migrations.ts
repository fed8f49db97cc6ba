import type { ReadModelSchema } from '../projections/migrations.ts'
import { tablesMigration } from '../projections/tablesMigration.ts'

/**
 * Each user's mail preferences once set (no row: the defaults). Came after the first schema,
 * so its table is made by its own migration (09xx).
 */
export const mailPreferencesSchema: ReadModelSchema = {
  tables: [],
  async create() {},
  migrations: [
    tablesMigration(
      '0901_mail_preferences',
      `
          create table rm_mail_preferences (
            user_id      integer primary key,
            orders       boolean not null,
            shipping     boolean not null,
            price_digest boolean not null,
            reminders    boolean not null,
            new_orders   boolean not null
          );
        `,
      { drop: ['rm_mail_preferences'], checkpoint: 'mail-preferences' },
    ),
  ],
}
