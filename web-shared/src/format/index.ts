/**
 * The one way both apps show money, weights, amounts, dates and times (issue 24): Intl in the
 * document's locale, formatters cached. Nothing outside this folder calls toFixed,
 * toLocaleString or new Intl for display (noLocalFormatting.test.ts keeps it so).
 */
export * from './dates.ts'
export { DEFAULT_LOCALE, documentLocale } from './locale.ts'
export * from './numbers.ts'
export { formatShippedLine } from './shipped.ts'
