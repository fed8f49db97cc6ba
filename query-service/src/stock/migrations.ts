import type { ReadModelSchema } from '../projections/migrations.ts'
import { tablesMigration } from '../projections/tablesMigration.ts'

/**
 * Each product's availability once staff set it (no row: available), issue 36. Its own table,
 * joined by the products list and the customers' catalogue; read by key only.
 */
export const stockSchema: ReadModelSchema = {
  tables: [],
  async create() {},
  migrations: [
    tablesMigration(
      '1401_product_availability',
      `
          create table rm_product_availability (
            product_id   text primary key,
            availability jsonb not null
          );
        `,
      { drop: ['rm_product_availability'], checkpoint: 'product-availability' },
    ),
  ],
}
