import type { Availability } from '@provender/events'
import { describe, expect, it } from 'vitest'
import { products, saltLine } from '../orders/orderScene.testing.ts'
import type { StockFacts } from './claims.ts'
import { withinStock } from './standingCut.ts'

const facts = (availability: Availability, heldByDate = 0): StockFacts => ({
  availability,
  date: '2026-12-04',
  dateText: 'Friday, Dec 4',
  heldByDate,
  heldByCustomer: 0,
  streamId: 's',
  revision: -1,
})
const place = {
  kind: 'place' as const,
  lines: [
    { productId: 'EGGS-30', quantity: 3, quantityType: 'case' as const },
    { productId: 'SALT-01', quantity: 4, quantityType: 'pack' as const },
  ],
  leftOut: [],
}

describe('a standing order’s placement and the date’s stock', () => {
  it('leaves an out-of-stock line out and says so, placing the rest', () => {
    const stock = new Map([['EGGS-30', facts({ status: 'out', until: null })]])
    expect(withinStock(place, stock, [], products)).toEqual({
      kind: 'place',
      lines: [place.lines[1]],
      leftOut: [{ productId: 'EGGS-30', name: 'Eggs, tray of 30', reason: 'out-of-stock' }],
    })
  })

  it('places a line that is back by the date (until is exclusive)', () => {
    const stock = new Map([['EGGS-30', facts({ status: 'out', until: '2026-12-04' })]])
    expect(withinStock(place, stock, [], products)).toEqual({ ...place, leftOut: [] })
  })

  it('cuts a limited line to what is left, saying so; nothing left: left out', () => {
    const twoCasesLeft = new Map([
      ['EGGS-30', facts({ status: 'limited', quantity: 5, unit: 'case', per: 'date' }, 36)],
    ])
    expect(withinStock(place, twoCasesLeft, [], products)).toEqual({
      kind: 'place',
      lines: [{ ...place.lines[0], quantity: 2 }, place.lines[1]],
      leftOut: [{ productId: 'EGGS-30', name: 'Eggs, tray of 30', reason: 'limited', cutTo: 2 }],
    })
    // Salt: a limit of 5 packs per customer, 2 already on the order it merges into, 4 asked.
    const salt = new Map([
      ['SALT-01', facts({ status: 'limited', quantity: 5, unit: 'pack', per: 'customer' })],
    ])
    expect(withinStock(place, salt, [saltLine], products)).toMatchObject({
      lines: [place.lines[0], { ...place.lines[1], quantity: 3 }],
    })
    const none = new Map([
      ['EGGS-30', facts({ status: 'limited', quantity: 5, unit: 'case', per: 'date' }, 60)],
    ])
    const onlyEggs = { ...place, lines: [place.lines[0]!] }
    expect(withinStock(onlyEggs, none, [], products)).toEqual({ kind: 'miss', reason: 'nothing-to-order' })
  })
})
