import { describe, expect, it } from 'vitest'
import { eventExamples as examples } from '../testing/eventExamples.ts'
import { type EventType, eventCatalogue, isEventType, parseEvent } from './events.ts'

const types = Object.keys(eventCatalogue) as EventType[]

describe('event catalogue', () => {
  it('every type is at version 1 and has an example here', () => {
    expect(types.sort()).toEqual((Object.keys(examples) as EventType[]).sort())
    for (const type of types) expect(eventCatalogue[type].version).toBe(1)
  })

  it('knows its own types and nothing else', () => {
    expect(isEventType('OrderPlaced')).toBe(true)
    expect(isEventType('OrderRefunded')).toBe(false)
    expect(isEventType('orderPlaced')).toBe(false)
    expect(isEventType('toString')).toBe(false)
    expect(isEventType('__proto__')).toBe(false)
  })
})

describe('parse event', () => {
  it('an OrderFulfilled recorded before catch weights (no shipped lines) still parses', () => {
    expect(parseEvent('OrderFulfilled', 1, { orderId: 501, fulfilledBy: 7 })).toEqual({
      type: 'OrderFulfilled',
      data: { orderId: 501, fulfilledBy: 7 },
    })
  })

  it.each(types)('a well-formed %s parses to itself', (type) => {
    expect(parseEvent(type, 1, examples[type])).toEqual({ type, data: examples[type] })
  })

  it('an order placed by staff outside the window keeps who placed it; one without parses as before', () => {
    const byPhone = {
      ...examples.OrderPlaced,
      placedBy: { userId: 7, name: 'Sam Reyes' },
      placedOutsideWindow: true,
    }
    expect(parseEvent('OrderPlaced', 1, byPhone)).toEqual({ type: 'OrderPlaced', data: byPhone })
    const parsed = parseEvent('OrderPlaced', 1, examples.OrderPlaced)
    expect(parsed.type === 'OrderPlaced' && 'placedBy' in parsed.data).toBe(false)
    expect(() =>
      parseEvent('OrderPlaced', 1, { ...examples.OrderPlaced, placedBy: { userId: 0, name: 'x' } }),
    ).toThrow(/placedBy.userId Too small/)
  })

  it('an ImportApplied recorded before valid-rows-only applies (no refused rows) still parses', () => {
    const { refused: _refused, ...whole } = examples.ImportApplied
    expect(parseEvent('ImportApplied', 1, whole)).toEqual({ type: 'ImportApplied', data: whole })
    expect(() =>
      parseEvent('ImportApplied', 1, { ...whole, refused: [{ row: 1, error: 'the header' }] }),
    ).toThrow(/refused\.0\.row Too small/)
  })

  it('drops fields the schema does not know', () => {
    expect(
      parseEvent('OrderFulfilled', 1, { orderId: 501, fulfilledBy: 7, note: 'left at the back door' }),
    ).toEqual({
      type: 'OrderFulfilled',
      data: { orderId: 501, fulfilledBy: 7 },
    })
  })

  it.each(['OrderRefunded', '', 'toString', 'constructor'])('refuses the unknown type %j', (type) => {
    expect(() => parseEvent(type, 1, {})).toThrow(new Error(`Unknown event type ${type}`))
  })

  it.each([0, 2, 1.5])('refuses version %s', (version) => {
    expect(() => parseEvent('OrderFulfilled', version, examples.OrderFulfilled)).toThrow(
      new Error(`Unsupported version ${version} of OrderFulfilled`),
    )
  })

  it('names every malformed field with its path', () => {
    expect(() => parseEvent('OrderFulfilled', 1, { orderId: 0, fulfilledBy: 'x' })).toThrow(
      new Error(
        'Malformed OrderFulfilled: orderId Too small: expected number to be >0; fulfilledBy Invalid input: expected number, received string',
      ),
    )
  })

  it('refuses data that is not an object', () => {
    expect(() => parseEvent('OrderFulfilled', 1, null)).toThrow(/^Malformed OrderFulfilled: /)
    expect(() => parseEvent('CustomerDeleted', 1, 'customer-12')).toThrow(/^Malformed CustomerDeleted: /)
  })

  it.each([
    ['an order without lines', 'OrderPlaced', { ...examples.OrderPlaced, lines: [] }, /lines Too small/],
    ['a negative total', 'OrderPlaced', { ...examples.OrderPlaced, totalCents: -1 }, /totalCents Too small/],
    [
      'a fraction of a cent in a line',
      'OrderPlaced',
      { ...examples.OrderPlaced, lines: [{ ...examples.OrderPlaced.lines[0], lineTotalCents: 15496.25 }] },
      /lines\.0\.lineTotalCents /,
    ],
    [
      'a zero quantity in a line',
      'OrderPlaced',
      { ...examples.OrderPlaced, lines: [{ ...examples.OrderPlaced.lines[0], quantity: 0 }] },
      /lines\.0\.quantity Too small/,
    ],
    [
      'an unknown quantity type',
      'OrderPlaced',
      { ...examples.OrderPlaced, lines: [{ ...examples.OrderPlaced.lines[0], quantityType: 'crate' }] },
      /lines\.0\.quantityType /,
    ],
    [
      'an unknown role',
      'UserRegistered',
      { ...examples.UserRegistered, role: 'root' },
      /role Invalid option/,
    ],
    ['a bad email', 'UserRegistered', { ...examples.UserRegistered, email: 'dana' }, /email Invalid email/],
    [
      'an empty password hash',
      'UserPasswordChanged',
      { userId: 7, passwordHash: '' },
      /passwordHash Too small/,
    ],
    ['a missing field', 'UserPasswordReset', { userId: 7, passwordHash: 'h' }, /resetBy Invalid input/],
    [
      'an empty product id',
      'CustomerFavoriteAdded',
      { customerId: 12, productId: '' },
      /productId Too small/,
    ],
    [
      'a product id over 64 characters',
      'CustomerFavoriteAdded',
      { customerId: 12, productId: 'X'.repeat(65) },
      /productId Too big/,
    ],
    [
      'a fractional price',
      'CustomerProductPriced',
      { ...examples.CustomerProductPriced, newPriceCents: 12.5 },
      /newPriceCents /,
    ],
    [
      'an unknown transfer reason',
      'CustomerTransferred',
      { ...examples.CustomerTransferred, reason: 'whim' },
      /reason /,
    ],
    [
      'a zero packs per case',
      'ProductCreated',
      { ...examples.ProductCreated, packsPerCase: 0 },
      /packsPerCase Too small/,
    ],
    ['an empty product name', 'ProductCreated', { ...examples.ProductCreated, name: '' }, /name Too small/],
    [
      'an hour 24',
      'OrderWindowSet',
      { ...examples.OrderWindowSet, openTime: '24:00' },
      /openTime Invalid string/,
    ],
    [
      'a time without a leading zero',
      'OrderWindowSet',
      { ...examples.OrderWindowSet, closeTime: '9:00' },
      /closeTime /,
    ],
    [
      'a negative shipped quantity',
      'OrderFulfilled',
      { ...examples.OrderFulfilled, shipped: [{ productId: 'BEEF-01', quantity: -1, lineTotalCents: 0 }] },
      /shipped.0.quantity Too small/,
    ],
    ['a tolerance above 100%', 'FulfilmentToleranceSet', { percent: 101 }, /percent Too big/],
    ['a fractional tolerance', 'FulfilmentToleranceSet', { percent: 2.5 }, /percent /],
    ['an unknown scope', 'OrderWindowSet', { ...examples.OrderWindowSet, scope: 'region' }, /scope /],
  ])('refuses %s', (_case, type, data, issue) => {
    expect(() => parseEvent(type, 1, data)).toThrow(new RegExp(`^Malformed ${type}: `))
    expect(() => parseEvent(type, 1, data)).toThrow(issue)
  })
})
