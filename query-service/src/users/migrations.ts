import type { Migration } from '../projections/migrations.ts'

/** Changes to this slice's read models after the first schema, in order. */
export const usersMigrations: Migration[] = []
