import { describe, expect, it } from 'vitest'
import { slug } from './csv.ts'

// The CSV cells and lines themselves are tested with the shared rules (events/src/rules/csv.test.ts).
describe('slug', () => {
  it('makes file-name-safe slugs', () => {
    expect(slug('Café Olé & Co.')).toBe('cafe-ole-co')
    expect(slug('***')).toBe('customer')
  })
})
