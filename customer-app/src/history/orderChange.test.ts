import { describe, expect, it } from 'vitest'
import { changeChance } from './orderChange.ts'

// Tuesday 1 December 2026, 09:00 in Chicago; Friday the 4th closes Thursday at 22:00.
const now = new Date('2026-12-01T15:00:00Z')
const zone = 'America/Chicago'
const friday = {
  fulfilled: false,
  cancelled: false,
  version: 0,
  deliveryDate: '2026-12-04',
  changesCloseAt: '2026-12-04T04:00:00.000Z',
  contact: { name: 'Sam Reyes', phone: '3125550101' },
}

describe('whether the customer may still change its order', () => {
  it('until the cut-off, which it names on the distributor’s clock', () => {
    // Intl puts a narrow no-break space before "pm"; read as a plain one here.
    const until = (deviceZone: string) => {
      const chance = changeChance(friday, now, true, zone, deviceZone)
      return chance.kind === 'open' ? chance.until?.replace(/\s/g, ' ') : chance.kind
    }
    expect(until(zone)).toBe('10:00 pm Thursday')
    expect(until('UTC')).toBe('10:00 pm Thursday (Central Time)')
  })

  it('after the cut-off says why and whom to call, with the rep’s number', () => {
    expect(changeChance(friday, new Date('2026-12-04T04:00:00Z'), true, zone)).toEqual({
      kind: 'closed',
      text: 'Orders for Friday, Dec 4 closed at the cut-off; to change or cancel this order, call Sam Reyes at (312) 555-0101.',
    })
    expect(
      changeChance({ ...friday, contact: null }, new Date('2026-12-05T00:00:00Z'), true, zone),
    ).toMatchObject({
      text: expect.stringMatching(/call your sales rep\.$/),
    })
  })

  it('an order without a date follows the ordering window', () => {
    const unscheduled = { ...friday, deliveryDate: null, changesCloseAt: null }
    expect(changeChance(unscheduled, now, true, zone)).toEqual({ kind: 'open', until: null })
    expect(changeChance(unscheduled, now, false, zone)).toMatchObject({
      kind: 'closed',
      text: expect.stringMatching(
        /^Ordering is closed right now; to change or cancel this order, call Sam Reyes/,
      ),
    })
  })

  it('a fulfilled or cancelled order, or one from a server without changes, offers nothing', () => {
    expect(changeChance({ ...friday, fulfilled: true }, now, true, zone)).toEqual({ kind: 'none' })
    expect(changeChance({ ...friday, cancelled: true }, now, true, zone)).toEqual({ kind: 'none' })
    const { version: _, ...older } = friday
    expect(changeChance(older, now, true, zone)).toEqual({ kind: 'none' })
  })
})
