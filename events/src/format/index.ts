/**
 * The one way both apps, the mail and the documents show money, weights, amounts, dates and
 * times (issues 24, 35): Intl in the document's locale, formatters cached. Here rather than in
 * web-shared so a server depends on no web package; plain TS over Intl, no DOM outside a browser.
 * No app screen calls toFixed, toLocaleString or new Intl for display
 * (web-shared/src/format/noLocalFormatting.test.ts keeps it so).
 */
export * from './dates.ts'
export { DEFAULT_LOCALE, documentLocale } from './locale.ts'
export * from './numbers.ts'
export { formatShippedLine } from './shipped.ts'
export { type SubstituteShipped, substitutedText } from './substitution.ts'
