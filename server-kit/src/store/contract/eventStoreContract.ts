import type { EventStore } from '@provender/events'
import { afterAll, beforeAll, describe } from 'vitest'
import { describeAppendingContract } from './appendingContract.ts'
import { describeAppendManyContract } from './appendManyContract.ts'
import { describeLogContract } from './logContract.ts'
import { describeReadingContract } from './readingContract.ts'
import { forwardingTo, type OpenEventStore, type OpenedEventStore } from './suite.ts'
import { describeWakeUpContract } from './wakeUpContract.ts'

export type { OpenEventStore, OpenedEventStore } from './suite.ts'

/**
 * The promises of the event-store port (`events/src/store/port.ts`) as Vitest tests, through
 * the port alone, so every adapter is held to the same behaviour. An adapter's test file calls
 * this once per configuration it supports. The topics' tests share one store, opened here.
 */
export function describeEventStoreContract(adapterName: string, open: OpenEventStore): void {
  describe(`event store contract: ${adapterName}`, () => {
    let opened: OpenedEventStore | undefined
    let store: EventStore

    beforeAll(async () => {
      opened = await open()
      store = opened.store
    })

    afterAll(async () => {
      await opened?.close()
    })

    const shared = forwardingTo(() => store)
    describeAppendingContract(shared)
    describeAppendManyContract(() => store)
    describeReadingContract(shared)
    describeLogContract(shared, open)
    describeWakeUpContract(shared)
  })
}
