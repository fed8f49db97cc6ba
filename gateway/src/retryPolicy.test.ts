import { describe, expect, it } from 'vitest'
import {
  FIRST_DELAY_MS,
  isIdempotent,
  MAX_DELAY_MS,
  mayResend,
  nextTry,
  type ProxiedRequest,
  resendDelay,
} from './retryPolicy.ts'

const read: ProxiedRequest = { method: 'GET', idempotencyKey: false }
const head: ProxiedRequest = { method: 'HEAD', idempotencyKey: false }
const keyedOrder: ProxiedRequest = { method: 'POST', idempotencyKey: true }
const keylessWrites: ProxiedRequest[] = ['POST', 'PUT', 'PATCH', 'DELETE'].map((method) => ({
  method,
  idempotencyKey: false,
}))

describe('which requests the gateway sends again', () => {
  it('counts reads and writes carrying an Idempotency-Key as safe to repeat, and no other write', () => {
    expect([read, head, keyedOrder, { method: 'get', idempotencyKey: false }].map(isIdempotent)).toEqual([
      true,
      true,
      true,
      true,
    ])
    expect(keylessWrites.map(isIdempotent)).toEqual([false, false, false, false])
  })

  it('resends anything a service refused, did not accept in time or answered with its draining 503: it was never acted on', () => {
    for (const request of [read, keyedOrder, ...keylessWrites]) {
      expect(mayResend(request, 'refused')).toBe(true)
      expect(mayResend(request, 'unreachable')).toBe(true)
      expect(mayResend(request, 'draining')).toBe(true)
    }
  })

  it('resends a request that had no answer in time only if doing it twice is harmless', () => {
    expect(mayResend(read, 'unanswered')).toBe(true)
    expect(mayResend(keyedOrder, 'unanswered')).toBe(true)
    for (const write of keylessWrites) expect(mayResend(write, 'unanswered')).toBe(false)
    // To an instance not yet tried, never back to one that hung.
    const options = { instances: 2, graceMs: 30_000 }
    expect(nextTry(read, 'unanswered', { resend: 1, elapsedMs: 20_000 }, options)).toBe(0)
    expect(nextTry(read, 'unanswered', { resend: 2, elapsedMs: 20_000 }, options)).toBeNull()
    expect(nextTry(read, 'unanswered', { resend: 1, elapsedMs: 0 }, { ...options, instances: 1 })).toBeNull()
  })

  it('resends a request whose connection broke only if doing it twice is harmless', () => {
    expect(mayResend(read, 'broken')).toBe(true)
    expect(mayResend(keyedOrder, 'broken')).toBe(true)
    for (const write of keylessWrites) expect(mayResend(write, 'broken')).toBe(false)
    expect(
      nextTry(keylessWrites[0]!, 'broken', { resend: 1, elapsedMs: 0 }, { instances: 2, graceMs: 5000 }),
    ).toBeNull()
  })
})

describe('when the gateway sends again', () => {
  it('tries the other instances at once, then backs off doubling, up to a second', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => resendDelay(n, 1))).toEqual([
      FIRST_DELAY_MS,
      FIRST_DELAY_MS * 2,
      FIRST_DELAY_MS * 4,
      FIRST_DELAY_MS * 8,
      FIRST_DELAY_MS * 16,
      MAX_DELAY_MS,
      MAX_DELAY_MS,
      MAX_DELAY_MS,
    ])
    expect([1, 2, 3, 4, 5, 6].map((n) => resendDelay(n, 3))).toEqual([
      0,
      0,
      FIRST_DELAY_MS,
      0,
      0,
      FIRST_DELAY_MS * 2,
    ])
  })

  it('stops once the next try would start past the grace window', () => {
    const options = { instances: 1, graceMs: 5000 }
    expect(nextTry(read, 'refused', { resend: 1, elapsedMs: 0 }, options)).toBe(FIRST_DELAY_MS)
    expect(nextTry(read, 'refused', { resend: 9, elapsedMs: 4000 }, options)).toBe(MAX_DELAY_MS)
    expect(nextTry(read, 'refused', { resend: 9, elapsedMs: 4001 }, options)).toBeNull()
    expect(
      nextTry(keyedOrder, 'draining', { resend: 2, elapsedMs: 4999 }, { ...options, instances: 2 }),
    ).toBe(null)
    expect(
      nextTry(keyedOrder, 'draining', { resend: 1, elapsedMs: 4999 }, { ...options, instances: 2 }),
    ).toBe(0)
  })

  it('never resends with a grace window of 0, save at once to another instance', () => {
    expect(nextTry(read, 'refused', { resend: 1, elapsedMs: 0 }, { instances: 1, graceMs: 0 })).toBeNull()
    expect(nextTry(read, 'refused', { resend: 1, elapsedMs: 0 }, { instances: 2, graceMs: 0 })).toBe(0)
  })
})
