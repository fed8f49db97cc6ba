import type { ReadModelSchema } from '../projections/migrations.ts'
import { tablesMigration } from '../projections/tablesMigration.ts'

/**
 * What each customer's orders must carry, once staff set it (no row: nothing asked). Came after
 * the first schema, so its table is made by its own migration (13xx). Read by key only.
 */
export const orderRequirementsSchema: ReadModelSchema = {
  tables: [],
  async create() {},
  migrations: [
    tablesMigration(
      '1301_order_requirements',
      `
          create table rm_order_requirements (
            customer_id        integer primary key,
            po_number_required boolean not null,
            minimum_order      numeric(14, 2)
          );
        `,
      { drop: ['rm_order_requirements'], checkpoint: 'order-requirements' },
    ),
    {
      // The customer's substitute default (issue 36), for the ordering app to start each line's
      // "Substitute OK" from. Replayed from the log (one event per change), so every row has it
      // as its event says.
      name: '1302_order_requirements_substitutes',
      async up(knex) {
        await knex.raw(`
          alter table rm_order_requirements add column substitutes_allowed boolean not null default false;
          truncate rm_order_requirements;
          delete from projection_checkpoints where name = 'order-requirements';
        `)
      },
      async down(knex) {
        await knex.raw('alter table rm_order_requirements drop column substitutes_allowed')
      },
    },
  ],
}
