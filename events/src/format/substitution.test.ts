import { describe, expect, it } from 'vitest'
import { substitutedText } from './substitution.ts'

describe('substitutedText', () => {
  it('names the substitute, its amount and the product it stood in for', () => {
    expect(
      substitutedText({ name: 'Light cream', quantityType: 'pack', quantity: 2 }, 'Heavy cream', 'en-US'),
    ).toBe('Substituted: 2 packs Light cream for Heavy cream')
    expect(
      substitutedText({ name: 'Strip loin', quantityType: 'weight', quantity: 9.5 }, 'Beef ribeye', 'en-US'),
    ).toBe('Substituted: 9.50 lb Strip loin for Beef ribeye')
  })
})
