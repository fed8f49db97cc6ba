import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { IMPORT_KINDS, type ImportKind, layoutHeaders, matchColumns } from '@provender/events'
import ExcelJS from 'exceljs'
import Koa from 'koa'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sendTemplate } from './templates.ts'

let url = ''
const server = createServer()

beforeAll(async () => {
  const app = new Koa()
  app.use((ctx) => {
    const [, kind, format] = /^\/(\w+)\.(csv|xlsx)$/.exec(ctx.path) ?? []
    sendTemplate[kind as ImportKind](ctx, format as 'csv' | 'xlsx')
  })
  server.on('request', app.callback())
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

async function xlsxRows(bytes: ArrayBuffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(bytes)
  const rows: unknown[][] = []
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)))
  return rows
}

describe('the import templates', () => {
  it.each(IMPORT_KINDS)('%s: the layout’s header and one example row, as CSV', async (kind) => {
    const response = await fetch(`${url}/${kind}.csv`)
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${kind}-template.csv"`)
    const lines = (await response.text()).replace(/^\uFEFF/, '').split('\r\n')
    expect(lines).toHaveLength(3)
    expect(lines[0]).toBe(layoutHeaders(kind).join(','))
    // Read back by the import's own matching, every column is known and none is missing.
    expect(matchColumns(kind, lines[0]!.split(','))).toMatchObject({ missing: [], unknown: [] })
    expect(lines[2]).toBe('')
  })

  it('writes its example as the export writes rows: prices per pack, amounts as numbers in XLSX', async () => {
    expect((await (await fetch(`${url}/prices.csv`)).text()).split('\r\n')[1]).toBe(
      'BD-1001,OIL-5L,39.90,pack',
    )
    expect((await (await fetch(`${url}/stock.csv`)).text()).split('\r\n')[1]).toBe(
      'OIL-5L,limited,6,case,customer,',
    )
    const rows = await xlsxRows(await (await fetch(`${url}/catalogue.xlsx`)).arrayBuffer())
    expect(rows).toEqual([
      layoutHeaders('catalogue'),
      [
        'OIL-5L',
        'Olive oil, 5 L',
        'Extra virgin, cold pressed',
        'Oils and vinegars',
        'quantity',
        4,
        42.5,
        20,
      ],
    ])
    const customers = await xlsxRows(await (await fetch(`${url}/customers.xlsx`)).arrayBuffer())
    expect(customers[1]).toEqual([
      'BD-1001',
      'Blue Door Bistro',
      'rep@example.com',
      'orders@bluedoor.example.com',
      'Ana',
      'Ruiz',
      '3125550100',
    ])
  })
})
