import { WrongExpectedRevisionError } from '@provender/events'
import { describe, expect, it } from 'vitest'
import { inTurnByKey } from './inTurn.ts'
import { MAX_ATTEMPTS, retryOnConflict } from './retryOnConflict.ts'

const refusal = () => new WrongExpectedRevisionError('order-1', 2, 3)

describe('retryOnConflict', () => {
  it('decides again after each refusal and answers the attempt that got through', async () => {
    const seen: number[] = []
    const answer = await retryOnConflict(async (n) => {
      seen.push(n)
      if (n < 4) throw refusal()
      return 'stored'
    })
    expect(answer).toBe('stored')
    expect(seen).toEqual([1, 2, 3, 4])
  })

  it('throws the last refusal after MAX_ATTEMPTS, and any other failure at once', async () => {
    let attempts = 0
    await expect(
      retryOnConflict(async () => {
        attempts++
        throw refusal()
      }),
    ).rejects.toBeInstanceOf(WrongExpectedRevisionError)
    expect(attempts).toBe(MAX_ATTEMPTS)

    attempts = 0
    await expect(
      retryOnConflict(async () => {
        attempts++
        throw new Error('disk full')
      }),
    ).rejects.toThrow('disk full')
    expect(attempts).toBe(1)
  })
})

describe('inTurnByKey', () => {
  it('runs one key’s tasks one after another, even after a failure, and other keys beside them', async () => {
    const inTurn = inTurnByKey()
    const log: string[] = []
    const task =
      (name: string, fail = false) =>
      async () => {
        log.push(`${name} starts`)
        await new Promise((resolve) => setTimeout(resolve, 5))
        log.push(`${name} ends`)
        if (fail) throw new Error(name)
        return name
      }
    const results = await Promise.allSettled([
      inTurn('a', task('a1', true)),
      inTurn('a', task('a2')),
      inTurn('b', task('b1')),
    ])
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled'])
    // a2 starts only after a1 ended; b1 ran while a1 did.
    expect(log.indexOf('a2 starts')).toBeGreaterThan(log.indexOf('a1 ends'))
    expect(log.indexOf('b1 starts')).toBeLessThan(log.indexOf('a1 ends'))
  })
})
