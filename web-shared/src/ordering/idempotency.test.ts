import { describe, expect, it } from 'vitest'
import { SubmissionKeys } from './idempotency.ts'

const cart = [{ productId: 'OIL', quantity: 2, quantityType: 'pack' as const }]

describe('order submission keys', () => {
  it('reuses the key when the same cart is sent again', () => {
    const keys = new SubmissionKeys()
    expect(keys.keyFor(cart)).toBe(keys.keyFor([...cart]))
  })

  it('uses a new key for a changed cart or after an answer', () => {
    const keys = new SubmissionKeys()
    const first = keys.keyFor(cart)
    expect(keys.keyFor([{ ...cart[0]!, quantity: 3 }])).not.toBe(first)
    const second = keys.keyFor(cart)
    keys.forget()
    expect(keys.keyFor(cart)).not.toBe(second)
  })
})
