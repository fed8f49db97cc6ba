import type { Knex } from 'knex'
import { READ_MODELS } from './schemaLayout.ts'

export interface TableChecksum {
  table: string
  rows: number
  /** An order-independent digest of every row's every column. */
  checksum: string
}

/**
 * One checksum per read-model table: the sum of each row's MD5 (its first 60 bits), so the
 * rows' order does not matter and no table has to fit in memory. Equal contents give equal
 * checksums; any changed, missing or extra row changes it.
 */
export async function readModelChecksums(knex: Knex, schema: string = READ_MODELS): Promise<TableChecksum[]> {
  const { rows: tables } = await knex.raw<{ rows: { name: string }[] }>(
    `select table_name as name from information_schema.tables
     where table_schema = ? and table_type = 'BASE TABLE' and table_name like 'rm\\_%'
     order by table_name`,
    [schema],
  )
  const sums: TableChecksum[] = []
  for (const { name } of tables) {
    const { rows } = await knex.raw<{ rows: { rows: string; sum: string | null }[] }>(
      `select count(*)::text as rows,
              sum(('x' || substr(md5(t::text), 1, 15))::bit(60)::bigint::numeric)::text as sum
       from ?? t`,
      [`${schema}.${name}`],
    )
    const row = rows[0]!
    sums.push({
      table: name,
      rows: Number(row.rows),
      checksum: BigInt(row.sum ?? '0')
        .toString(16)
        .padStart(16, '0'),
    })
  }
  return sums
}
