import type { DomainEvent, OrderWindow } from '@provender/events'
import { describe, expect, it } from 'vitest'
import { given } from '../shared/givenWhenThen.ts'
import { decideSetOrderWindow, orderWindowAggregate } from './orderWindow.ts'

const hours: OrderWindow = { alwaysOpen: false, openTime: '06:00', closeTime: '21:00' }
const companySet: DomainEvent = {
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
    expect(
      given(orderWindowAggregate, companySet, {
        type: 'OrderWindowSet',
        data: {
          scope: 'company',
          salesUserId: null,
          alwaysOpen: true,
          openTime: '06:00',
          closeTime: '21:00',
        },
      }),
    ).toEqual({ window: { alwaysOpen: true, openTime: '06:00', closeTime: '21:00' } })
  })

  it('ignores events of other streams', () => {
    const state = given(orderWindowAggregate, companySet)
    expect(orderWindowAggregate.evolve(state, { type: 'CustomerDeleted', data: { customerId: 1 } })).toBe(
      state,
    )
  })
})

describe('set order window', () => {
  it('the first window of the company is set, even when it equals the default', () => {
    const command = {
      scope: 'company' as const,
      salesUserId: null,
      alwaysOpen: true,
      openTime: '06:00',
      closeTime: '21:00',
    }
    expect(decideSetOrderWindow(command, given(orderWindowAggregate))).toEqual([
      { type: 'OrderWindowSet', data: command },
    ])
  })

  it("a sales rep's window is set with the rep's id", () => {
    const command = {
      scope: 'sales' as const,
      salesUserId: 4,
      alwaysOpen: false,
      openTime: '07:30',
      closeTime: '15:00',
    }
    expect(decideSetOrderWindow(command, given(orderWindowAggregate))).toEqual([
      { type: 'OrderWindowSet', data: command },
    ])
  })

  it('the same window again produces no event', () => {
    expect(
      decideSetOrderWindow(
        { scope: 'company', salesUserId: null, ...hours },
        given(orderWindowAggregate, companySet),
      ),
    ).toEqual([])
  })

  it.each([
    ['always open', { alwaysOpen: true }],
    ['the open time', { openTime: '06:05' }],
    ['the close time', { closeTime: '20:55' }],
  ])('a change of %s is set', (_case, change) => {
    const command = { scope: 'company' as const, salesUserId: null, ...hours, ...change }
    expect(decideSetOrderWindow(command, given(orderWindowAggregate, companySet))).toEqual([
      { type: 'OrderWindowSet', data: command },
    ])
  })
})
