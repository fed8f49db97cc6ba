// Delivery dates and cut-offs, apart from the index: only screens loaded on demand need them
// (events/src/format/delivery.ts).
export * from '@provender/events/format/delivery'
