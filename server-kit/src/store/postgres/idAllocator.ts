import type { Knex } from 'knex'

export type IdKind = 'user' | 'order' | 'category'

/** Integer ids come from PostgreSQL sequences: unique across processes, never reused. */
export interface IdAllocator {
  next(kind: IdKind): Promise<number>
}

export function postgresIdAllocator(knex: Knex): IdAllocator {
  return {
    async next(kind) {
      const result = await knex.raw<{ rows: { id: string }[] }>('select nextval(?::regclass)::text as id', [
        `${kind}_id_seq`,
      ])
      return Number(result.rows[0]!.id)
    },
  }
}
