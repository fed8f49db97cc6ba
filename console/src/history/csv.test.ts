import { describe, expect, it } from 'vitest'
import { slug, toCsv } from './csv.ts'

describe('toCsv', () => {
  it('writes a header and one row per record, quoting what needs it', () => {
    const rows = [
      { name: 'Beef ribeye (lb)', price: 12.5, note: 'said "fine", then left' },
      { name: 'Milk, whole', price: null, note: 'two\nlines' },
    ]
    const csv = toCsv(rows, [
      { header: 'Product', value: (r) => r.name },
      { header: 'Price', value: (r) => r.price },
      { header: 'Note', value: (r) => r.note },
    ])
    expect(csv).toBe(
      'Product,Price,Note\r\nBeef ribeye (lb),12.5,"said ""fine"", then left"\r\n"Milk, whole",,"two\nlines"\r\n',
    )
  })

  it('keeps text that looks like a formula as text', () => {
    expect(toCsv([{ v: '=HYPERLINK("x")' }, { v: -3 }], [{ header: 'v', value: (r) => r.v }])).toBe(
      'v\r\n"\'=HYPERLINK(""x"")"\r\n-3\r\n',
    )
  })

  it('makes file-name-safe slugs', () => {
    expect(slug('Café Olé & Co.')).toBe('cafe-ole-co')
    expect(slug('***')).toBe('customer')
  })
})
