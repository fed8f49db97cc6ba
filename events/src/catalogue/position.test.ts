import { describe, expect, it } from 'vitest'
import { comparePositions, decodePosition, encodePosition, LOG_START, type LogPosition } from './position.ts'

const at = (transactionId: string, sequence: string): LogPosition => ({ transactionId, sequence })

describe('log position', () => {
  it('the log starts at 0.0', () => {
    expect(LOG_START).toEqual(at('0', '0'))
  })

  it('orders by transaction id first, then by sequence', () => {
    expect(comparePositions(at('5', '100'), at('6', '1'))).toBe(-1)
    expect(comparePositions(at('6', '1'), at('5', '100'))).toBe(1)
    expect(comparePositions(at('6', '1'), at('6', '2'))).toBe(-1)
    expect(comparePositions(at('6', '2'), at('6', '1'))).toBe(1)
    expect(comparePositions(at('6', '2'), at('6', '2'))).toBe(0)
    expect(comparePositions(LOG_START, at('1', '1'))).toBe(-1)
  })

  it('compares numbers, not strings', () => {
    expect(comparePositions(at('9', '1'), at('10', '1'))).toBe(-1)
    expect(comparePositions(at('7', '9'), at('7', '10'))).toBe(-1)
  })

  it('stays exact beyond 2^53', () => {
    expect(comparePositions(at('9007199254740993', '1'), at('9007199254740992', '1'))).toBe(1)
    expect(comparePositions(at('1', '18446744073709551615'), at('1', '18446744073709551614'))).toBe(1)
  })

  it('encodes as transaction.sequence and decodes back', () => {
    expect(encodePosition(at('812', '44'))).toBe('812.44')
    expect(decodePosition('812.44')).toEqual(at('812', '44'))
    const big = at('18446744073709551615', '9007199254740993')
    expect(decodePosition(encodePosition(big))).toEqual(big)
  })

  it('tolerates surrounding whitespace', () => {
    expect(decodePosition('  812.44\n')).toEqual(at('812', '44'))
  })

  it.each([
    '',
    '812',
    '812.',
    '.44',
    '812.44.1',
    '-1.2',
    '1.-2',
    '1,2',
    'a.b',
    '1.2e3',
    '123456789012345678901.1',
  ])('rejects the token %j', (token) => {
    expect(decodePosition(token)).toBeNull()
  })
})
