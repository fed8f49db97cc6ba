import { testProduct } from '@provender/web-shared/ordering/testProducts.ts'
import type { CustomerProduct } from '@provender/web-shared/ordering/types.ts'
import { describe, expect, it } from 'vitest'
import { noLongerOffered, removedText } from './removedLines.ts'

const product = (id: string, name: string): CustomerProduct => testProduct(id, { name })
const eggs = product('EGGS', 'Large eggs')
const oil = product('OIL', 'Olive oil')
const salt = product('SALT', 'Sea salt')

describe('lines taken out because the product is gone', () => {
  it('names the chosen products today’s list no longer has', () => {
    expect(noLongerOffered([eggs, oil], [oil, salt])).toEqual(['Large eggs'])
    expect(noLongerOffered([oil], [oil])).toEqual([])
  })

  it('says so in a sentence, one or several', () => {
    expect(removedText(['Large eggs'])).toBe(
      'Large eggs is no longer available and was taken out of your order.',
    )
    expect(removedText(['Large eggs', 'Olive oil', 'Sea salt'])).toBe(
      'Large eggs, Olive oil and Sea salt are no longer available and were taken out of your order.',
    )
    expect(removedText([])).toBeNull()
  })
})
