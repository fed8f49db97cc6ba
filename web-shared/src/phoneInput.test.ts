import { describe, expect, it } from 'vitest'
import { nextPhoneDigits } from './phoneInput.ts'

describe('masked phone input', () => {
  it('keeps only digits, at most ten', () => {
    expect(nextPhoneDigits('', '(555) 123-45678')).toBe('5551234567')
  })

  it('drops the country code of an 11-digit entry', () => {
    expect(nextPhoneDigits('1555123456', '15551234567')).toBe('5551234567')
  })

  it('removes a digit when backspace hits a mask character', () => {
    // "(555) 1" minus the space before the 1 leaves the digits unchanged
    expect(nextPhoneDigits('5551', '(555)1')).toBe('555')
  })
})
