import type { Knex } from 'knex'

/** The pool, or a transaction the caller owns (the store's own tests hold some open). */
export type Executor = Knex | Knex.Transaction

/** Runs SQL with $n placeholders through knex (one connection pool for the whole process). */
export async function query<R>(db: Executor, sql: string, bindings: unknown[] = []): Promise<R[]> {
  // knex binds with `?`; our SQL keeps PostgreSQL's $n for readability.
  const positional = sql.replace(/\$(\d+)/g, '?')
  const ordered = [...sql.matchAll(/\$(\d+)/g)].map((m) => bindings[Number(m[1]) - 1])
  const result = await db.raw(positional, ordered as Knex.RawBinding[])
  return (result as { rows: R[] }).rows
}

export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const e = error as { code?: string; constraint?: string }
  return e.code === '23505' && e.constraint === constraint
}

/** The unique index a stream revision already taken fails on: a concurrent writer got there first. */
export const STREAM_REVISION_UNIQUE = 'event_log_stream_revision_unique'
