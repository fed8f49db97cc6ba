import ExcelJS from 'exceljs'
import fc from 'fast-check'
import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { type TestClient, testStackWith } from './testing/stack.ts'

// Export -> import is a no-op (issue 26): any catalogue and any price list, exported as CSV or
// XLSX and previewed by the import, comes back with every row unchanged.
const { stack, users } = testStackWith(['admin', 'blueDoor'])

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

interface Preview {
  counts: { new: number; changed: number; unchanged: number; error: number }
  rows: { row: number; key: string; status: string; changes: unknown[]; error?: string }[]
}

async function exported(client: TestClient, path: string): Promise<Buffer> {
  const response = await fetch(stack.url + path, {
    headers: { Cookie: client.cookie ?? '', 'Consistency-Token': client.consistencyToken ?? '' },
  })
  expect(response.status, path).toBe(200)
  return Buffer.from(await response.arrayBuffer())
}

async function preview(
  client: TestClient,
  kind: string,
  file: Buffer,
  format: 'csv' | 'xlsx',
): Promise<Preview> {
  const response = await fetch(`${stack.url}/api/imports/${kind}/preview`, {
    method: 'POST',
    headers: {
      Cookie: client.cookie ?? '',
      'X-Requested-With': 'test',
      'Content-Type': format === 'csv' ? 'text/csv' : XLSX,
      'X-File-Name': encodeURIComponent(`${kind}.${format}`),
    },
    body: new Uint8Array(file),
  })
  const body = (await response.json()) as Preview
  expect(response.status, JSON.stringify(body)).toBe(200)
  return body
}

// Text as people type it into a product form, with what a CSV must quote or guard:
// commas, semicolons, quotes, a leading = + - @, apostrophes before them, accents.
const textChars = fc.constantFrom(...'abcxyzABC 0189,;"\'=+-@éñ&/()'.split(''))
const text = (max: number) =>
  fc
    .string({ unit: textChars, minLength: 1, maxLength: max })
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => s.length > 0)
const cents = fc.integer({ min: 0, max: 5_000_000 })
const amount = (c: number) => c / 100

const productArb = fc.record({
  name: text(30),
  description: fc.option(
    fc.tuple(text(20), text(20)).map(([a, b]) => `${a}\n${b}`),
    { nil: '' },
  ),
  weight: fc.boolean(),
  packsPerCase: fc.integer({ min: 1, max: 48 }),
  price: cents,
  warnAbove: fc.option(fc.integer({ min: 1, max: 50_000 }), { nil: null }),
  category: fc.constantFrom(null, 0, 1),
  customerPrice: fc.option(cents, { nil: null }),
})
const catalogueArb = fc.array(productArb, { minLength: 1, maxLength: 6 })

