import type { Migration } from '../projections/migrations.ts'

/**
 * A migration that only adds indexes, each given as its name and what follows `create index
 * <name>`: `up` creates them in order, `down` drops them the other way round.
 */
export function indexMigration(name: string, indexes: Record<string, string>): Migration {
  const names = Object.keys(indexes)
  return {
    name,
    async up(knex) {
      for (const index of names) await knex.raw(`create index ${index} ${indexes[index]}`)
    },
    async down(knex) {
      for (const index of [...names].reverse()) await knex.raw(`drop index if exists ${index}`)
    },
  }
}
