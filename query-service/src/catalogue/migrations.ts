import type { Migration } from '../projections/migrations.ts'

/** Changes to this slice's read models after the first schema, in order. */
export const catalogueMigrations: Migration[] = [
  {
    // The lists' default order is the name, case-insensitively; id breaks ties.
    name: '0101_catalogue_name_order',
    async up(knex) {
      await knex.raw('create index rm_products_lower_name on rm_products (lower(name), id)')
      await knex.raw('create index rm_categories_lower_name on rm_categories (lower(name), id)')
    },
    async down(knex) {
      await knex.raw('drop index if exists rm_products_lower_name')
      await knex.raw('drop index if exists rm_categories_lower_name')
    },
  },
]
