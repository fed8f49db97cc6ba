import { describe, expect, it } from 'vitest'
import { csvCell, csvLines, toCsv } from './csv.ts'

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

  it.each([
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+1 555', "'+1 555"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['\tpadded', "'\tpadded"],
    ['\rcarried', `"'\rcarried"`],
    ['plain = fine', 'plain = fine'],
  ])('neutralises %j at the start of a cell', (text, cell) => {
    expect(csvCell(text)).toBe(cell)
  })

  it('hands out the lines one at a time, each ended by CRLF, without reading rows ahead', () => {
    const read: number[] = []
    function* rows() {
      for (const n of [1, 2, 3]) {
        read.push(n)
        yield n
      }
    }
    const lines = csvLines(rows(), [{ header: 'n', value: (n) => n }])
    expect(lines.next().value).toBe('n\r\n')
    expect(lines.next().value).toBe('1\r\n')
    expect(read).toEqual([1])
    expect([...lines]).toEqual(['2\r\n', '3\r\n'])
  })
})
