/**
 * An instant as both apps show when something happened, "Nov 20, 2026, 2:03 PM", in the
 * browser's time zone: kept here for the history screens; the formatter lives in ../format.
 */
export { formatDateTime } from '../format/dates.ts'
