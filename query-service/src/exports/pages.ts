/**
 * Every row of a query, read a page at a time in key order ("keyset" paging: each page starts
 * after the last key of the one before). Memory holds two pages (the next is read while this
 * one is written), and no connection is held while the client reads: the embedded database
 * has a single connection, which a server-side cursor would keep for a whole slow download.
 */
export async function* keysetPages<Row, Key>(
  readPage: (after: Key | null, size: number) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
  size = 5000,
): AsyncGenerator<Row[]> {
  let next: Promise<Row[]> | null = readPage(null, size)
  while (next) {
    const rows: Row[] = await next
    next = rows.length < size ? null : readPage(keyOf(rows[rows.length - 1]!), size)
    // A read started ahead and never awaited (the client went away) must not go unhandled.
    next?.catch(() => {})
    if (rows.length > 0) yield rows
  }
}
