import { describe, expect, it } from 'vitest'
import { applyBlocker, changeText, countLabel, fieldLabel, mappableFields } from './importFormat.ts'

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

  it('keeps Apply closed while errors or missing columns remain, or when nothing would change', () => {
    expect(applyBlocker(preview({ error: 3, new: 1 }))).toBe(
      'Fix the 3 rows with errors, then upload the file again.',
    )
    expect(applyBlocker(preview({ new: 1 }, ['price']))).toBe(
      'Choose a column for every required field first.',
    )
    expect(applyBlocker(preview({ unchanged: 4 }))).toBe('Nothing to change: every row is as it is already.')
    expect(applyBlocker(preview({ changed: 2 }))).toBeNull()
  })
})
