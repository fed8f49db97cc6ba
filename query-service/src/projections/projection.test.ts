import type { DomainEvent, RecordedEvent } from '@provender/events'
import { recordedEvent } from '@provender/events/testing'
import type { Knex } from 'knex'
import { describe, expect, it } from 'vitest'
import { defineProjection } from './projection.ts'

const trx = {} as Knex.Transaction

let revision = 0
function recorded(event: DomainEvent): RecordedEvent {
  revision++
  return recordedEvent(event, { sequence: revision, streamId: 'any', revision })
}

const window = recorded({
  type: 'OrderWindowSet',
  data: { scope: 'company', salesUserId: null, alwaysOpen: true, openTime: '00:00', closeTime: '00:00' },
})
const tolerance = recorded({ type: 'FulfilmentToleranceSet', data: { percent: 5 } })
const dismissed = recorded({
  type: 'PriceChangeDismissed',
  data: { customerId: 1, productId: 'EGG', changeId: '1-x' },
})

describe('a projection is given only the events it handles', () => {
  const seen: string[] = []
  const projection = defineProjection({
    name: 'probe',
    handles: ['OrderWindowSet', 'FulfilmentToleranceSet'],
    async apply(_trx, { event }) {
      seen.push(event.type)
    },
    async applyBatch(_trx, events) {
      seen.push(`batch:${events.map((e) => e.type).join(',')}`)
    },
    replay: () => ({
      apply: (events) => seen.push(`replay:${events.map((e) => e.type).join(',')}`),
      size: 0,
      write: async () => undefined,
    }),
  })

  it('one by one, in a batch and in a replay', async () => {
    seen.length = 0
    await projection.apply(trx, dismissed)
    await projection.apply(trx, window)
    await projection.applyBatch!(trx, [window, dismissed, tolerance])
    await projection.applyBatch!(trx, [dismissed])
    projection.replay!().apply([dismissed, tolerance])
    expect(seen).toEqual([
      'OrderWindowSet',
      'batch:OrderWindowSet,FulfilmentToleranceSet',
      'replay:FulfilmentToleranceSet',
    ])
    expect([...projection.handles]).toEqual(['OrderWindowSet', 'FulfilmentToleranceSet'])
  })

  it('does not compile while a type of a stream it names is neither handled nor ignored', () => {
    // Checked by the type checker (npm run typecheck): each @ts-expect-error must meet its error.
    const apply = async () => undefined
    const decided = defineProjection({
      name: 'decided',
      handles: ['OrderPlaced'],
      streams: ['order'],
      ignores: ['OrderFulfilled', 'OrderMoved', 'OrderChanged', 'OrderCancelled'],
      apply,
    })
    // @ts-expect-error OrderFulfilled, of the order stream, is undecided
    defineProjection({ name: 'undecided', handles: ['OrderPlaced'], streams: ['order'], apply })
    defineProjection({
      name: 'stray',
      handles: ['OrderPlaced'],
      streams: ['order'],
      // @ts-expect-error only the types of the streams it names can be ignored
      ignores: ['UserDeleted'],
      apply,
    })
    // Ignored types are decided on, not applied.
    expect([...decided.handles]).toEqual(['OrderPlaced'])
  })
})

describe('a projection that applies some types in runs', () => {
  const seen: string[] = []
  const projection = defineProjection({
    name: 'runs',
    handles: ['OrderWindowSet', 'FulfilmentToleranceSet', 'PriceChangeDismissed'],
    runs: {
      of: ['OrderWindowSet', 'FulfilmentToleranceSet'],
      async apply(_trx, run) {
        seen.push(`run:${run.map((e) => e.type).join(',')}`)
      },
    },
    async apply(_trx, { event }) {
      // @ts-expect-error a type applied in runs never reaches `apply`
      if (event.type === 'OrderWindowSet') throw new Error('unreachable')
      seen.push(event.type)
    },
    async afterBatch(_trx, events) {
      seen.push(`after:${events.length}`)
    },
  })

  it('applies each run together and every other event between them, in order, then ends the batch', async () => {
    seen.length = 0
    await projection.applyBatch!(trx, [window, tolerance, dismissed, tolerance, window, dismissed])
    expect(seen).toEqual([
      'run:OrderWindowSet,FulfilmentToleranceSet',
      'PriceChangeDismissed',
      'run:FulfilmentToleranceSet,OrderWindowSet',
      'PriceChangeDismissed',
      'after:6',
    ])
  })

  it('applies one event on its own the same way, as a batch of one', async () => {
    seen.length = 0
    await projection.apply(trx, window)
    await projection.apply(trx, dismissed)
    expect(seen).toEqual(['run:OrderWindowSet', 'after:1', 'PriceChangeDismissed', 'after:1'])
  })

  it('does not compile with a type in runs that it does not handle', () => {
    const apply = async () => undefined
    const stray = defineProjection({
      name: 'stray-run',
      handles: ['OrderPlaced'],
      // @ts-expect-error OrderFulfilled is not handled
      runs: { of: ['OrderFulfilled'], apply },
      apply,
    })
    expect([...stray.handles]).toEqual(['OrderPlaced'])
  })
})
