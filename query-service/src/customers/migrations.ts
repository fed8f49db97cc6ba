import type { Migration } from '../projections/migrations.ts'

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
