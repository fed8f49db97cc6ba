import type { ImportPreview } from '@provender/events'
import ExcelJS from 'exceljs'
import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { people } from '../shared/sliceSpec.ts'
import { givenShop, useUploadServer } from './uploadSpec.ts'

// Issue 35: the refused rows of a file, downloaded with an Error column, to fix and import again.

const { server } = useUploadServer(async (started) => {
  await started.givenAccounts(people.admin, people.rep)
  await givenShop(started)
})

const LONG = `${'Z'.repeat(60)} the rest of a long cell`
const file = [
  'Account number,Product ID,Price,Unit,Note',
  `BD-1001,P1,${LONG},pack,fine`,
  'BD-1001,P1,9.00,pack,',
  'ZZ-9,P1,1.00,pack,=HYPERLINK("http://evil")',
  'BD-1001,NOPE,"1,234.50",pack,@sum',
].join('\r\n')

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

describe('download the refused rows of a file', () => {
  it('as CSV: the file’s own columns with every cell in full, then Error, formulas guarded', async () => {
    const { status, headers, bytes } = await server.download('/api/imports/prices/refused.csv', file)
    expect(status).toBe(200)
    expect(headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(headers.get('content-disposition')).toBe('attachment; filename="prices-2026-12-refused.csv"')
    expect(server.newEvents()).toEqual([])
    const text = bytes.toString('utf8')
    expect(text.startsWith('\uFEFF')).toBe(true)
    expect(text.slice(1).split('\r\n')).toEqual([
      'Account number,Product ID,Price,Unit,Note,Error',
      // The preview echoes 40 characters of the cell; the download has all of it.
      `BD-1001,P1,${LONG},pack,fine,"Price: Price ""${'Z'.repeat(40)}…"" is not a number."`,
      `ZZ-9,P1,1.00,pack,"'=HYPERLINK(""http://evil"")","Account number: No customer has account number ""ZZ-9""."`,
      `BD-1001,NOPE,"1,234.50",pack,'@sum,Product ID: Product NOPE does not exist.`,
      '',
    ])
  })

  it('as XLSX: the same rows as text cells, never formulas', async () => {
    const { status, headers, bytes } = await server.download('/api/imports/prices/refused.xlsx', file)
    expect(status).toBe(200)
    expect(headers.get('content-type')).toBe(XLSX)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer)
    const sheet = workbook.worksheets[0]!
    expect(sheet.name).toBe('Refused rows')
    const rows: unknown[][] = []
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)))
    expect(rows.map((r) => r.slice(0, 5))).toEqual([
      ['Account number', 'Product ID', 'Price', 'Unit', 'Note'],
      ['BD-1001', 'P1', LONG, 'pack', 'fine'],
      ['ZZ-9', 'P1', '1.00', 'pack', '=HYPERLINK("http://evil")'],
      ['BD-1001', 'NOPE', '1,234.50', 'pack', '@sum'],
    ])
    expect(rows[0]![5]).toBe('Error')
    expect(sheet.getCell('E3').type).toBe(ExcelJS.ValueType.String)
  })

  it('reads back: the fixed download previews without asking about its Error column', async () => {
    const { bytes } = await server.download('/api/imports/prices/refused.csv', file)
    const rows = Papa.parse<string[]>(bytes.toString('utf8').slice(1).trim()).data
    const fixed = rows.map((r, i) => (i === 1 ? [r[0], r[1], '12.00', ...r.slice(3)] : r))
    const csv = Papa.unparse(fixed)
    const { body } = await server.upload<ImportPreview>('/api/imports/prices/preview', csv)
    expect(body.unknown).toEqual(['Note'])
    expect(body.columns.at(-1)).toEqual({ header: 'Error', field: null })
    expect(body.rows.map((r) => r.error ?? r.status)).toEqual([
      'Row 3, Account number: No customer has account number "ZZ-9".',
      'Row 4, Product ID: Product NOPE does not exist.',
      'new',
    ])
    // A download of the download replaces its Error column instead of adding a second one.
    const again = await server.download('/api/imports/prices/refused.csv', csv)
    expect(again.bytes.toString('utf8').split('\r\n')[0]).toBe(
      '\uFEFFAccount number,Product ID,Price,Unit,Note,Error',
    )
  })

  it('is for admins, and needs the required columns', async () => {
    const path = '/api/imports/prices/refused.csv'
    expect((await server.download(path, file, { as: people.rep })).status).toBe(403)
    const noPrice = await server.upload(path, 'Account number,Product ID,Unit\r\nBD-1001,P1,pack\r\n')
    expect(noPrice).toEqual({
      status: 400,
      body: { error: 'The file has no column for Price; map one of its columns to it.' },
    })
  })
})
