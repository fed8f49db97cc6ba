import { READ_MODELS_SCHEMA } from '@provender/server-kit'
import type { Knex } from 'knex'

/** Where the services read: every connection's search_path ends in it (server-kit's `connect`). */
export const READ_MODELS = READ_MODELS_SCHEMA
/** Where an online rebuild builds the read models while the services read the current ones. */
export const READ_MODELS_NEXT = `${READ_MODELS_SCHEMA}_next`
/** The current read models for the moment between the switch and their drop. */
export const READ_MODELS_OLD = `${READ_MODELS_SCHEMA}_old`

/** The knex migrator's own tables, kept with the read models they describe. */
export const MIGRATIONS_TABLE = 'read_model_migrations'

/**
 * A search_path that finds `schema`'s read models first and the log after: set for one
 * transaction (`set_config(..., true)`) wherever read models are written or created, so
 * unqualified table names in projections and migrations land in that schema.
 */
export function searchPathFor(schema: string): string {
  return `"${schema}", public`
}

/**
 * Databases made before the read models had a schema of their own kept them in `public`: they
 * move, rows, indexes, sequences and checkpoints alike, into `read_models` in one transaction
 * (a rename, no copy), so the live runners go on from the same checkpoints. Answers the tables moved.
 */
export async function moveReadModelsOutOfPublic(knex: Knex): Promise<string[]> {
  return knex.transaction(async (trx) => {
    const { rows } = await trx.raw<{ rows: { name: string }[] }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p')
         and (c.relname like 'rm\\_%' or c.relname = any(?::text[]))
       order by c.relname`,
      [['projection_checkpoints', MIGRATIONS_TABLE, `${MIGRATIONS_TABLE}_lock`]],
    )
    if (rows.length === 0) return []
    await trx.raw('create schema if not exists ??', [READ_MODELS])
    // A clash (a table of that name already in read_models) fails the move and changes nothing.
    for (const { name } of rows)
      await trx.raw('alter table ?? set schema ??', [`public.${name}`, READ_MODELS])
    return rows.map((r) => r.name)
  })
}
