import type { DomainEvent, EventOf, OrderWindow } from '@provender/events'
import { describe, expect, it } from 'vitest'
import { given } from '../shared/givenWhenThen.ts'
import { decideOrderWindow, orderWindowAggregate } from './orderWindow.ts'

const hours: OrderWindow = { alwaysOpen: false, openTime: '06:00', closeTime: '21:00' }
const companySet: EventOf<'OrderWindowSet'> = {
  type: 'OrderWindowSet',
  data: { scope: 'company', salesUserId: null, ...hours },
}

describe('order window aggregate', () => {
  it('starts with no window of its own', () => {
    expect(given(orderWindowAggregate)).toEqual({ window: null })
  })

  it('a set window is kept without its scope', () => {
    expect(given(orderWindowAggregate, companySet)).toEqual({ window: hours })
  })

  it('the latest window wins', () => {
    const reopened: DomainEvent = {
      type: 'OrderWindowSet',
      data: { ...companySet.data, alwaysOpen: true },
    }
    expect(given(orderWindowAggregate, companySet, reopened)).toEqual({
      window: { ...hours, alwaysOpen: true },
    })
  })

  it('ignores events of other streams', () => {
    const state = given(orderWindowAggregate, companySet)
    expect(orderWindowAggregate.evolve(state, { type: 'CustomerDeleted', data: { customerId: 1 } })).toBe(
      state,
    )
  })
})

describe('set order window', () => {
  const set = (scope: 'company' | 'sales', salesUserId: number | null, window: OrderWindow) =>
    ({ type: 'SetOrderWindow', scope, salesUserId, window }) as const
  const setEvent = (scope: 'company' | 'sales', salesUserId: number | null, window: OrderWindow) => [
    { type: 'OrderWindowSet', data: { scope, salesUserId, ...window } },
  ]

  it.each([
    [
      'the first window of the company is set, even when it equals the default',
      'company',
      null,
      { ...hours, alwaysOpen: true },
    ],
    [
      "a sales rep's window is set with the rep's id",
      'sales',
      4,
      { alwaysOpen: false, openTime: '07:30', closeTime: '15:00' },
    ],
  ] as const)('%s', (_case, scope, salesUserId, window) => {
    expect(decideOrderWindow(set(scope, salesUserId, window), given(orderWindowAggregate))).toEqual(
      setEvent(scope, salesUserId, window),
    )
  })

  it('the same window again produces no event', () => {
    expect(decideOrderWindow(set('company', null, hours), given(orderWindowAggregate, companySet))).toEqual(
      [],
    )
  })

  it.each([
    ['always open', { alwaysOpen: true }],
    ['the open time', { openTime: '06:05' }],
    ['the close time', { closeTime: '20:55' }],
  ])('a change of %s is set', (_case, change) => {
    const window = { ...hours, ...change }
    expect(decideOrderWindow(set('company', null, window), given(orderWindowAggregate, companySet))).toEqual(
      setEvent('company', null, window),
    )
  })
})
