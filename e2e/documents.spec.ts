import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { expect, type Page, test } from '@playwright/test'
import { apiSession } from './support/accounts.ts'
import { DESKTOP, demo, expectAccessible, PHONE, shot, signIn } from './support/index.ts'

// Issue 26: documents as PDF (read back with pdftotext), the list screens' exports, and the
// customer timeline export holding every row of a long history.

const auditor = { email: 'audit@provender.test', password: 'Demo#Audit2026' }
const DAY = 86_400_000

const pdfText = (bytes: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes }).toString('utf8')

/** The PDF a link of the page points at, fetched with the page's session. */
async function pdfBehind(page: Page, name: string): Promise<string> {
  const link = page.getByRole('link', { name })
  await expect(link).toHaveAttribute('target', '_blank')
  const href = (await link.getAttribute('href'))!
  const answer = await page.request.get(href)
  expect(answer.status(), href).toBe(200)
  expect(answer.headers()['content-type']).toBe('application/pdf')
  expect(answer.headers()['content-disposition']).toMatch(/^inline;/)
  return pdfText(await answer.body())
}

/** Both widths: scanned with axe and photographed. */
async function lookAtBoth(page: Page, name: string) {
  // The pointer rests where nothing shows a tooltip, as a reader's would.
  await page.mouse.move(0, 0)
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport)
    await expectAccessible(page, `${name} (${size})`)
    await shot(page, `${name}-${size}`)
  }
  await page.setViewportSize(DESKTOP)
}

test('a packing slip, then the invoice of the weighed order and the pick list of its day, as PDFs', async ({
  browser,
  baseURL,
}) => {
  // Blue Door orders 20 lb of ribeye and 2 cases of butter for a day; the scale reads 19.42 lb
  // and one case is short: 12.65 x 19.42 = 245.66; 3.82 x 36 = 137.52; final 383.18.
  const deliveryDate = new Date(Date.now() + 45 * DAY).toISOString().slice(0, 10)
  const admin = await apiSession(baseURL!, demo.admin)
  const customers = (await (await admin.context.get('/api/customers?search=Blue%20Door')).json()) as {
    customers: { id: number }[]
  }
  const placed = await admin.context.post(`/api/customers/${customers.customers[0]!.id}/orders`, {
    data: {
      items: [
        { productId: 'MEA-BEEF-RIB', quantity: 20, quantityType: 'weight' },
        { productId: 'DRY-BUT-UNS', quantity: 2, quantityType: 'case' },
      ],
      deliveryDate,
      outsideSchedule: true,
    },
  })
  expect(placed.status(), await placed.text()).toBe(201)
  const id = ((await placed.json()) as { id: number }).id

  const context = await browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' })
  const page = await context.newPage()
  await signIn(page, demo.admin)
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible()
  await page.goto(`/orders/${id}`)
  await expect(page.getByRole('heading', { name: `Order #${id}` })).toBeVisible()
  // Before fulfilment: the packing slip, and no invoice yet.
  await expect(page.getByRole('button', { name: 'Invoice' })).toBeDisabled()
  const slip = await pdfBehind(page, 'Packing slip')
  expect(slip).toContain(`#${id}`)
  expect(slip).toMatch(/MEA-BEEF-RIB\s+Beef ribeye.*\s20\.00 lb/)
  expect(slip).toMatch(/DRY-BUT-UNS\s+.*\s2 cases/)
  await lookAtBoth(page, 'documents-order-open')

  const fulfilled = await admin.context.patch(`/api/orders/${id}/fulfill`, {
    data: {
      shipped: [
        { productId: 'MEA-BEEF-RIB', quantity: 19.42 },
        { productId: 'DRY-BUT-UNS', quantity: 1 },
      ],
    },
  })
  expect(fulfilled.status(), await fulfilled.text()).toBe(200)
  await page.reload()
  await expect(page.getByRole('link', { name: 'Invoice' })).toBeVisible()
  // It opens in a tab of its own, where the browser shows and prints it.
  const tab = page.waitForEvent('popup')
  await page.getByRole('link', { name: 'Invoice' }).click()
  expect((await tab).url()).toContain(`/api/orders/${id}/invoice.pdf`)
  await (await tab).close()
  const invoice = await pdfBehind(page, 'Invoice')
  // The invoice issued at fulfilment (issue 37): its own number from the series, and the order's.
  const { invoiceNumber } = (await fulfilled.json()) as { invoiceNumber: number }
  expect(invoice).toMatch(new RegExp(`Invoice number:\\s*${invoiceNumber}\\b`))
  expect(invoice).toMatch(new RegExp(`Order:\\s*#${id}\\b`))
  expect(invoice).toMatch(/MEA-BEEF-RIB\s+.*19\.42 lb\s+\$12\.65 \/lb\s+\$245\.66/)
  expect(invoice).toMatch(/DRY-BUT-UNS\s+.*1 case\s+\$137\.52 \/case\s+\$137\.52/)
  expect(invoice).toMatch(/Total\s+\$383\.18/)
  await lookAtBoth(page, 'documents-order-fulfilled')

  const pick = await page.request.get(`/api/pick-list.pdf?date=${deliveryDate}`)
  expect(pick.status()).toBe(200)
  const pickText = pdfText(await pick.body())
  // Written as the apps write dates: "Delivery: Tuesday, Dec 1, 2026".
  expect(pickText).toMatch(/Delivery:\s+[A-Z][a-z]+day, [A-Z][a-z]{2} \d{1,2}, \d{4}/)
  expect(pickText).toMatch(/MEA-BEEF-RIB\s+Beef ribeye\s+Total\s+20\.00 lb/)
  expect(pickText).toMatch(/DRY-BUT-UNS\s+.*Total\s+2 cases/)
  expect(pickText).toMatch(new RegExp(`#${id}\\s+20\\.00 lb`))
  await admin.context.dispose()
  await context.close()
})

