import { MAX_ENTITY_ID } from '@provender/server-kit'
import { z } from 'zod'

/**
 * The request edge of every list: one rule per query parameter, so `?limit=` or `?page=abc`
 * means the same on every list. An empty value (`?limit=`) counts as not sent, and its
 * default applies: forms and data grids send empty fields; a malformed value answers 400.
 */

/** One value per parameter (the first of repeated ones), without the empty ones. */
export function queryValues(query: Record<string, string | string[] | undefined>): Record<string, string> {
  const values: Record<string, string> = Object.create(null)
  for (const [key, value] of Object.entries(query)) {
    const first = Array.isArray(value) ? value[0] : value
    if (first !== undefined && first !== '') values[key] = first
  }
  return values
}

/** A whole number from `min` (up to `max`, when given), written in digits. */
export function wholeNumber(
  name: string,
  min: number,
  max?: number,
  below = `${name} must be at least ${min}.`,
) {
  const value = z.number().int(`${name} must be a whole number.`).min(min, below)
  return z
    .string()
    .trim()
    .regex(/^[+-]?\d+(\.\d+)?$/, `${name} must be a number.`)
    .transform(Number)
    .pipe(max === undefined ? value : value.max(max, `${name} is at most ${max}.`))
}

/** An id filter, such as `salesUserId`: ids are PostgreSQL integers. */
export const idFilter = (name: string) => wholeNumber(name, 1, MAX_ENTITY_ID).optional()

/** 1-based page number. */
export const page = wholeNumber('page', 1, 1_000_000, 'page starts at 1.').default(1)

/** Rows skipped, for the lists the spec pages by offset. */
export const offset = wholeNumber('offset', 0, 1_000_000_000).default(0)

/**
 * Rows per page, `fallback` (10) unless asked. Above `max` a list either serves its largest
 * page (`cap`) or refuses (`refuse`), as each list's contract says.
 */
export function limit(max: number, above: 'cap' | 'refuse', fallback = 10) {
  const rule =
    above === 'cap'
      ? wholeNumber('limit', 1).transform((n) => Math.min(n, max))
      : wholeNumber('limit', 1, max)
  return rule.default(fallback)
}

/** One of the list's sort fields; the first is the default. */
export function sortField<F extends string>(name: string, fields: readonly [F, ...F[]]) {
  return z.enum(fields, { error: `${name} must be one of ${fields.join(', ')}.` }).default(fields[0])
}

/** ASC or DESC, in any case. */
export function direction(name: string, fallback: 'ASC' | 'DESC') {
  return z
    .string()
    .transform((s) => s.toUpperCase())
    .pipe(z.enum(['ASC', 'DESC'], { error: `${name} must be ASC or DESC.` }))
    .default(fallback)
}

/** Typed words, every one of which must match. */
export const search = (max: number) => z.string().max(max, `Search is at most ${max} characters.`).optional()

/** `?flag=true|false`, for filters such as fulfilled. */
export const flag = (name: string) =>
  z
    .enum(['true', 'false'], { error: `${name} must be true or false.` })
    .transform((v) => v === 'true')
    .optional()

/**
 * The paged lists (customers, users, products, categories): `page`, `limit`, `sortBy`,
 * `order` and `search`, with the list's own sort fields, page cap and search length.
 */
export function listQuery<F extends string>(options: {
  sortFields: readonly [F, ...F[]]
  maxLimit: number
  searchMax?: number
}) {
  return z.object({
    page,
    limit: limit(options.maxLimit, 'cap'),
    sortBy: sortField('sortBy', options.sortFields),
    order: direction('order', 'ASC'),
    search: search(options.searchMax ?? 100),
  })
}

export type ListQuery<F extends string> = z.infer<ReturnType<typeof listQuery<F>>>
