import { describe, expect, it } from 'vitest'
import { parseLsn, ReplayLag } from './replayLag.ts'

describe('parseLsn', () => {
  it('reads both hex halves of a WAL position, in order', () => {
    expect(parseLsn('0/16B3748')).toBe(0x16b3748n)
    expect(parseLsn('1/0')).toBe(1n << 32n)
    expect(parseLsn('1/0') > parseLsn('0/FFFFFFFF')).toBe(true)
    expect(() => parseLsn('nonsense')).toThrow(/not a WAL position/)
  })
})

describe('ReplayLag', () => {
  it('gives a fresh replica the benefit of the doubt until the bound has passed', () => {
    const lag = new ReplayLag(2000)
    lag.sample(0, '0/100')
    expect(lag.inTime(500, '0/50')).toBe(true)
  })

  it('finds a replica in time when it has replayed what the primary had written the bound ago', () => {
    const lag = new ReplayLag(2000)
    lag.sample(0, '0/100')
    lag.sample(1000, '0/200')
    lag.sample(2000, '0/300')
    expect(lag.inTime(2000, '0/100')).toBe(true)
    expect(lag.inTime(3000, '0/1FF')).toBe(false)
    expect(lag.inTime(3000, '0/200')).toBe(true)
  })

  it('keeps a stopped replica behind once the primary writes, and an idle pair in time', () => {
    const stopped = new ReplayLag(1000)
    const idle = new ReplayLag(1000)
    for (let t = 0; t <= 5000; t += 500) {
      stopped.sample(t, `0/${(0x100 + t).toString(16)}`)
      idle.sample(t, '0/100')
    }
    expect(stopped.inTime(5000, '0/100')).toBe(false)
    expect(idle.inTime(5000, '0/100')).toBe(true)
  })
})
