import { describe, expect, it } from 'vitest'
import { isDatabaseOutage } from './databaseOutage.ts'

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code })

describe('isDatabaseOutage', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a reset connection', withCode('ECONNRESET')],
    [
      'a terminated backend (57P01)',
      withCode('57P01', 'terminating connection due to administrator command'),
    ],
    ['a read-only database (25006)', withCode('25006', 'cannot execute INSERT in a read-only transaction')],
    ['a connection failure (08006)', withCode('08006')],
    ['too many connections (53300)', withCode('53300')],
    ['a connection cut mid-query', new Error('Connection terminated unexpectedly')],
    [
      'a pool that could not lend a connection',
      Object.assign(new Error('timeout'), { name: 'KnexTimeoutError' }),
    ],
    [
      'every address of the host refused',
      new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], 'connect'),
    ],
  ])('is true for %s', (_, error) => {
    expect(isDatabaseOutage(error)).toBe(true)
  })

  it.each([
    ['a unique violation (23505)', withCode('23505')],
    ['a syntax error (42601)', withCode('42601')],
    ['a programming error', new TypeError('x is undefined')],
    ['nothing', undefined],
    ['an aggregate of ordinary errors', new AggregateError([new Error('a')], 'b')],
  ])('is false for %s', (_, error) => {
    expect(isDatabaseOutage(error)).toBe(false)
  })
})
