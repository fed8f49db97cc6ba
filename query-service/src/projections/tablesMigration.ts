import type { Knex } from 'knex'
import type { Migration } from './migrations.ts'

/**
 * A migration that makes a slice's own tables (one SQL script, or knex's builder). Undone by
 * dropping `drop` in that order and, where a projection fills only these tables, deleting its
 * checkpoint, so that a migration run again replays it from the start.
 */
export function tablesMigration(
  name: string,
  up: string | ((knex: Knex) => Promise<void>),
  undo: { drop: string[]; checkpoint?: string },
): Migration {
  return {
    name,
    async up(knex) {
      if (typeof up === 'string') await knex.raw(up)
      else await up(knex)
    },
    async down(knex) {
      for (const table of undo.drop) await knex.schema.dropTableIfExists(table)
      if (undo.checkpoint) await knex('projection_checkpoints').where({ name: undo.checkpoint }).delete()
    },
  }
}
