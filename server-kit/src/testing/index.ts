export * from '@provender/events/testing'
// The event-store port's contract suite, for any adapter's tests to run against its store.
export * from '../store/contract/eventStoreContract.ts'
export * from './database.ts'
export * from './eventStoreFixture.ts'
export * from './hotStandby.ts'
export * from './openapiContract.ts'
