import { execFileSync } from 'node:child_process'
import { layoutHeaders, wallClock } from '@provender/events'
import { formatCalendarDate } from '@provender/events/format/delivery'
import { unzipSync } from 'fflate'
import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { TestClient, testStackWith } from './testing/stack.ts'

// Exports and documents (issue 26) through the gateway, as the console downloads them.
const { stack, users } = testStackWith(['admin', 'sam', 'priya', 'blueDoor', 'greenleaf', 'auditor'])

/** The header and the records of a CSV the server wrote (the BOM Excel needs removed). */
function readCsv(bytes: Buffer): { header: string[]; rows: string[][] } {
  const text = bytes.toString('utf8')
  expect(text.startsWith('\uFEFF')).toBe(true)
  expect(text.endsWith('\r\n')).toBe(true)
  const parsed = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true })
  expect(parsed.errors).toEqual([])
  const [header = [], ...rows] = parsed.data
  return { header, rows }
}

/** The text of a PDF as its layout shows it (poppler's pdftotext). */
const pdfText = (bytes: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes }).toString('utf8')

describe('spreadsheet exports', () => {
  it('writes every product of the filter in the catalogue import layout', async () => {
    const { admin } = users
    const all = await admin.client.get<{ total: number }>('/api/products?limit=1')
    const file = await admin.client.download('/api/exports/products.csv')
    expect(file.status).toBe(200)
    expect(file.type).toMatch(/^text\/csv/)
    expect(file.disposition).toMatch(/^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/)
    const { header, rows } = readCsv(file.bytes)
    expect(header).toEqual(layoutHeaders('catalogue'))
    expect(rows).toHaveLength(all.body.total)
    // The same search as the products screen, all its rows, not one page.
    const some = await admin.client.get<{ total: number }>('/api/products?limit=1&search=beef')
    const filtered = readCsv((await admin.client.download('/api/exports/products.csv?search=beef')).bytes)
    expect(filtered.rows).toHaveLength(some.body.total)
    expect(filtered.rows.length).toBeGreaterThan(0)
    const rib = filtered.rows.find((r) => r[0] === 'MEA-BEEF-RIB')!
    expect(rib[4]).toBe('weight')
    expect(rib[5]).toBe('') // no cases for weight products
    expect(rib[6]).toMatch(/^\d+\.\d{2}$/)
  })

  it('guards text that a spreadsheet would run as a formula', async () => {
    const { admin } = users
    const name = '=HYPERLINK("http://evil.test","Click")'
    const created = await admin.client.request('POST', '/api/products', {
      id: 'CSV-INJECT',
      name,
      description: '@SUM(A1)\nsecond line',
      unitType: 'quantity',
      packsPerCase: 6,
      price: 4.5,
    })
    expect(created.status).toBe(201)
    const file = await admin.client.download('/api/exports/products.csv?search=CSV-INJECT')
    const { rows } = readCsv(file.bytes)
    expect(rows).toEqual([
      ['CSV-INJECT', `'${name}`, "'@SUM(A1)\nsecond line", '', 'quantity', '6', '4.50', ''],
    ])
  })

  it('gives a sales rep only its own customers and their prices, an auditor all, a customer none', async () => {
    const { admin, sam, auditor, blueDoor, greenleaf } = users
    const samsCustomers = await sam.client.get<{ totalCount: number }>('/api/customers?limit=1')
    const samsFile = readCsv((await sam.client.download('/api/exports/customers.csv')).bytes)
    expect(samsFile.header).toEqual(layoutHeaders('customers'))
    expect(samsFile.rows).toHaveLength(samsCustomers.body.totalCount)
    expect(samsFile.rows.every((r) => r[2] === 'sam.reyes@provender.test')).toBe(true)
    const everyone = await admin.client.get<{ totalCount: number }>('/api/customers?limit=1')
    const auditorsFile = readCsv((await auditor.client.download('/api/exports/customers.csv')).bytes)
    expect(auditorsFile.rows).toHaveLength(everyone.body.totalCount)
    expect(everyone.body.totalCount).toBeGreaterThan(samsCustomers.body.totalCount)

    const lines = await admin.client.get<{ products: unknown[] }>(`/api/customers/${blueDoor.id}/products`)
    const prices = readCsv(
      (await sam.client.download(`/api/exports/prices.csv?customerId=${blueDoor.id}`)).bytes,
    )
    expect(prices.header).toEqual(layoutHeaders('prices'))
    expect(prices.rows).toHaveLength(lines.body.products.length)
    expect(new Set(prices.rows.map((r) => r[3]))).toEqual(new Set(['pack', 'lb']))
    // Sam does not own Greenleaf: the same 404 as a customer that does not exist.
    expect((await sam.client.download(`/api/exports/prices.csv?customerId=${greenleaf.id}`)).status).toBe(404)
    const samsPrices = readCsv((await sam.client.download('/api/exports/prices.csv')).bytes)
    const greenleafAccount = (
      await admin.client.get<{ accountNumber: string }>(`/api/customers/${greenleaf.id}`)
    ).body.accountNumber
    expect(samsPrices.rows.some((r) => r[0] === greenleafAccount)).toBe(false)
    for (const path of [
      '/api/exports/products.csv',
      '/api/exports/prices.xlsx',
      '/api/exports/accounting.csv',
    ]) {
      expect((await blueDoor.client.download(path)).status, path).toBe(403)
    }
    expect((await new TestClient(stack.url).download('/api/exports/products.csv')).status).toBe(401)
  })

  it('answers XLSX as a workbook', async () => {
    const file = await users.auditor.client.download('/api/exports/products.xlsx?search=beef')
    expect(file.status).toBe(200)
    expect(file.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    expect(file.bytes.subarray(0, 2).toString('latin1')).toBe('PK')
  })
})

describe('the accounting export and the order documents', () => {
  it('bills what shipped: packing slip, then invoice and accounting lines with the final total', async () => {
    const { blueDoor, sam, greenleaf, admin } = users
    const placed = await blueDoor.client.request<{ id: number }>('POST', '/api/orders', {
      items: [
        { productId: 'MEA-BEEF-RIB', quantity: 20, quantityType: 'weight' },
        { productId: 'DRY-BUT-UNS', quantity: 2, quantityType: 'case' },
      ],
    })
    expect(placed.status).toBe(201)
    const id = placed.body.id
    sam.client.consistencyToken = blueDoor.client.consistencyToken

    const slip = await sam.client.download(`/api/orders/${id}/packing-slip.pdf`)
    expect(slip.status).toBe(200)
    expect(slip.type).toBe('application/pdf')
    expect(slip.disposition).toBe(`inline; filename="packing-slip-${id}.pdf"`)
    const slipText = pdfText(slip.bytes)
    expect(slipText).toContain('Packing slip')
    expect(slipText).toContain(`#${id}`)
    expect(slipText).toMatch(/MEA-BEEF-RIB\s+.*\s20\.00 lb/)
    expect(slipText).toMatch(/DRY-BUT-UNS\s+.*\s2 cases/)
    expect(slipText).not.toContain('$')

    const early = await sam.client.request('GET', `/api/orders/${id}/invoice.pdf`)
    expect(early).toMatchObject({
      status: 409,
      body: { error: 'The invoice is made when the order is fulfilled.', code: 'ORDER_NOT_FULFILLED' },
    })
    // 12.65 x 19.42 lb = 245.66; 1 case short of 2: 3.82 x 36 = 137.52; total 383.18
    const done = await sam.client.request('PATCH', `/api/orders/${id}/fulfill`, {
      shipped: [
        { productId: 'MEA-BEEF-RIB', quantity: 19.42 },
        { productId: 'DRY-BUT-UNS', quantity: 1 },
      ],
    })
    expect(done.status).toBe(200)

    // Issue 37: fulfilment issues the order's invoice, and the order's invoice.pdf is that invoice,
    // numbered in its own series, its lines as shipped.
    const invoiceNumber = (done.body as { invoiceNumber: number }).invoiceNumber
    const bill = await sam.client.download(`/api/orders/${id}/invoice.pdf`)
    expect(bill.status).toBe(200)
    expect(bill.disposition).toBe(`inline; filename="invoice-${invoiceNumber}.pdf"`)
    const text = pdfText(bill.bytes)
    expect(text).toMatch(new RegExp(`Invoice number:\\s*${invoiceNumber}\\b`))
    expect(text).toMatch(new RegExp(`Order:\\s*#${id}\\b`))
    expect(text).toMatch(/MEA-BEEF-RIB\s+.*19\.42 lb\s+\$12\.65 \/lb\s+\$245\.66/)
    expect(text).toMatch(/DRY-BUT-UNS\s+.*\s1 case\s+\$137\.52 \/case\s+\$137\.52/)
    expect(text).toMatch(/Total\s+\$383\.18/)
    expect(text).toContain('Provender Foods')
    // The customer reads its own invoice; another customer gets the 404 of a missing order.
    blueDoor.client.consistencyToken = sam.client.consistencyToken
    expect((await blueDoor.client.download(`/api/orders/${id}/invoice.pdf`)).status).toBe(200)
    expect((await greenleaf.client.download(`/api/orders/${id}/invoice.pdf`)).status).toBe(404)
    expect((await sam.client.download('/api/orders/999999/packing-slip.pdf')).status).toBe(404)

    const today = wallClock(new Date(), 'America/Chicago').date
    admin.client.consistencyToken = sam.client.consistencyToken
    const csv = await admin.client.download(`/api/exports/accounting.csv?from=${today}&to=${today}`)
    expect(csv.status).toBe(200)
    const { header, rows } = readCsv(csv.bytes)
    expect(header).toEqual([
      'Invoice number',
      'Invoice date',
      'Due date',
      'Customer account',
      'Customer name',
      'Product ID',
      'Description',
      'Quantity',
      'Unit',
      'Unit price',
      'Amount',
      'Invoice total',
    ])
    const ours = rows.filter((r) => r[0] === String(id))
    expect(ours.map((r) => [r[1], r[5], r[7], r[8], r[9], r[10], r[11]])).toEqual([
      [today, 'MEA-BEEF-RIB', '19.42', 'lb', '12.65', '245.66', '383.18'],
      [today, 'DRY-BUT-UNS', '1', 'case', '137.52', '137.52', '383.18'],
    ])
    // The same lines as numbered parts within QuickBooks Online's limits, zipped (issue 35).
    const zip = await admin.client.download(
      `/api/exports/accounting.zip?from=${today}&to=${today}&target=quickbooks`,
    )
    expect(zip.status).toBe(200)
    expect(zip.type).toBe('application/zip')
    expect(zip.disposition).toBe(`attachment; filename="invoices-${today}-to-${today}-quickbooks.zip"`)
    const parts = Object.entries(unzipSync(new Uint8Array(zip.bytes)))
    expect(parts[0]?.[0]).toBe(`invoices-${today}-to-${today}-part-01.csv`)
    const zipped = parts.flatMap(([, bytes]) => readCsv(Buffer.from(bytes)).rows)
    expect(zipped).toEqual(rows)
    expect((await admin.client.get(`/api/exports/accounting.zip?from=${today}&to=${today}`)).status).toBe(400)
    // Priya owns none of Blue Door's orders; the range is by fulfilment date.
    const priyas = readCsv(
      (await users.priya.client.download(`/api/exports/accounting.csv?from=${today}&to=${today}`)).bytes,
    )
    expect(priyas.rows.some((r) => r[0] === String(id))).toBe(false)
    const before = readCsv(
      (await admin.client.download('/api/exports/accounting.csv?from=2020-01-01&to=2020-01-31')).bytes,
    )
    expect(before.rows).toEqual([])
    const backwards = await admin.client.get<{ error: string }>(
      `/api/exports/accounting.csv?from=${today}&to=2020-01-01`,
    )
    expect(backwards).toMatchObject({ status: 400 })
  })

  it('prints the pick list of a delivery date with its totals', async () => {
    const { sam, blueDoor, auditor, priya } = users
    // A date no other test orders for, a few weeks ahead (staff place outside any schedule).
    const date = wallClock(Date.now() + 40 * 86_400_000, 'America/Chicago').date
    const placed = []
    for (const items of [
      [
        { productId: 'MEA-BEEF-RIB', quantity: 12.25, quantityType: 'weight' },
        { productId: 'DRY-BUT-UNS', quantity: 2, quantityType: 'case' },
      ],
      [
        { productId: 'MEA-BEEF-RIB', quantity: 8.5, quantityType: 'weight' },
        { productId: 'DRY-BUT-UNS', quantity: 3, quantityType: 'pack' },
      ],
    ]) {
      const answer = await sam.client.request<{ id: number }>(
        'POST',
        `/api/customers/${blueDoor.id}/orders`,
        {
          items,
          deliveryDate: date,
          outsideSchedule: true,
          // Two orders for one date: staff keep the second apart (issue 36), else it merges.
          separateOrder: true,
        },
      )
      expect(answer.status, JSON.stringify(answer.body)).toBe(201)
      placed.push(answer.body.id)
    }
    auditor.client.consistencyToken = sam.client.consistencyToken
    const file = await auditor.client.download(`/api/pick-list.pdf?date=${date}`)
    expect(file.status).toBe(200)
    expect(file.disposition).toBe(`inline; filename="pick-list-${date}.pdf"`)
    const text = pdfText(file.bytes)
    expect(text).toMatch(new RegExp(`Delivery:\\s*${formatCalendarDate(date, { weekday: true })}`))
    expect(text).toMatch(/Orders:\s*2\b/)
    expect(text).toMatch(/MEA-BEEF-RIB\s+.*Total\s+20\.75 lb/)
    expect(text).toMatch(/DRY-BUT-UNS\s+.*Total\s+2 cases · 3 packs/)
    expect(text).toMatch(new RegExp(`#${placed[0]}\\s+12\\.25 lb`))
    expect(text).toMatch(new RegExp(`#${placed[1]}\\s+3 packs`))
    // Priya owns no order of that date; a customer may not print it.
    priya.client.consistencyToken = sam.client.consistencyToken
    expect(pdfText((await priya.client.download(`/api/pick-list.pdf?date=${date}`)).bytes)).toMatch(
      /Orders:\s*0/,
    )
    expect((await blueDoor.client.download(`/api/pick-list.pdf?date=${date}`)).status).toBe(403)
    expect((await auditor.client.get(`/api/pick-list.pdf?date=2031-02-30`)).status).toBe(400)
  })
})
