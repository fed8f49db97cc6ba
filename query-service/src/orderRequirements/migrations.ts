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
  ],
}
