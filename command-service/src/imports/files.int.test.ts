import { type ImportPreview, streams } from '@provender/events'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { given, people, type SliceSpec, startSliceSpec } from '../shared/sliceSpec.ts'
import { givenShop, uploadServer } from './uploadSpec.ts'

let spec: SliceSpec
let server: Awaited<ReturnType<typeof uploadServer>>

beforeAll(async () => {
  spec = await startSliceSpec()
  await spec.givenAccounts(people.admin, people.rep)
  await spec.given(streams.email('user901@provender.test'), given.emailOf(people.rep.id))
  await spec.givenAccounts({ id: 101, role: 'customer' })
  await spec.given(streams.email('user101@provender.test'), given.emailOf(101))
  await givenShop(spec)
  server = await uploadServer(spec)
})
afterAll(async () => {
  await server?.close()
  await spec?.stop()
})

const preview = (kind: string, file: Uint8Array | string, options = {}) =>
  server.upload<ImportPreview>(`/api/imports/${kind}/preview`, file, options)

const CUSTOMER_HEADER = [
  'Account number',
  'Business name',
  'Owner email',
  'Contact email',
  'First name',
  'Last name',
  'Phone',
]

describe('the file as spreadsheets write it', () => {
  const rows = [
    CUSTOMER_HEADER,
    ['BD-2001', 'Café Münster', 'user901@provender.test', 'cafe@example.com', 'Zoë', 'Brontë', '3125550111'],
  ]

  it('reads Windows-1252 (Excel on Windows), UTF-8 with a BOM, and UTF-16 LE and BE', async () => {
    const csv = rows.map((r) => r.join(',')).join('\r\n')
    const cp1252 = Uint8Array.from([...csv].map((c) => ({ é: 0xe9, ü: 0xfc, ë: 0xeb })[c] ?? c.charCodeAt(0)))
    const bom = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(csv)])
    const le = new Uint8Array([0xff, 0xfe, ...new Uint8Array(Buffer.from(csv, 'utf16le'))])
    const be = new Uint8Array([0xfe, 0xff, ...new Uint8Array(Buffer.from(csv, 'utf16le').swap16())])
    for (const [bytes, encoding] of [
      [cp1252, 'windows-1252'],
      [bom, 'utf-8'],
      [le, 'utf-16le'],
      [be, 'utf-16be'],
    ] as const) {
      const { status, body } = await preview('customers', bytes)
      expect(status, encoding).toBe(200)
      expect(body.notes[0]).toContain(encoding)
      expect(body.rows[0]!.changes).toContainEqual({ field: 'businessName', from: '', to: 'Café Münster' })
      expect(body.rows[0]!.changes).toContainEqual({ field: 'lastName', from: '', to: 'Brontë' })
    }
  })

  it('reads ; and tab separators, and quoted fields holding line breaks', async () => {
    for (const separator of [';', '\t']) {
      const file = `Product ID${separator}Name${separator}Description${separator}Unit type${separator}Packs per case${separator}Price\r\nN1${separator}Oats${separator}"Rolled;\r\ntwo lines"${separator}each${separator}6${separator}"3,50"\r\n`
      const { body } = await preview('catalogue', file)
      expect(body.counts).toEqual({ new: 1, changed: 0, unchanged: 0, error: 0 })
      expect(body.rows[0]!.changes).toContainEqual({
        field: 'description',
        from: '',
        to: 'Rolled;\ntwo lines',
      })
      expect(body.rows[0]!.changes).toContainEqual({
        field: 'price',
        from: '',
        to: '3.50',
        cents: { from: null, to: 350 },
      })
    }
  })

  it('reads the first sheet of an XLSX, says so, and reads merged cells as their top-left value', async () => {
    const workbook = new ExcelJS.Workbook()
    const sheet = workbook.addWorksheet('Prices')
    sheet.addRow(['Account number', 'Product ID', 'Price', 'Unit'])
    sheet.addRow(['BD-1001', 'P1', 12.5, 'pack'])
    sheet.addRow(['', 'P1', 13, 'pack'])
    sheet.mergeCells('A2:A3')
    workbook.addWorksheet('Notes').addRow(['not prices'])
    const bytes = new Uint8Array((await workbook.xlsx.writeBuffer()) as ArrayBuffer)
    const { status, body } = await preview('prices', bytes, {
      contentType: 'application/octet-stream',
      fileName: 'prices.xlsx',
    })
    expect(status).toBe(200)
    expect(body.notes).toEqual([
      'Read the first sheet, "Prices", of 2: "Prices", "Notes".',
      'Merged cells (A2:A3) were read as their top-left value in every cell they cover.',
    ])
    expect(body.rows.map((r) => r.error ?? r.status)).toEqual([
      'Row 3, Product ID: Product P1 is priced for this customer on row 2 already.',
      'new',
    ])
  })

  it('refuses a workbook that is not one', async () => {
    const { status, body } = await preview('prices', 'not a zip', {
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    })
    expect(status).toBe(400)
    expect(body).toMatchObject({
      error: expect.stringContaining('This file is damaged or not a spreadsheet'),
      code: 'IMPORT_DAMAGED_FILE',
    })
  })

  it('refuses a 60 MB file with the limit, having kept none of it', async () => {
    const big = new Uint8Array(60 * 1024 * 1024).fill(0x41)
    const { status, body } = await preview('prices', big)
    expect({ status, body }).toEqual({
      status: 413,
      body: { error: 'The file is larger than the 20 MB limit.' },
    })
  })

  it('refuses 1,000,000 rows without reading them all into memory', async () => {
    const file = `Account number,Product ID,Price,Unit\n${'BD-1001,P1,1,pack\n'.repeat(1_000_000)}`
    const { status, body } = await preview('prices', file)
    expect({ status, body }).toEqual({
      status: 400,
      body: { error: 'The file has more than 200,000 rows; split it.', code: 'IMPORT_TOO_MANY_ROWS' },
    })
  })
})