describe('export -> import', () => {
  it('changes nothing, for any catalogue and price list, as CSV and as XLSX', async () => {
    const { admin, blueDoor } = users
    const client = admin.client
    let run = 0
    await fc.assert(
      fc.asyncProperty(catalogueArb, async (products) => {
        run += 1
        const prefix = `RT${run}X${Date.now() % 100_000}`
        const categories: number[] = []
        for (const n of [0, 1]) {
          const made = await client.request<{ id: number }>('POST', '/api/categories', {
            name: `${prefix} aisle ${n}`,
          })
          expect(made.status).toBe(201)
          categories.push(made.body.id)
        }
        const lines: { productId: string; price: number }[] = []
        for (const [i, p] of products.entries()) {
          const id = `${prefix}-${i}`
          const created = await client.request('POST', '/api/products', {
            id,
            name: p.name,
            description: p.description,
            unitType: p.weight ? 'weight' : 'quantity',
            packsPerCase: p.weight ? null : p.packsPerCase,
            price: amount(p.price),
            categoryId: p.category === null ? null : categories[p.category],
            warnAbove: p.warnAbove === null ? null : p.warnAbove / 100,
          })
          expect(created.status, JSON.stringify(created.body)).toBe(201)
          if (p.customerPrice !== null) lines.push({ productId: id, price: amount(p.customerPrice) })
        }
        const saved = await client.request('PUT', `/api/customers/${blueDoor.id}`, { products: lines })
        expect(saved.status, JSON.stringify(saved.body)).toBe(200)

        for (const format of ['csv', 'xlsx'] as const) {
          const catalogue = await exported(client, `/api/exports/products.${format}?search=${prefix}`)
          const back = await preview(client, 'catalogue', catalogue, format)
          expect(back.rows, format).toEqual([])
          expect(back.counts, format).toEqual({ new: 0, changed: 0, unchanged: products.length, error: 0 })

          const prices = await exported(client, `/api/exports/prices.${format}?customerId=${blueDoor.id}`)
          const pricesBack = await preview(client, 'prices', prices, format)
          expect(pricesBack.rows, format).toEqual([])
          expect(pricesBack.counts, format).toEqual({ new: 0, changed: 0, unchanged: lines.length, error: 0 })
        }
      }),
      { numRuns: 12 },
    )
  }, 300_000)

  it('sees an edit made in the exported file (the preview is not blind)', async () => {
    const { admin, blueDoor } = users
    const line = { productId: 'MEA-BEEF-RIB', price: 12.65 }
    expect(
      (await admin.client.request('PUT', `/api/customers/${blueDoor.id}`, { products: [line] })).status,
    ).toBe(200)
    const file = await exported(admin.client, `/api/exports/prices.csv?customerId=${blueDoor.id}`)
    const [header, first, ...rest] = Papa.parse<string[]>(file.toString('utf8').replace(/^\uFEFF/, '')).data
    const edited = Papa.unparse([header!, [first![0]!, first![1]!, '999.99', first![3]!], ...rest], {
      newline: '\r\n',
    })
    const back = await preview(admin.client, 'prices', Buffer.from(edited), 'csv')
    expect(back.counts.changed).toBe(1)
    expect(back.rows).toEqual([
      expect.objectContaining({ status: 'changed', key: expect.stringContaining(first![1]!) }),
    ])
  })

  it('reads a formula column pasted over Price as the prices Excel shows (=C2*1.1)', async () => {
    const { admin, blueDoor } = users
    // 3.30 * 1.1 is 3.6300000000000003 in a double; 1.10 * 3 is 3.3000000000000003.
    const lines = [
      { productId: 'MEA-BEEF-RIB', price: 3.3 },
      { productId: 'PRD-LEM', price: 1.1 },
    ]
    const put = await admin.client.request('PUT', `/api/customers/${blueDoor.id}`, { products: lines })
    expect(put.status).toBe(200)
    const file = await exported(admin.client, `/api/exports/prices.xlsx?customerId=${blueDoor.id}`)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(file as never)
    const sheet = workbook.worksheets[0]!
    const priceColumn = (sheet.getRow(1).values as unknown[]).indexOf('Price')
    const times = { 'MEA-BEEF-RIB': 1.1, 'PRD-LEM': 3 } as Record<string, number>
    sheet.eachRow((row, n) => {
      if (n === 1) return
      const cell = row.getCell(priceColumn)
      const factor = times[String(row.getCell(priceColumn - 1).value)] ?? 1
      // What Excel saves for a formula: the formula and its cached result, a double.
      cell.value = { formula: `${cell.address}*${factor}`, result: Number(cell.value) * factor }
    })
    const edited = Buffer.from((await workbook.xlsx.writeBuffer()) as ArrayBuffer)
    const back = await preview(admin.client, 'prices', edited, 'xlsx')
    expect(back.counts).toMatchObject({ changed: 2, error: 0 })
    expect(back.rows.map((r) => r.changes)).toEqual([
      [{ field: 'price', from: '3.30', to: '3.63', cents: { from: 330, to: 363 } }],
      [{ field: 'price', from: '1.10', to: '3.30', cents: { from: 110, to: 330 } }],
    ])
  })
})
