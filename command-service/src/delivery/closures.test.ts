import type { DomainEvent } from '@provender/events'
import { describe, expect, it } from 'vitest'
import { given, refusal } from '../shared/givenWhenThen.ts'
import { closureSpans, closuresAggregate, decideClosures } from './closures.ts'

const thanksgivingId = '6f1c2a8e-3b7d-4c55-9a0e-2d4b8c6e1f01'
const stockTakeId = '6f1c2a8e-3b7d-4c55-9a0e-2d4b8c6e1f02'
const thanksgiving: DomainEvent = {
  type: 'ClosureAdded',
  data: { closureId: thanksgivingId, from: '2026-11-26', to: '2026-11-27', reason: 'Thanksgiving' },
}
const thanksgivingRemoved: DomainEvent = {
  type: 'ClosureRemoved',
  data: { closureId: thanksgivingId, from: '2026-11-26', to: '2026-11-27', reason: 'Thanksgiving' },
}

const now = new Date('2026-11-24T15:00:00.000Z')
const add = (
  from: string,
  to: string,
  reason = 'Stock-take',
  standingMove: 'previous' | 'next' | null = null,
) =>
  ({
    type: 'AddClosure',
    closureId: stockTakeId,
    from,
    to,
    reason,
    standingMove,
    today: '2026-11-24',
    now,
  }) as const

describe('closures aggregate', () => {
  it('keeps the closures in force, soonest first', () => {
    const later: DomainEvent = {
      type: 'ClosureAdded',
      data: { closureId: stockTakeId, from: '2026-12-31', to: '2026-12-31', reason: 'Stock-take' },
    }
    expect(closureSpans(given(closuresAggregate, later, thanksgiving)).map((c) => c.id)).toEqual([
      thanksgivingId,
      stockTakeId,
    ])
  })

  it('a removed closure is gone', () => {
    expect(closureSpans(given(closuresAggregate, thanksgiving, thanksgivingRemoved))).toEqual([])
  })
})

describe('add a closure', () => {
  it('records it', () => {
    expect(decideClosures(add('2026-12-24', '2026-12-26', 'Christmas'), given(closuresAggregate))).toEqual([
      {
        type: 'ClosureAdded',
        data: {
          closureId: stockTakeId,
          from: '2026-12-24',
          to: '2026-12-26',
          reason: 'Christmas',
          standingMove: 'next',
          addedAt: '2026-11-24T15:00:00.000Z',
        },
      },
    ])
  })

  it("records where its standing-order dates move: as asked, else the distributor's setting", () => {
    const previous: DomainEvent = { type: 'ClosureStandingMoveSet', data: { standingMove: 'previous' } }
    const moveOf = (events: ReturnType<typeof decideClosures>) =>
      events[0]?.type === 'ClosureAdded' ? events[0].data.standingMove : null
    expect(moveOf(decideClosures(add('2026-12-24', '2026-12-24'), given(closuresAggregate, previous)))).toBe(
      'previous',
    )
    expect(
      moveOf(
        decideClosures(add('2026-12-24', '2026-12-24', 'X', 'next'), given(closuresAggregate, previous)),
      ),
    ).toBe('next')
  })

  it('may start today and last 31 days', () => {
    expect(decideClosures(add('2026-11-24', '2026-11-24'), given(closuresAggregate))).toHaveLength(1)
    expect(decideClosures(add('2026-12-01', '2026-12-31'), given(closuresAggregate))).toHaveLength(1)
  })

  it('may touch another closure without sharing a day, or take the days of a removed one', () => {
    expect(
      decideClosures(add('2026-11-28', '2026-11-28'), given(closuresAggregate, thanksgiving)),
    ).toHaveLength(1)
    const removed = given(closuresAggregate, thanksgiving, thanksgivingRemoved)
    expect(decideClosures(add('2026-11-26', '2026-11-26'), removed)).toHaveLength(1)
  })

  it.each([
    ['one inside another', '2026-11-27', '2026-11-27'],
    ['one around another', '2026-11-25', '2026-11-30'],
    ['one sharing its first day', '2026-11-24', '2026-11-26'],
  ])('refuses an overlap: %s', (_case, from, to) => {
    expect(refusal(() => decideClosures(add(from, to), given(closuresAggregate, thanksgiving)))).toEqual({
      kind: 'conflict',
      message: 'This overlaps the closure from 2026-11-26 to 2026-11-27 (Thanksgiving).',
      code: 'CLOSURE_OVERLAPS',
      issues: [],
    })
  })

  it.each([
    [
      'a last day before the first',
      '2026-12-02',
      '2026-12-01',
      'The last closed day cannot be before the first.',
    ],
    ['32 days', '2026-12-01', '2027-01-01', 'A closure can last at most 31 days.'],
    ['a start in the past', '2026-11-23', '2026-11-25', 'A closure cannot start in the past.'],
  ])('refuses %s', (_case, from, to, message) => {
    expect(refusal(() => decideClosures(add(from, to), given(closuresAggregate)))).toMatchObject({
      kind: 'invalid',
      message,
    })
  })
})

describe('remove a closure', () => {
  it('records what it was, for the history', () => {
    const remove = { type: 'RemoveClosure', closureId: thanksgivingId } as const
    expect(decideClosures(remove, given(closuresAggregate, thanksgiving))).toEqual([thanksgivingRemoved])
  })

  it.each([
    ['an unknown id', stockTakeId],
    ['one already removed', thanksgivingId],
    ['an id like __proto__', '__proto__'],
  ])('refuses %s: not found', (_case, closureId) => {
    const state = given(closuresAggregate, thanksgiving, thanksgivingRemoved)
    expect(refusal(() => decideClosures({ type: 'RemoveClosure', closureId }, state))).toMatchObject({
      kind: 'not-found',
      message: 'Closure not found.',
    })
  })
})

describe("the distributor's standing-move setting (issue 36)", () => {
  const setTo = (standingMove: 'previous' | 'next'): DomainEvent => ({
    type: 'ClosureStandingMoveSet',
    data: { standingMove },
  })
  it('is next until set; the latest wins; a closure keeps the direction it was added with', () => {
    expect(given(closuresAggregate).standingMove).toBe('next')
    const state = given(closuresAggregate, thanksgiving, setTo('previous'))
    expect(state.standingMove).toBe('previous')
    // Thanksgiving was added before issue 36, with no direction: next.
    expect(closureSpans(state)[0]?.standingMove).toBe('next')
  })
  it.each([
    ['the first setting is recorded, even at the default', [], 'next', [setTo('next')]],
    ['a change is recorded', [setTo('next')], 'previous', [setTo('previous')]],
    ['the same again records nothing', [setTo('previous')], 'previous', []],
  ] as const)('%s', (_case, past, standingMove, expected) => {
    expect(
      decideClosures({ type: 'SetStandingMove', standingMove }, given(closuresAggregate, ...past)),
    ).toEqual(expected)
  })
})
