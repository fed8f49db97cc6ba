import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { readCsv, recordPieces } from './readCsv.ts'

describe('a CSV read in pieces of whole records', () => {
  // Quoted line breaks and doubled quotes are where a cut at any line break would go wrong.
  const records = ['h1,h2', 'a,"x\r\ny"', '', 'b,"q""\nq"', 'c,d']

  it.each([
    ['CRLF', '\r\n'],
    ['LF', '\n'],
    ['CR', '\r'],
  ])('parses to the same records as the whole text (%s)', (_, newline) => {
    const text = Array.from({ length: 40_000 }, (_, i) => records[i % records.length]).join(newline)
    const pieces = [...recordPieces(text)]
    if (newline !== '\r') expect(pieces.length).toBeGreaterThan(3)
    const whole = Papa.parse<string[]>(text, { delimiter: ',', skipEmptyLines: false }).data
    const parts = pieces.flatMap(
      (p) => Papa.parse<string[]>(p, { delimiter: ',', skipEmptyLines: false }).data,
    )
    expect(parts).toEqual(whole)
  })

  it('keeps the spreadsheet row numbers across pieces', async () => {
    const lines = ['Account number,Price', ...Array.from({ length: 30_000 }, (_, i) => `A${i + 2},1`)]
    const table = await readCsv(new TextEncoder().encode(lines.join('\r\n')))
    expect(table.rows.at(-1)).toEqual({ row: 30_001, cells: ['A30001', '1'] })
  })
})
