// @vitest-environment jsdom
import type { ImportPreview } from '@provender/events'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { renderInConsole, stubApi } from '../testing/renderInConsole.tsx'
import { captureSavedFiles } from '../testing/savedFiles.ts'
import { ImportPage } from './ImportPage.tsx'

// Issue 35: a file with refused rows can apply its valid rows (asked first) and download the
// refused ones; the preview names products and formats prices; each kind offers a template.

const oil = { id: 'OIL', name: 'Olive oil', quantityType: 'pack' } as const
const blueDoor = { accountNumber: 'BD-1', name: 'Blue Door' }

const PREVIEW: ImportPreview = {
  kind: 'prices',
  fileName: 'prices.csv',
  sha256: 'ab'.repeat(32),
  columns: [],
  missing: [],
  unknown: [],
  notes: ['Read as CSV (utf-8, separated by commas).'],
  counts: { new: 1, changed: 1, unchanged: 0, error: 1 },
  rows: [
    {
      row: 4,
      key: 'ZZ-9 / OIL',
      status: 'error',
      changes: [],
      error: 'Row 4, Account number: No customer has account number "ZZ-9".',
    },
    {
      row: 2,
      key: 'BD-1 / OIL',
      status: 'changed',
      changes: [{ field: 'price', from: '9.50', to: '12.50', cents: { from: 950, to: 1250 } }],
      product: oil,
      customer: blueDoor,
    },
    {
      row: 3,
      key: 'BD-1 / BEEF',
      status: 'new',
      changes: [{ field: 'price', from: '', to: '8.99', cents: { from: null, to: 899 } }],
      product: { id: 'BEEF', name: 'Ribeye', quantityType: 'weight' },
      customer: blueDoor,
    },
  ],
  previewDigest: 'cd'.repeat(32),
}

let calls: { url: string; init?: RequestInit }[]
let saved: { name: string; file: Blob }[]

beforeEach(() => {
  calls = []
  stubApi((url, init) => {
    calls.push({ url, init })
    if (url.endsWith('/preview')) return PREVIEW
    if (url.includes('/apply')) return { importId: 'i-1', counts: PREVIEW.counts }
    if (url.includes('/refused.') || url.includes('/templates/')) return new Response('file')
    return {}
  })
  saved = captureSavedFiles()
})

async function previewed() {
  renderInConsole(<ImportPage />, { role: 'admin' })
  const file = new File(['Account number,Product ID,Price,Unit\r\n'], 'prices.csv', { type: 'text/csv' })
  fireEvent.change(screen.getByLabelText('File to import'), { target: { files: [file] } })
  await screen.findByText('Preview of prices.csv')
}

describe('the import preview', () => {
  it('names each row’s product, code, unit and customer, and shows prices old → new with $ and unit', async () => {
    await previewed()
    const table = screen.getByRole('table', { name: 'Rows of the file' })
    expect(within(table).getByText('Olive oil')).toBeTruthy()
    expect(within(table).getByText('OIL · per pack')).toBeTruthy()
    expect(within(table).getAllByText('Blue Door · BD-1')).toHaveLength(2)
    expect(within(table).getByText('Price: $9.50 → $12.50 /pack')).toBeTruthy()
    expect(within(table).getByText('Price: $8.99 /lb')).toBeTruthy()
    expect(within(table).getByText('ZZ-9 / OIL')).toBeTruthy()
  })

  it('applies the valid rows only after a confirmation naming the rows left out', async () => {
    await previewed()
    expect(screen.getByRole('button', { name: 'Apply' }).hasAttribute('disabled')).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Apply 2 valid rows' }))
    const dialog = await screen.findByRole('dialog')
    expect(dialog.textContent).toContain('Apply 2 rows without errors and leave out 1 row with an error?')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply 2 rows' }))
    expect(
      await screen.findByText('Imported: 1 new, 1 changed, 0 unchanged; 1 row with errors left out.'),
    ).toBeTruthy()
    const apply = calls.find((c) => c.url.includes('/apply'))!
    expect(apply.url).toBe('/api/imports/prices/apply?validOnly=true')
    expect((apply.init!.headers as Record<string, string>)['X-Preview-Digest']).toBe(PREVIEW.previewDigest)
  })

  it('asks before applying, and a No applies nothing', async () => {
    await previewed()
    fireEvent.click(screen.getByRole('button', { name: 'Apply 2 valid rows' }))
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(calls.some((c) => c.url.includes('/apply'))).toBe(false)
  })

  it('downloads the refused rows as XLSX, made by the server from the file sent again', async () => {
    await previewed()
    fireEvent.click(screen.getByRole('button', { name: 'Download refused rows' }))
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Excel (XLSX)' }))
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(saved[0]!.name).toBe('prices-refused.xlsx')
    const refused = calls.find((c) => c.url.includes('/refused.'))!
    expect(refused.url).toBe('/api/imports/prices/refused.xlsx')
    expect(refused.init!.body).toBeInstanceOf(File)
  })
})

describe('the import screen’s templates', () => {
  it('lists each kind’s required columns and downloads its template', async () => {
    renderInConsole(<ImportPage />, { role: 'admin' })
    const prices = screen.getByRole('listitem', { name: 'Price lines' })
    expect(within(prices).getByText('Required: Account number, Product ID, Price, Unit')).toBeTruthy()
    const catalogue = screen.getByRole('listitem', { name: 'Categories and products' })
    expect(within(catalogue).getByText('Required: Product ID, Name, Unit type, Price')).toBeTruthy()
    expect(
      within(catalogue).getByText('Optional: Description, Category, Packs per case, Warn above'),
    ).toBeTruthy()
    fireEvent.click(within(prices).getByRole('button', { name: 'Template' }))
    fireEvent.click(await screen.findByRole('menuitem', { name: 'CSV' }))
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(calls.at(-1)!.url).toBe('/api/exports/templates/prices.csv')
    expect(saved[0]!.name).toMatch(/^prices-template-\d{4}-\d{2}-\d{2}\.csv$/)
  })
})
