import { describe, expect, it } from 'vitest'
import { previewSentence, standingMoveWords } from './standingMove.ts'

describe('what the add-closure dialog says of standing orders', () => {
  it('counts them, with where they move', () => {
    expect(previewSentence({ standingOrders: 3, standingMove: 'next' })).toBe(
      '3 standing orders move to their next delivery day.',
    )
    expect(previewSentence({ standingOrders: 1, standingMove: 'previous' })).toBe(
      '1 standing order moves to their previous delivery day.',
    )
    expect(previewSentence({ standingOrders: 0, standingMove: 'next' })).toBe(
      'No standing order has a date on these days.',
    )
    expect(standingMoveWords('previous')).toBe('their previous delivery day')
  })
})
