import { z } from 'zod'

/**
 * The one policy for text a person types (names, numbers, descriptions), shared by the
 * server's request schemas and the forms. Stored text ends up in mail headers, CSV cells,
 * PDF lines and narrow cards, so it is bounded and carries nothing that breaks a line or
 * turns its reading order around.
 *
 * Only input is held to it: the event catalogue keeps reading whatever was stored before.
 */

// \p{Cc}: the C0 controls (TAB, LF and CR among them), DEL and the C1 controls. Then the
// Unicode line and paragraph separators, and the bidi embeddings, overrides and isolates that
// make a name display as something other than what is stored.
const FORBIDDEN = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u

export interface TextRuleOptions {
  /** The message for a missing or blank value; without it, blank is allowed. */
  required?: string
  /** Free text that may run over several lines: LF is allowed (CRLF is read as LF). */
  multiline?: boolean
}

/** The length a person counts: code points of the composed (NFC) text, not UTF-16 units. */
export function textLength(text: string): number {
  let count = 0
  for (const _ of text.normalize('NFC')) count++
  return count
}

/** Whether `text` holds a character the policy refuses (LF allowed when `multiline`). */
export function hasForbiddenCharacters(text: string, multiline = false): boolean {
  return FORBIDDEN.test(multiline ? text.replaceAll('\n', '') : text)
}

export const tooLongMessage = (label: string, max: number) => `${label} must be at most ${max} characters.`

export const forbiddenCharactersMessage = (label: string, multiline = false) =>
  multiline
    ? `${label} cannot contain control characters.`
    : `${label} cannot contain line breaks or control characters.`

/**
 * A text field's schema: trimmed, refused if it holds control characters, composed to NFC,
 * then at most `max` characters. `label` opens the messages ("Business name must be at most
 * 80 characters.").
 */
export function boundedText(label: string, max: number, options: TextRuleOptions = {}) {
  const { required, multiline = false } = options
  const schema = z
    .string({ error: required ?? `${label} must be text.` })
    .overwrite((text) => (multiline ? text.replaceAll('\r\n', '\n') : text))
    .trim()
    .refine((text) => !hasForbiddenCharacters(text, multiline), {
      message: forbiddenCharactersMessage(label, multiline),
      abort: true,
    })
    .normalize('NFC')
    .refine((text) => textLength(text) <= max, tooLongMessage(label, max))
  return required === undefined ? schema : schema.min(1, required)
}

/** The first message `schema` gives for `value`, for forms that show one per field. */
export function textIssue(schema: z.ZodType, value: unknown): string | undefined {
  const parsed = schema.safeParse(value)
  return parsed.success ? undefined : parsed.error.issues[0]?.message
}
