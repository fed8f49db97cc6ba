import { mkdirSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { apiSession } from './support/accounts.ts'
import { DESKTOP, demo, PHONE, signIn } from './support/index.ts'
import { look } from './support/screens.ts'

/**
 * Issue 26: an admin uploads a price file with errors, reads the preview, uploads the fixed
 * file and applies it; the customer's history then names the import and the row of each price.
 */
test.use({ reducedMotion: 'reduce', viewport: PHONE })
test.setTimeout(180_000)

test('an admin previews a price file, fixes it, applies it, and the history names the row', async ({
  page,
  baseURL,
}) => {
  const admin = await apiSession(baseURL!, demo.admin)
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`
  const products = (await (await admin.context.get('/api/products?limit=20')).json()) as {
    products: { id: string; unitType: string; name: string }[]
  }
  const packs = products.products.filter((p) => p.unitType === 'quantity').slice(0, 2)
  expect(packs).toHaveLength(2)
  const accountNumber = `IM-${stamp}`
  const created = await admin.context.post('/api/customers', {
    data: {
      businessName: `Import Kitchen ${stamp}`,
      accountNumber,
      firstName: 'Ivy',
      lastName: 'Importer',
      email: `import${stamp}@kitchen.test`,
      phone: '(312) 555-0188',
      salesUserId: admin.userId,
      products: [{ productId: packs[0]!.id, price: 5 }],
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const customerId = ((await created.json()) as { customer: { id: number } }).customer.id

  await signIn(page, demo.admin)
  await expect(page.getByRole('link', { name: 'Customers' }).first()).toBeVisible()
  await page.goto('/imports')
  await expect(page.getByRole('heading', { name: 'Import', level: 1 })).toBeVisible()
  await page.getByLabel('The file holds').click()
  await page.getByRole('option', { name: 'Price lines' }).click()

  const header = 'Account number,Product ID,Price,Unit'
  const withErrors = [
    header,
    `${accountNumber},${packs[0]!.id},"7,25",pack`,
    `${accountNumber},${packs[1]!.id},abc,pack`,
    `NO-SUCH-${stamp},${packs[1]!.id},3.00,pack`,
  ].join('\r\n')
  await page
    .getByLabel('File to import')
    .setInputFiles({ name: 'prices-e2e.csv', mimeType: 'text/csv', buffer: Buffer.from(withErrors) })
  await expect(page.getByText('Row 3, Price: Price "abc" is not a number.')).toBeVisible()
  await expect(
    page.getByText(`Row 4, Account number: No customer has account number "NO-SUCH-${stamp}".`),
  ).toBeVisible()
  await expect(page.getByText('2 errors')).toBeVisible()
  await expect(page.getByText('Price: $5.00 → $7.25 /pack')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Apply', exact: true })).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Apply 1 valid row' })).toBeEnabled()
  await look(page, 'imports-preview-errors')
  mkdirSync('/tmp/shots', { recursive: true })
  await page.screenshot({ path: '/tmp/shots/imports-errors-390.png', fullPage: true })
  await page.setViewportSize(DESKTOP)
  await page.screenshot({ path: '/tmp/shots/imports-errors-1440.png', fullPage: true })
  await page.setViewportSize(PHONE)

  const fixed = [
    header,
    `${accountNumber},${packs[0]!.id},"7,25",pack`,
    `${accountNumber},${packs[1]!.id},3.00,pack`,
  ].join('\r\n')
  await page
    .getByLabel('File to import')
    .setInputFiles({ name: 'prices-e2e.csv', mimeType: 'text/csv', buffer: Buffer.from(fixed) })
  await expect(page.getByText('1 changed')).toBeVisible()
  await expect(page.getByText('1 new')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Apply', exact: true })).toBeEnabled()
  await page.getByRole('button', { name: 'Apply', exact: true }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Imported: 1 new, 1 changed, 0 unchanged.' }),
  ).toBeVisible()
  await look(page, 'imports-applied')
  await page.screenshot({ path: '/tmp/shots/imports-applied-390.png', fullPage: true })

  const history = await admin.context.get(`/api/history/customers/${customerId}?kind=price`)
  expect(history.status(), await history.text()).toBe(200)
  const sentences = JSON.stringify(await history.json())
  expect(sentences).toContain('(set by import of prices-e2e.csv, row 2)')
  expect(sentences).toContain('(set by import of prices-e2e.csv, row 3)')
  await page.goto(`/customers/${customerId}/history`)
  await expect(page.getByText('(set by import of prices-e2e.csv, row 2)').first()).toBeVisible()
  await look(page, 'imports-history')
  await admin.context.dispose()
})
