import type { Migration, ReadModelSchema } from '../projections/migrations.ts'
import { indexMigration } from '../shared/indexMigration.ts'

/** Changes to this slice's read models after the first schema, in order. */
export const catalogueMigrations: Migration[] = [
  // The lists' default order is the name, case-insensitively; id breaks ties.
  indexMigration('0101_catalogue_name_order', {
    rm_products_lower_name: 'on rm_products (lower(name), id)',
    rm_categories_lower_name: 'on rm_categories (lower(name), id)',
  }),
  {
    // A product's soft limit; products before it have none, so no rebuild is needed.
    name: '0102_product_warn_above',
    up: (knex) => knex.raw('alter table rm_products add column warn_above numeric(12, 2)'),
    down: (knex) => knex.raw('alter table rm_products drop column warn_above'),
  },
  {
    // The products offered in a product's place at fulfilment (issue 36), in staff's order; no
    // product had any before, so no rebuild is needed.
    name: '0110_product_substitutes',
    up: (knex) => knex.raw("alter table rm_products add column substitutes jsonb not null default '[]'"),
    down: (knex) => knex.raw('alter table rm_products drop column substitutes'),
  },
  {
    // Sales tax applies to it (issue 37); no product was taxable before, so no rebuild is needed.
    name: '0120_product_taxable',
    up: (knex) => knex.raw('alter table rm_products add column taxable boolean not null default false'),
    down: (knex) => knex.raw('alter table rm_products drop column taxable'),
  },
]

/** Categories and products as they stand. */
export const catalogueSchema: ReadModelSchema = {
  tables: ['rm_categories', 'rm_products'],
  async create(knex) {
    await knex.schema.createTable('rm_categories', (t) => {
      t.integer('id').primary()
      t.text('name').notNullable()
    })
    await knex.schema.createTable('rm_products', (t) => {
      t.text('id').primary()
      t.text('name').notNullable()
      t.text('description').notNullable()
      t.integer('category_id').nullable().index()
      t.text('unit_type').notNullable()
      t.integer('packs_per_case').nullable()
      t.decimal('price', 12, 2).notNullable()
    })
  },
  migrations: catalogueMigrations,
}
