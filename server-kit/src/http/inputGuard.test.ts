import { DomainError } from '@provender/events'
import { describe, expect, it } from 'vitest'
import { checkBody, MAX_BODY_DEPTH, NESTED_TOO_DEEPLY } from './inputGuard.ts'

/** `depth` levels of arrays around a number. */
function nestedArrays(depth: number): unknown {
  let value: unknown = 1
  for (let i = 0; i < depth; i++) value = [value]
  return value
}

function refusal(body: unknown): string | null {
  try {
    checkBody(body)
    return null
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError)
    return (error as DomainError).message
  }
}

describe('the body check', () => {
  it('passes what forms send', () => {
    expect(refusal(undefined)).toBeNull()
    expect(refusal({ items: [{ productId: 'PRD-LEM', quantity: 1, quantityType: 'pack' }] })).toBeNull()
    expect(refusal(nestedArrays(MAX_BODY_DEPTH))).toBeNull()
  })

  it('refuses nesting one level past the bound, and a million levels without overflowing', () => {
    expect(refusal(nestedArrays(MAX_BODY_DEPTH + 1))).toBe(NESTED_TOO_DEEPLY)
    expect(refusal({ a: nestedArrays(1_000_000) })).toBe(NESTED_TOO_DEEPLY)
  })

  it('refuses the NUL character in a text or a key, at any depth', () => {
    expect(refusal({ name: 'a\u0000b' })).toBe('Text may not contain the NUL character.')
    expect(refusal([{ deep: [{ 'k\u0000': 1 }] }])).toBe('Text may not contain the NUL character.')
    expect(refusal('\u0000')).toBe('Text may not contain the NUL character.')
  })
})
