// The apps' path to the shared formatter's numbers (events/src/format/numbers.ts).
export * from '@provender/events/format/numbers'
