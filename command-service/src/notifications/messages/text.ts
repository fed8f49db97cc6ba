/**
 * What keeps stored names from changing a mail's shape. Names come from the log, where events
 * recorded before the text policy (events/src/rules/text.ts) may still hold a line break or a
 * bidi override: a business name must not start a new header line in a subject, nor a new
 * paragraph in the plain text, nor markup in the HTML.
 */

// The characters the text policy refuses: controls (CR, LF and TAB among them), DEL, C1, the
// Unicode line and paragraph separators, and bidi embeddings, overrides and isolates.
const BREAKING = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]+/gu

/** A stored value as one line of text: every breaking character a space, runs of space one. */
export function oneLine(value: string): string {
  return value.replace(BREAKING, ' ').replace(/ {2,}/g, ' ').trim()
}

/** NotificationQueued keeps at most this many characters (UTF-16 units, as zod counts) of subject. */
export const SUBJECT_MAX = 300

/** A mail subject: one line, never empty, cut between whole characters within the stored limit. */
export function subjectLine(value: string): string {
  const line = oneLine(value) || 'Message'
  if (line.length <= SUBJECT_MAX) return line
  let cut = ''
  for (const char of line) {
    if (cut.length + char.length > SUBJECT_MAX - 1) break
    cut += char
  }
  return `${cut}…`
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Text for HTML, as element content and inside a quoted attribute alike. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c)
}

/**
 * A template literal for HTML whose every interpolated value is escaped, unless it is already
 * HTML built by this same tag: escaping cannot be forgotten at one spot.
 */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value
  }
}

type HtmlPart = Html | string | number | readonly Html[]

export function html(strings: TemplateStringsArray, ...values: HtmlPart[]): Html {
  let out = strings[0] ?? ''
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '')
  })
  return new Html(out)
}

function render(value: HtmlPart): string {
  if (value instanceof Html) return value.value
  if (Array.isArray(value)) return value.map(render).join('')
  return escapeHtml(oneLine(String(value)))
}
