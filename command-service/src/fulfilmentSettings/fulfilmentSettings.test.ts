import type { DomainEvent } from '@provender/events'
import { describe, expect, it } from 'vitest'
import { given } from '../shared/givenWhenThen.ts'
import { decideSetFulfilmentTolerance, fulfilmentSettingsAggregate } from './fulfilmentSettings.ts'

const setTo = (percent: number): DomainEvent => ({ type: 'FulfilmentToleranceSet', data: { percent } })

describe('fulfilment settings aggregate', () => {
  it('starts at the default tolerance of 10%, not yet set', () => {
    expect(given(fulfilmentSettingsAggregate)).toEqual({ tolerancePercent: 10, set: false })
  })

  it('the latest tolerance wins', () => {
    expect(given(fulfilmentSettingsAggregate, setTo(5), setTo(15))).toEqual({
      tolerancePercent: 15,
      set: true,
    })
  })

  it('ignores events of other streams', () => {
    const state = given(fulfilmentSettingsAggregate, setTo(5))
    expect(
      fulfilmentSettingsAggregate.evolve(state, { type: 'CustomerDeleted', data: { customerId: 1 } }),
    ).toBe(state)
  })
})

describe('set fulfilment tolerance', () => {
  it('the first setting is recorded, even at the default', () => {
    expect(decideSetFulfilmentTolerance({ percent: 10 }, given(fulfilmentSettingsAggregate))).toEqual([
      setTo(10),
    ])
  })

  it('a change is recorded', () => {
    expect(
      decideSetFulfilmentTolerance({ percent: 0 }, given(fulfilmentSettingsAggregate, setTo(10))),
    ).toEqual([setTo(0)])
  })

  it('the same tolerance again produces no event', () => {
    expect(
      decideSetFulfilmentTolerance({ percent: 12 }, given(fulfilmentSettingsAggregate, setTo(12))),
    ).toEqual([])
  })
})
