/**
 * The apps' formatter (issue 24), kept in `events/src/format/` since issue 35 so the servers'
 * mail and documents share it without depending on this web package. The apps keep importing
 * it from here; noLocalFormatting.test.ts keeps every app screen going through it.
 */
export * from '@provender/events/format'
