import { describe, expect, it } from 'vitest'
import { toleranceProblem } from './weightTolerance.ts'

describe('weight tolerance input', () => {
  it.each(['0', '10', ' 25 ', '100'])('accepts %j', (text) => {
    expect(toleranceProblem(text)).toBeNull()
  })

  it.each(['', '-1', '101', '2.5', 'ten'])('refuses %j', (text) => {
    expect(toleranceProblem(text)).toBe('Enter a whole percent from 0 to 100.')
  })
})
