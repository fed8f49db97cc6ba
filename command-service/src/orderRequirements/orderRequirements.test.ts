import type { DomainEvent } from '@provender/events'
import { describe, expect, it } from 'vitest'
import { given } from '../shared/givenWhenThen.ts'
import {
  belowMinimumMessage,
  decideOrderRequirements,
  orderRequirementProblem,
  orderRequirementsAggregate,
} from './orderRequirements.ts'

const set = (poNumberRequired: boolean, minimumOrderCents: number | null): DomainEvent => ({
  type: 'OrderRequirementsSet',
  data: { customerId: 12, poNumberRequired, minimumOrderCents },
})

describe('order requirements', () => {
  it('ask for nothing until set; the latest setting wins', () => {
    expect(given(orderRequirementsAggregate)).toEqual({ poNumberRequired: false, minimumOrderCents: null })
    expect(given(orderRequirementsAggregate, set(true, 15000), set(false, 9000))).toEqual({
      poNumberRequired: false,
      minimumOrderCents: 9000,
    })
  })

  it.each([
    ['a first setting is recorded', [], true, 15000, [set(true, 15000)]],
    ['a change is recorded', [set(true, 15000)], true, null, [set(true, null)]],
    ['the same again records nothing', [set(true, 15000)], true, 15000, []],
    ['setting the defaults first records nothing', [], false, null, []],
  ] as const)('%s', (_case, past, poNumberRequired, minimumOrderCents, expected) => {
    const state = given(orderRequirementsAggregate, ...past)
    expect(
      decideOrderRequirements(
        { type: 'SetOrderRequirements', customerId: 12, poNumberRequired, minimumOrderCents },
        state,
      ),
    ).toEqual(expected)
  })

  it('names the amount missing below the minimum, and the PO number first', () => {
    expect(belowMinimumMessage(13760, 15000)).toBe('This order is $12.40 short of the $150.00 minimum order.')
    const strict = { poNumberRequired: true, minimumOrderCents: 15000 }
    expect(orderRequirementProblem(strict, { totalCents: 100, poNumber: '' }, false)?.code).toBe(
      'PO_NUMBER_REQUIRED',
    )
    expect(orderRequirementProblem(strict, { totalCents: 100, poNumber: 'P' }, false)?.code).toBe(
      'BELOW_MINIMUM',
    )
    expect(orderRequirementProblem(strict, { totalCents: 100, poNumber: 'P' }, true)).toBeNull()
    expect(orderRequirementProblem(strict, { totalCents: 15000, poNumber: 'P' }, false)).toBeNull()
  })
})
