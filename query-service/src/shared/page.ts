import type { Knex } from 'knex'

/**
 * One page of a staff list: sorted by `column` (from the list's own allow-list of sort
 * columns, never typed input), then by `idColumn` in the same direction, so rows that tie on
 * the column keep one order and never show on two pages or on none.
 */
export function sortedPage<TRecord extends {}, TResult>(
  builder: Knex.QueryBuilder<TRecord, TResult>,
  column: string,
  idColumn: string,
  { order, page, limit }: { order: 'ASC' | 'DESC'; page: number; limit: number },
): Knex.QueryBuilder<TRecord, TResult> {
  return builder
    .orderByRaw(`${column} ${order}, ${idColumn} ${order}`)
    .limit(limit)
    .offset((page - 1) * limit)
}

/**
 * A staff list's page (rows of type `Row`) and how many rows match in all, one query each: `matching` builds the
 * filtered query afresh for both, `columns` picks what the page reads.
 */
export async function countedPage<Row>(
  matching: () => Knex.QueryBuilder,
  columns: (query: Knex.QueryBuilder) => Knex.QueryBuilder,
  sort: { column: string; idColumn: string },
  list: { order: 'ASC' | 'DESC'; page: number; limit: number },
): Promise<{ rows: Row[]; total: number }> {
  const [counted] = await matching().count<{ count: string }[]>({ count: '*' })
  // The rows are what `columns` selects, as a `select<Row[]>` would say.
  const rows: Row[] = await sortedPage(columns(matching()), sort.column, sort.idColumn, list)
  return { rows, total: Number(counted?.count ?? 0) }
}
