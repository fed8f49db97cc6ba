import type { Migration, ReadModelSchema } from '../projections/migrations.ts'

/** Changes to this slice's read models after the first schema, in order. */
export const customersMigrations: Migration[] = [
  {
    // The customer stream's revision, answered as `version` so a stale edit can be refused;
    // and the indexes behind the customers list's default sort, for all and for one rep.
    name: '0201_customer_version_and_list_indexes',
    async up(knex) {
      await knex.schema.alterTable('rm_customers', (t) => {
        t.integer('version').notNullable().defaultTo(0)
      })
      // Rows projected before this column existed take their revision from the log, where the
      // log shares the database (always, today); a rebuild writes the same values.
      await knex.raw(`
        do $$ begin
          if to_regclass('event_log') is not null then
            update rm_customers c set version = e.revision
            from (
              select stream_id, max(stream_revision)::integer as revision
              from event_log where stream_id like 'customer-%' group by stream_id
            ) e
            where e.stream_id = 'customer-' || c.id;
          end if;
        end $$;
      `)
      await knex.raw('create index rm_customers_business_name_idx on rm_customers (lower(business_name), id)')
      await knex.raw(
        'create index rm_customers_rep_business_name_idx on rm_customers (sales_user_id, lower(business_name), id)',
      )
    },
    async down(knex) {
      await knex.raw('drop index if exists rm_customers_rep_business_name_idx')
      await knex.raw('drop index if exists rm_customers_business_name_idx')
      await knex.schema.alterTable('rm_customers', (t) => {
        t.dropColumn('version')
      })
    },
  },
]

/** Customers, their negotiated prices and their favourites. */
export const customersSchema: ReadModelSchema = {
  tables: ['rm_customers', 'rm_customer_products', 'rm_favorites'],
  async create(knex) {
    await knex.schema.createTable('rm_customers', (t) => {
      t.integer('id').primary()
      t.text('business_name').notNullable()
      t.text('account_number').notNullable()
      t.integer('sales_user_id').notNullable().index()
      t.timestamp('created_at', { useTz: true }).notNullable()
    })
    await knex.schema.createTable('rm_customer_products', (t) => {
      t.integer('customer_id').notNullable()
      t.text('product_id').notNullable().index()
      t.decimal('price', 12, 2).notNullable()
      t.primary(['customer_id', 'product_id'])
    })
    await knex.schema.createTable('rm_favorites', (t) => {
      t.integer('customer_id').notNullable()
      t.text('product_id').notNullable()
      t.primary(['customer_id', 'product_id'])
    })
  },
  migrations: customersMigrations,
}
