// The apps' path to the shared formatter's dates (events/src/format/dates.ts).
export * from '@provender/events/format/dates'
