import type { Database } from '@provender/server-kit'
import { createTestDatabase, testDatabaseKind } from '@provender/server-kit/testing'
import type pg from 'pg'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type CopyColumn, type CopyValue, copyRows, takesCopy } from './copyRows.ts'

const COLUMNS: CopyColumn[] = [
  { name: 'id', type: 'bigint' },
  { name: 'name', type: 'text' },
  { name: 'amount', type: 'numeric' },
  { name: 'packs', type: 'integer' },
  { name: 'open', type: 'boolean' },
]

// What a product name or a free-text field may hold: COPY's own separators and escapes,
// quotes, non-Latin text, a lone backslash at the end, and JSON-looking text.
const AWKWARD = [
  'tab\there',
  'line\nbreak',
  'carriage\rreturn',
  'back\\slash',
  'ends with \\',
  '\\N',
  `"quoted" 'single'`,
  'Crème brûlée — 日本 🍣',
  '{"lines":[1,2]}',
  '',
]

describe(`copyRows (${testDatabaseKind()})`, () => {
  let database: Database

  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterAll(() => database.close())
  beforeEach(async () => {
    await database.knex.raw('drop table if exists copy_probe')
    await database.knex.raw(
      'create table copy_probe (id bigint primary key, name text, amount numeric(14, 2), packs integer, open boolean not null)',
    )
  })

  it('uses COPY on the server, and one JSON value on embedded PGlite, whose socket cannot take it', async () => {
    const taken = await database.knex.transaction(async (trx) => {
      const connection = (await trx.client.acquireConnection()) as pg.Client
      return takesCopy(connection)
    })
    expect(taken).toBe(testDatabaseKind() === 'postgres')
  })

  it('writes every value as given, in the caller’s transaction', async () => {
    const rows: CopyValue[][] = AWKWARD.map((name, i) => [
      i + 1,
      name,
      i % 2 ? 12.5 : 1234567.89,
      i % 3 ? null : i,
      i % 2 === 0,
    ])
    rows.push([100, null, null, null, false])
    await database.knex.transaction((trx) => copyRows(trx, 'copy_probe', COLUMNS, rows))

    const stored = await database.knex('copy_probe').orderBy('id')
    expect(stored).toEqual(
      rows.map(([id, name, amount, packs, open]) => ({
        id: String(id),
        name,
        amount: amount === null ? null : Number(amount).toFixed(2),
        packs,
        open,
      })),
    )
  })

  it('writes nothing when the transaction rolls back, and leaves the transaction usable', async () => {
    await expect(
      database.knex.transaction(async (trx) => {
        await copyRows(trx, 'copy_probe', COLUMNS, [[1, 'kept?', 1, 1, true]])
        expect((await trx('copy_probe').count<{ count: string }[]>('* as count'))[0]!.count).toBe('1')
        throw new Error('changed my mind')
      }),
    ).rejects.toThrow('changed my mind')
    expect(await database.knex('copy_probe').count<{ count: string }[]>('* as count')).toEqual([
      { count: '0' },
    ])
  })

  it('fails the transaction on a row the table refuses, and writes none of the batch', async () => {
    const rows: CopyValue[][] = [
      [1, 'fine', 1, 1, true],
      [1, 'same id again', 2, 2, false],
    ]
    await expect(
      database.knex.transaction((trx) => copyRows(trx, 'copy_probe', COLUMNS, rows)),
    ).rejects.toThrow(/duplicate key/)
    expect(await database.knex('copy_probe').count<{ count: string }[]>('* as count')).toEqual([
      { count: '0' },
    ])
    // The pool's connection is still good for the next caller.
    await database.knex.transaction((trx) => copyRows(trx, 'copy_probe', COLUMNS, [[2, 'after', 3, 3, true]]))
    expect(await database.knex('copy_probe').pluck('name')).toEqual(['after'])
  })

  it('writes a batch larger than one chunk of the stream, in order', async () => {
    const rows: CopyValue[][] = Array.from({ length: 4_321 }, (_, i) => [i, `line ${i}\t#`, i / 100, i, true])
    await database.knex.transaction((trx) => copyRows(trx, 'copy_probe', COLUMNS, rows))
    const { rows: summary } = await database.knex.raw(
      `select count(*)::int as n, sum(amount)::text as total, max(name) filter (where id = 4320) as last from copy_probe`,
    )
    expect(summary[0]).toEqual({ n: 4_321, total: '93333.60', last: 'line 4320\t#' })
  })
})
