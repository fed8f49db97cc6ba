import type { Knex } from 'knex'

/**
 * Gives the planner statistics for every table of this schema (or `schema`) that has none: never analyzed
 * since it was created, loaded or restored (`reltuples` is -1 until then). Autovacuum may be
 * off, or not have come round yet after a bulk load; without statistics the planner guesses,
 * and for a large table it guesses scans. Answers the tables it analyzed.
 */
export async function analyzeTablesWithoutStatistics(knex: Knex, schema?: string): Promise<string[]> {
  const { rows } = await knex.raw<{ rows: { name: string }[] }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = coalesce(?, current_schema()) and c.relkind in ('r', 'p') and c.reltuples < 0
     order by c.relname`,
    [schema ?? null],
  )
  for (const { name } of rows) await knex.raw('analyze ??', [schema ? `${schema}.${name}` : name])
  return rows.map((r) => r.name)
}
