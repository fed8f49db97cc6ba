import { describe, expect, it } from 'vitest'
import {
  applyBlocker,
  changeText,
  countLabel,
  fieldLabel,
  itemLines,
  layoutColumnsText,
  mappableFields,
  offersValidOnly,
  refusedFileName,
  resultText,
  validOnlyQuestion,
} from './importFormat.ts'

const preview = (
  counts: Partial<Record<'new' | 'changed' | 'unchanged' | 'error', number>>,
  missing: string[] = [],
) => ({
  kind: 'prices' as const,
  fileName: 'p.csv',
  sha256: '',
  columns: [],
  missing,
  unknown: [],
  notes: [],
  counts: { new: 0, changed: 0, unchanged: 0, error: 0, ...counts },
  rows: [],
  previewDigest: 'd',
})

describe('import preview wording', () => {
  it('names fields by the layout header and shows old → new', () => {
    expect(fieldLabel('prices', 'price')).toBe('Price')
    expect(changeText('prices', { field: 'price', from: '9.50', to: '12.50' })).toBe('Price: 9.50 → 12.50')
    expect(changeText('catalogue', { field: 'name', from: '', to: 'Oats' })).toBe('Name: Oats')
    expect(countLabel('error', 1)).toBe('1 error')
    expect(countLabel('error', 1200)).toBe('1,200 errors')
  })

  it('offers required fields first for the mapping step', () => {
    expect(mappableFields('prices').map((f) => f.field)).toEqual([
      'accountNumber',
      'productId',
      'price',
      'unit',
    ])
  })

  it('formats prices in the product’s unit with the apps’ formatter, and names the product', () => {
    const oil = { id: 'OIL', name: 'Olive oil', quantityType: 'pack' } as const
    const beef = { id: 'BEEF', name: 'Ribeye', quantityType: 'weight' } as const
    const price = (from: number | null, to: number) => ({
      field: 'price',
      from: from === null ? '' : (from / 100).toFixed(2),
      to: (to / 100).toFixed(2),
      cents: { from, to },
    })
    expect(changeText('prices', price(950, 1250), oil)).toBe('Price: $9.50 → $12.50 /pack')
    expect(changeText('prices', price(null, 123450), beef)).toBe('Price: $1,234.50 /lb')
    expect(changeText('catalogue', price(1200, 1250))).toBe('Price: $12.00 → $12.50')
    expect(
      itemLines({ key: 'BD-1 / OIL', product: oil, customer: { accountNumber: 'BD-1', name: 'Blue Door' } }),
    ).toEqual(['Olive oil', 'OIL · per pack', 'Blue Door · BD-1'])
    expect(itemLines({ key: 'ZZ-9 / OIL' })).toEqual(['ZZ-9 / OIL'])
  })

  it('lists each layout’s required columns apart from the optional ones', () => {
    expect(layoutColumnsText('prices')).toEqual({
      required: ['Account number', 'Product ID', 'Price', 'Unit'],
      optional: [],
    })
    expect(layoutColumnsText('catalogue').optional).toEqual([
      'Description',
      'Category',
      'Packs per case',
      'Warn above',
    ])
  })

  it('offers the valid rows only when rows are refused and the others change something', () => {
    expect(offersValidOnly(preview({ error: 2, new: 1, unchanged: 4 }))).toBe(true)
    expect(offersValidOnly(preview({ error: 2, unchanged: 4 }))).toBe(false)
    expect(offersValidOnly(preview({ error: 2 }))).toBe(false)
    expect(validOnlyQuestion(preview({ error: 1, changed: 4998, unchanged: 1 }))).toBe(
      "Apply 4,999 rows without errors and leave out 1 row with an error? The rows left out change nothing; the import's record names them. Download them to fix and import again.",
    )
    expect(resultText({ importId: 'i', counts: { new: 1, changed: 2, unchanged: 0, error: 3 } })).toBe(
      'Imported: 1 new, 2 changed, 0 unchanged; 3 rows with errors left out.',
    )
    expect(resultText({ importId: null, counts: { new: 0, changed: 0, unchanged: 2, error: 0 } })).toBe(
      'Nothing to change: every row was as it is already.',
    )
    expect(refusedFileName('prices-2026-12.XLSX', 'csv')).toBe('prices-2026-12-refused.csv')
  })

  it('keeps Apply closed while errors or missing columns remain, or when nothing would change', () => {
    expect(applyBlocker(preview({ error: 3, new: 1 }))).toBe(
      'Fix the 3 rows with errors, then upload the file again, or apply the valid rows only.',
    )
    expect(applyBlocker(preview({ error: 1 }))).toBe('Fix the row with an error, then upload the file again.')
    expect(applyBlocker(preview({ new: 1 }, ['price']))).toBe(
      'Choose a column for every required field first.',
    )
    expect(applyBlocker(preview({ unchanged: 4 }))).toBe('Nothing to change: every row is as it is already.')
    expect(applyBlocker(preview({ changed: 2 }))).toBeNull()
  })
})
