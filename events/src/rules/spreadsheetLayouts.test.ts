import { describe, expect, it } from 'vitest'
import { csvCell } from './csv.ts'
import * as layouts from './spreadsheetLayouts.ts'

describe('spreadsheet layouts', () => {
  it('matches headers whatever their case, spacing or synonym', () => {
    const match = layouts.matchColumns('prices', ['ACCOUNT  NO', 'sku', 'Net price', 'UOM', 'Notes'])
    expect(match.columns.map((c) => c.field)).toEqual(['accountNumber', 'productId', 'price', 'unit', null])
    expect(match.missing).toEqual([])
    expect(match.unknown).toEqual(['Notes'])
    expect(layouts.normalizeHeader(' Product_ID ')).toBe('productid')
  })

  it('asks for what no header fills, and takes the admin mapping first', () => {
    const match = layouts.matchColumns('prices', ['Kunde', 'sku', 'Preis', 'unit'])
    expect(match.missing).toEqual(['accountNumber', 'price'])
    const mapped = layouts.matchColumns('prices', ['Kunde', 'sku', 'Preis', 'unit'], {
      Kunde: 'accountNumber',
      Preis: 'price',
    })
    expect(mapped.missing).toEqual([])
    expect(mapped.unknown).toEqual([])
  })

  it('reads the Error column of a refused-rows download as no field, without asking about it', () => {
    const match = layouts.matchColumns('prices', ['Account number', 'Product ID', 'Price', 'Unit', 'Error'])
    expect(match.columns.at(-1)).toEqual({ header: 'Error', field: null })
    expect(match.unknown).toEqual([])
  })

  it('fills a field once: a second column naming it is not used', () => {
    const match = layouts.matchColumns('catalogue', ['Product ID', 'SKU', 'Name', 'Unit type', 'Price'])
    expect(match.columns.map((c) => c.field)).toEqual(['productId', null, 'name', 'unitType', 'price'])
  })

  it('reads the headers it writes', () => {
    for (const kind of ['catalogue', 'customers', 'prices'] as const) {
      expect(layouts.matchColumns(kind, layouts.layoutHeaders(kind)).missing).toEqual([])
    }
  })

  it.each([
    ['12.50', 1250],
    ['$12.50', 1250],
    ['12,50', 1250],
    ['1,234.5', 123450],
    [' 7 ', 700],
    // A double within a rounding error of a cent is that cent (=3.3*1.1, =0.1+0.2); "3.630" is 3.63.
    ['3.6300000000000003', 363],
    ['0.30000000000000004', 30],
    ['3.630', 363],
    ['1234.5699999999999', 123457],
  ])('reads the price %j', (raw, cents) => {
    expect(layouts.readPrice(raw)).toEqual({ ok: true, cents })
  })

  it.each([
    ['', 'Price is empty.'],
    ['-3', 'Price must be 0 or more.'],
    ['abc', 'Price "abc" is not a number.'],
    ['1.234', 'Price can have at most two decimals.'],
    ['3.625', 'Price can have at most two decimals.'],
    ['3.6300001', 'Price can have at most two decimals.'],
    [`${'9'.repeat(200)}x`, `Price "${'9'.repeat(40)}…" is not a number.`],
    ['2000000', 'Price must be at most 1,000,000.'],
  ])('refuses the price %j', (raw, error) => {
    expect(layouts.readPrice(raw)).toEqual({ ok: false, error })
  })

  it('echoes at most a short prefix of a cell', () => {
    expect(layouts.cellPrefix('short')).toBe('short')
    expect(layouts.cellPrefix('x'.repeat(41))).toBe(`${'x'.repeat(40)}…`)
    expect(layouts.cellPrefix('y'.repeat(300), 100)).toHaveLength(101)
  })

  it('undoes the formula guard of an export, so text round-trips', () => {
    for (const text of ['=HYPERLINK("x")', '-Special', '@home', 'Plain', "'-a", "''=b", "'quoted"]) {
      const cell = csvCell(text).replace(/^"|"$/g, '').replace(/""/g, '"')
      expect(layouts.unguardCell(cell)).toBe(text)
    }
  })
})
