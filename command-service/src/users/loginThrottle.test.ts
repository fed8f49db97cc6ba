import { describe, expect, it } from 'vitest'
import { LoginThrottle } from './loginThrottle.ts'

const MINUTE = 60_000

/** A throttle of 3 failures and a 15-minute pause, on a clock the test moves by hand. */
function throttle() {
  const clock = { now: Date.UTC(2026, 0, 15, 12, 0, 0) }
  const subject = new LoginThrottle(3, 15 * MINUTE, () => clock.now)
  const advance = (ms: number) => {
    clock.now += ms
  }
  const fail = (account: string, times: number) => {
    for (let i = 0; i < times; i++) subject.recordFailure(account)
  }
  return { subject, advance, fail }
}

describe('login throttle', () => {
  it('an account never seen may log in', () => {
    expect(throttle().subject.minutesLocked('dana@provender.test')).toBe(0)
  })

  it('fewer failures than the limit do not pause', () => {
    const { subject, fail } = throttle()
    fail('dana@provender.test', 2)
    expect(subject.minutesLocked('dana@provender.test')).toBe(0)
  })

  it('the failure that reaches the limit pauses the account for the whole pause', () => {
    const { subject, fail } = throttle()
    fail('dana@provender.test', 3)
    expect(subject.minutesLocked('dana@provender.test')).toBe(15)
  })

  it('the minutes left count down, rounded up to the whole minute', () => {
    const { subject, fail, advance } = throttle()
    fail('dana@provender.test', 3)
    advance(1)
    expect(subject.minutesLocked('dana@provender.test')).toBe(15)
    advance(MINUTE - 1)
    expect(subject.minutesLocked('dana@provender.test')).toBe(14)
    advance(13 * MINUTE + 30_000)
    expect(subject.minutesLocked('dana@provender.test')).toBe(1)
    advance(29_999)
    expect(subject.minutesLocked('dana@provender.test')).toBe(1)
  })

  it('the pause ends at its last millisecond', () => {
    const { subject, fail, advance } = throttle()
    fail('dana@provender.test', 3)
    advance(15 * MINUTE)
    expect(subject.minutesLocked('dana@provender.test')).toBe(0)
  })

  it('after the pause the count starts again: one failure does not pause', () => {
    const { subject, fail, advance } = throttle()
    fail('dana@provender.test', 3)
    advance(15 * MINUTE)
    fail('dana@provender.test', 1)
    expect(subject.minutesLocked('dana@provender.test')).toBe(0)
    fail('dana@provender.test', 1)
    expect(subject.minutesLocked('dana@provender.test')).toBe(0)
    fail('dana@provender.test', 1)
    expect(subject.minutesLocked('dana@provender.test')).toBe(15)
  })

  it('a success clears the failures', () => {
    const { subject, fail } = throttle()
    fail('dana@provender.test', 2)
    subject.recordSuccess('dana@provender.test')
    fail('dana@provender.test', 2)
    expect(subject.minutesLocked('dana@provender.test')).toBe(0)
  })

  it('a success clears a pause', () => {
    const { subject, fail } = throttle()
    fail('dana@provender.test', 3)
    subject.recordSuccess('dana@provender.test')
    expect(subject.minutesLocked('dana@provender.test')).toBe(0)
  })

  it("one account's failures do not pause another", () => {
    const { subject, fail } = throttle()
    fail('dana@provender.test', 3)
    expect(subject.minutesLocked('lee@provender.test')).toBe(0)
  })

  it('failures far apart still add up while no pause has ended', () => {
    const { subject, fail, advance } = throttle()
    fail('dana@provender.test', 2)
    advance(60 * MINUTE)
    fail('dana@provender.test', 1)
    expect(subject.minutesLocked('dana@provender.test')).toBe(15)
  })

  it('a failure recorded during the pause starts the pause again', () => {
    const { subject, fail, advance } = throttle()
    fail('dana@provender.test', 3)
    advance(10 * MINUTE)
    fail('dana@provender.test', 1)
    expect(subject.minutesLocked('dana@provender.test')).toBe(15)
  })

  it('uses the system clock by default', () => {
    const subject = new LoginThrottle(1, 5 * MINUTE)
    subject.recordFailure('dana@provender.test')
    expect(subject.minutesLocked('dana@provender.test')).toBe(5)
  })
})