test('the list screens export what they show: every row of the search, in the import layout', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: DESKTOP,
    acceptDownloads: true,
    reducedMotion: 'reduce',
  })
  const page = await context.newPage()
  await signIn(page, demo.sales)
  await expect(page.getByRole('heading', { name: 'Sales Dashboard' })).toBeVisible()

  await page.goto('/products')
  await page.getByLabel('Search products').fill('beef')
  await expect(page.getByText('Beef ribeye').first()).toBeVisible()
  const expected = (await (await page.request.get('/api/products?limit=1&search=beef')).json()) as {
    total: number
  }
  await page.getByRole('button', { name: 'Export' }).click()
  await expectAccessible(page, 'products export menu')
  const download = page.waitForEvent('download')
  await page.getByRole('menuitem', { name: 'CSV' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/)
  const lines = readFileSync((await file.path())!, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
  expect(lines[0]).toBe('Product ID,Name,Description,Category,Unit type,Packs per case,Price,Warn above')
  expect(lines).toHaveLength(expected.total + 1)
  await lookAtBoth(page, 'documents-products-export')

  // Sam's customers only, whatever the screen; his own account's price list from its form.
  await page.goto('/customers')
  const mine = (await (await page.request.get('/api/customers?limit=1')).json()) as { totalCount: number }
  await page.getByRole('button', { name: 'Export' }).click()
  const customersDownload = page.waitForEvent('download')
  await page.getByRole('menuitem', { name: 'CSV' }).click()
  const customers = readFileSync((await (await customersDownload).path())!, 'utf8')
    .trim()
    .split('\r\n')
  expect(customers).toHaveLength(mine.totalCount + 1)
  await lookAtBoth(page, 'documents-customers-export')

  await page
    .getByRole('cell', { name: /Blue Door Bistro/ })
    .first()
    .click()
  await expect(page.getByRole('heading', { name: 'Products and prices' })).toBeVisible()
  await page.getByRole('button', { name: 'Export prices' }).click()
  const pricesDownload = page.waitForEvent('download')
  await page.getByRole('menuitem', { name: 'Excel (XLSX)' }).click()
  const prices = await pricesDownload
  expect(prices.suggestedFilename()).toMatch(/^prices-BD-1001-\d{4}-\d{2}-\d{2}\.xlsx$/)
  expect(
    readFileSync((await prices.path())!)
      .subarray(0, 2)
      .toString('latin1'),
  ).toBe('PK')
  await lookAtBoth(page, 'documents-customer-prices-export')

  // The orders screen: the bookkeeper's export of a day range.
  await page.goto('/')
  await page.getByRole('button', { name: 'Accounting export' }).click()
  await expect(page.getByRole('dialog', { name: 'Accounting export' })).toBeVisible()
  await expectAccessible(page, 'accounting export dialog')
  await shot(page, 'documents-accounting-dialog-desktop')
  const accountingDownload = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download' }).click()
  // A zip of CSV parts within QuickBooks Online's limits (issue 35; the parts' layout is the
  // integration test's).
  const accounting = await accountingDownload
  expect(accounting.suggestedFilename()).toMatch(/^invoices-.*-quickbooks\.zip$/)
  expect(
    readFileSync((await accounting.path())!)
      .subarray(0, 2)
      .toString('latin1'),
  ).toBe('PK')
  await context.close()
})

test('the timeline export of a 79-entry history holds 79 rows', async ({ browser, baseURL }) => {
  // A customer of its own whose history is made, through the API, exactly 79 entries long.
  const admin = await apiSession(baseURL!, demo.admin)
  const stamp = `${Date.now()}`
  const created = await admin.context.post('/api/customers', {
    data: {
      businessName: `Long Story Diner ${stamp}`,
      accountNumber: `LS-${stamp}`,
      firstName: 'Lena',
      lastName: 'Story',
      email: `lena${stamp}@diner.test`,
      phone: '(312) 555-0179',
      salesUserId: admin.userId,
      products: [{ productId: 'MEA-BEEF-RIB', price: 10 }],
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const customerId = ((await created.json()) as { customer: { id: number } }).customer.id
  const count = async () =>
    (
      (await (await admin.context.get(`/api/history/customers/${customerId}?limit=1`)).json()) as {
        totalCount: number
      }
    ).totalCount
  let entries = await count()
  for (let cents = 1001; entries < 79; cents += 1) {
    const changed = await admin.context.put(`/api/customers/${customerId}`, {
      data: { products: [{ productId: 'MEA-BEEF-RIB', price: cents / 100 }] },
    })
    expect(changed.status(), await changed.text()).toBe(200)
    entries = await count()
  }
  expect(entries).toBe(79)
  await admin.context.dispose()

  const context = await browser.newContext({
    viewport: DESKTOP,
    acceptDownloads: true,
    reducedMotion: 'reduce',
  })
  const page = await context.newPage()
  await signIn(page, auditor)
  await expect(page.getByRole('heading', { name: 'Auditor Dashboard' })).toBeVisible()
  await page.goto(`/customers/${customerId}/history`)
  await expect(
    page.getByRole('heading', { name: `History: Long Story Diner ${stamp}`, level: 1 }),
  ).toBeVisible()
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const rows = readFileSync((await (await download).path())!, 'utf8')
    .trim()
    .split('\r\n')
  expect(rows[0]).toBe('When,Kind,What,Who,Role,Stream,Revision')
  expect(rows.slice(1)).toHaveLength(79)
  await context.close()
})
