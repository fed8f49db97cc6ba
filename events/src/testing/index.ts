// Event fixtures for tests: domain events wrapped in envelopes as a system actor would write them,
// and one well-formed example of every event type's data; what input schemas answer bad input.
export * from './eventExamples.ts'
export * from './events.ts'
export * from './messages.ts'
export * from './orderLines.ts'
export * from './recorded.ts'
