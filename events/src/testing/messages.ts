import type { z } from 'zod'

/**
 * What a person may read: the messages an input schema answers for bad input. Each field (and
 * each field of a list's items) is given, one at a time, each value a client can send by
 * mistake: nothing, blank, the wrong type, too long, characters a form would refuse.
 */
const BAD_VALUES: readonly unknown[] = [
  undefined,
  null,
  '',
  '   ',
  'x'.repeat(5000),
  'abc',
  '12abc',
  '-1',
  -1,
  0,
  0.001,
  1.234,
  1e12,
  Number.NaN,
  true,
  {},
  [],
  [{}],
  'bell\u0007',
  'two\nlines',
]

/**
 * Copies of `valid` with one field in it (a list's items' fields too) replaced by `bad`. An
 * object itself is never replaced: a body or a list item that is not an object is a broken
 * client, not a person's typing, and gets the parser's own words.
 */
function* withOneBad(valid: unknown, bad: unknown): Generator<unknown> {
  if (Array.isArray(valid)) {
    yield bad
    for (const [i, item] of valid.entries()) {
      for (const inner of withOneBad(item, bad)) yield valid.map((v, j) => (j === i ? inner : v))
    }
  } else if (valid !== null && typeof valid === 'object') {
    for (const [key, value] of Object.entries(valid)) {
      for (const inner of withOneBad(value, bad)) yield { ...valid, [key]: inner }
    }
  } else {
    yield bad
  }
}

/** Every message `schema` answers when one place of a `valid` input goes bad, plus the `extra` inputs. */
export function badInputMessages(
  schema: z.ZodType,
  valid: unknown,
  extra: readonly unknown[] = [],
): string[] {
  const messages = new Set<string>()
  const inputs = [...BAD_VALUES.flatMap((bad) => [...withOneBad(valid, bad)]), ...extra]
  for (const input of inputs) {
    const result = schema.safeParse(input)
    if (!result.success) for (const issue of result.error.issues) messages.add(issue.message)
  }
  return [...messages].sort()
}

/**
 * What in a message reads as code rather than words: camelCase and snake_case identifiers
 * (unitType, sales_user_id), error codes (PRODUCT_NOT_FOUND), JSON shapes ({ productId }) and
 * zod's own wording for a check that has no message of ours.
 */
export function codeIn(message: string): string[] {
  return (
    message.match(
      /\b[a-z]+[A-Z][A-Za-z]*\b|\b[a-z]+_[a-z_]+\b|\b[A-Z]+_[A-Z_]+\b|[{}]|^Invalid input$|^Invalid input:|\bToo (small|big)\b|\bexpected \w+/g,
    ) ?? []
  )
}