describe('columns: matched by header, or by the admin', () => {
  it('asks for the missing field and lists the unknown header; the mapping fills it', async () => {
    const file = 'Acct,SKU,Cost,UOM\r\nBD-1001,P1,4.00,pack\r\n'
    const first = await preview('prices', file)
    expect(first.body).toMatchObject({ missing: ['price'], unknown: ['Cost'], rows: [], previewDigest: null })
    const mapped = await preview('prices', file, { mapping: { Cost: 'price' } })
    expect(mapped.body).toMatchObject({ missing: [], counts: { new: 1, changed: 0, unchanged: 0, error: 0 } })
    const apply = await server.upload('/api/imports/prices/apply', file, {
      mapping: { Cost: 'price' },
      digest: mapped.body.previewDigest!,
    })
    expect(apply.status).toBe(200)
    const missing = await server.upload('/api/imports/prices/apply', file, { digest: 'a'.repeat(64) })
    expect(missing).toEqual({
      status: 400,
      body: { error: 'The file has no column for Price; map one of its columns to it.' },
    })
  })
})

describe('catalogue: categories and products', () => {
  const header = 'Product ID,Name,Description,Category,Unit type,Packs per case,Price,Warn above\r\n'
  const file = `${header}C1,Flour,,Dry goods,each,10,12.00,\r\nC2,Beef,,dry  goods,lb,,8.99,40\r\nC1,Flour again,,,each,10,1,\r\nC3,,,,each,6,1,\r\nC4,Salt,,,box,6,1,\r\n`

  it('creates a category once for the rows that name it, and refuses bad rows by column', async () => {
    const { body } = await preview('catalogue', file)
    expect(body.rows.map((r) => r.error ?? `${r.key} ${r.status}`)).toEqual([
      'Row 4, Product ID: Product C1 is listed on row 2 already.',
      'Row 5, Name: Name is required.',
      'Row 6, Unit type: Unit type "box" is not "quantity" or "weight".',
      'C1 new',
      'C2 new',
    ])
  })

  it('applies the fixed file: the category and both products in one append, and again changes nothing', async () => {
    const fixed = `${header}C1,Flour,,Dry goods,each,10,12.00,\r\nC2,Beef,,dry  goods,lb,,8.99,40\r\n`
    const { apply } = await server.previewAndApply('catalogue', fixed, { fileName: 'catalogue.csv' })
    expect(apply.status).toBe(200)
    const events = server.newEvents()
    expect(events.map((e) => `${e.stream.replace(/^category-\d+$/, 'category-N')} ${e.type}`)).toEqual([
      'categoryname-dry goods CategoryNameReserved',
      'category-N CategoryCreated',
      'product-C1 ProductCreated',
      'product-C2 ProductCreated',
      `import-${apply.body.importId} ImportApplied`,
    ])
    const categoryId = (events[1]!.data as { categoryId: number }).categoryId
    expect(events[3]!.data).toMatchObject({
      productId: 'C2',
      unitType: 'weight',
      packsPerCase: null,
      categoryId,
      warnAbove: 40,
    })
    const again = await server.previewAndApply('catalogue', fixed, { fileName: 'catalogue.csv' })
    expect(again.apply.body).toEqual({
      importId: null,
      counts: { new: 0, changed: 0, unchanged: 2, error: 0 },
    })
    const changed = await preview('catalogue', `${header}C1,Flour,,Dry goods,each,10,12.50,\r\n`)
    expect(changed.body.rows[0]!.changes).toEqual([
      { field: 'price', from: '12.00', to: '12.50', cents: { from: 1200, to: 1250 } },
    ])
    expect(changed.body.rows[0]!.product).toEqual({ id: 'C1', name: 'Flour', quantityType: 'pack' })
  })
})

describe('customers with their owner', () => {
  const header = `${CUSTOMER_HEADER.join(',')}\r\n`

  it('opens a new customer with a login it finishes through "Forgot password", and edits a known one', async () => {
    const file = `${header}BD-3001,New Shop,user901@provender.test,new@example.com,Ann,Lee,3125550122\r\nBD-1001,Shop Renamed,user901@provender.test,user101@provender.test,First101,Last101,\r\nBD-3002,X,nobody@example.com,x@example.com,A,B,3125550123\r\n`
    const { body } = await preview('customers', file)
    expect(body.rows.map((r) => r.error ?? `${r.key} ${r.status}`)).toEqual([
      'Row 4, Owner email: No sales rep has the email nobody@example.com.',
      'BD-1001 changed',
      'BD-3001 new',
    ])
    expect(body.rows[1]!.changes).toEqual([{ field: 'businessName', from: 'Shop', to: 'Shop Renamed' }])
    expect(body.counts).toMatchObject({ new: 1, changed: 1, error: 1 })
  })

  it('applies: the login, the number and the customer for a new row, one append', async () => {
    const file = `${header}BD-3001,New Shop,user901@provender.test,new@example.com,Ann,Lee,3125550122\r\n`
    const { apply } = await server.previewAndApply('customers', file)
    expect(apply.status).toBe(200)
    const types = server.newEvents().map((e) => e.type)
    expect(types).toEqual([
      'EmailReserved',
      'UserRegistered',
      'AccountNumberReserved',
      'CustomerRegistered',
      'ImportApplied',
    ])
    const user = server.newEvents()[1]!.data as { role: string; passwordChanged: boolean; email: string }
    expect(user).toMatchObject({ role: 'customer', passwordChanged: false, email: 'new@example.com' })
  })
})
