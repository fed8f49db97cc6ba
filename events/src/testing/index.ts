// Event fixtures for tests: domain events wrapped in envelopes as a system actor would write them.
export * from './events.ts'
