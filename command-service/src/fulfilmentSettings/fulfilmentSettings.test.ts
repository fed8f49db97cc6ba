import type { DomainEvent } from '@provender/events'
import { describe, expect, it } from 'vitest'
import { given } from '../shared/givenWhenThen.ts'
import { decideFulfilmentSettings, fulfilmentSettingsAggregate } from './fulfilmentSettings.ts'

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
  it.each([
    ['the first setting is recorded, even at the default', [], 10, [setTo(10)]],
    ['a change is recorded', [setTo(10)], 0, [setTo(0)]],
    ['the same tolerance again produces no event', [setTo(12)], 12, []],
  ])('%s', (_case, past, percent, expected) => {
    const state = given(fulfilmentSettingsAggregate, ...past)
    expect(decideFulfilmentSettings({ type: 'SetFulfilmentTolerance', percent }, state)).toEqual(expected)
  })
})
