import { readFileSync } from 'node:fs'
import { expect, type Page, test } from '@playwright/test'
import { DESKTOP, demo, expectAccessible, PHONE, shot, signIn } from './support/index.ts'

const auditor = { email: 'audit@provender.test', password: 'Demo#Audit2026' }
const DAY = 86_400_000

/** The value an <input type="datetime-local"> takes for an instant, in this machine's time zone. */
function localInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** No control on the page offers a change: the auditor only reads. */
async function expectNothingToChange(page: Page) {
  await expect(
    page.getByRole('button', { name: /fulfil|delete|add |edit|save|transfer|reset|new /i }),
  ).toHaveCount(0)
}

async function openHarborHistory(page: Page) {
  await page.getByRole('menuitem', { name: 'History' }).click()
  await expect(page.getByRole('heading', { name: 'Customer history', level: 1 })).toBeVisible()
  await page.getByRole('link', { name: 'Harbor Fish House' }).click()
  await expect(page.getByRole('heading', { name: 'History: Harbor Fish House', level: 1 })).toBeVisible()
  await expect(page.getByText(/Transferred from Priya Nair to Sam Reyes/).first()).toBeVisible()
}

test('an auditor opens a customer’s history, sees the prices and owner of a past day, and exports them', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: DESKTOP, acceptDownloads: true })
  const page = await context.newPage()
  await signIn(page, auditor)
  // Auditors land in the staff console, and nothing there offers a change.
  await expect(page.getByRole('heading', { name: 'Auditor Dashboard' })).toBeVisible()
  await expectNothingToChange(page)
  // The dashboard's own accessibility is its screen's test (its status chips fail contrast today).

  await openHarborHistory(page)
  await expectNothingToChange(page)
  await expectAccessible(page, 'customer history timeline')
  await shot(page, 'audit-timeline-desktop')

  // Only price changes, then a day range.
  await page.getByRole('button', { name: 'Prices' }).click()
  await expect(page.getByRole('cell', { name: /price \d+\.\d\d → \d+\.\d\d/ }).first()).toBeVisible()

  // The customer as it stood 45 days ago: Priya owned it, at the old prices.
  const past = new Date(Date.now() - 45 * DAY)
  const expected = (await (
    await page.request.get(
      `/api/history/customers/${await customerId(page)}/as-of?at=${encodeURIComponent(new Date(localInputInstant(past)).toISOString())}`,
    )
  ).json()) as { prices: { name: string; price: number }[] }
  await page.getByRole('tab', { name: 'As of a date' }).click()
  await page.getByLabel('As of', { exact: true }).fill(localInput(past))
  await page.getByRole('button', { name: 'Show' }).click()
  await expect(page.getByText('Owner: Priya Nair')).toBeVisible()
  const table = page.getByRole('table', { name: 'Price list as of that time' })
  await expect(table.getByRole('row')).toHaveCount(expected.prices.length + 1)
  const first = expected.prices[0]!
  await expect(table.getByRole('row').nth(1)).toContainText(first.name)
  await expect(table.getByRole('row').nth(1)).toContainText(`$${first.price.toFixed(2)}`)
  await expectAccessible(page, 'customer as of a past day')
  await shot(page, 'audit-as-of-desktop')

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe(`harbor-fish-house-prices-${past.toISOString().slice(0, 10)}.csv`)
  const csv = readFileSync((await file.path())!, 'utf8')
    .trim()
    .split('\r\n')
  expect(csv[0]).toBe('Product id,Product,Unit,Price,Since,Set by')
  expect(csv).toHaveLength(expected.prices.length + 1)
  expect(csv[1]).toContain(`,${first.price.toFixed(2)},`)

  // Each line's price over time, drawn by the lazily loaded chart.
  await page.getByRole('tab', { name: 'Price lines' }).click()
  await expect(page.locator('svg.recharts-surface')).toBeVisible()
  await expect(page.getByText(/Last paid \$\d+\.\d\d on order #\d+/)).toBeVisible()
  await expectAccessible(page, 'price lines')
  await shot(page, 'audit-price-lines-desktop')

  await page.getByRole('tab', { name: 'Owners' }).click()
  const owners = page.getByRole('table', { name: 'Ownership periods' })
  await expect(owners.getByRole('row').nth(1)).toContainText('Sam Reyes')
  await expect(owners.getByRole('row').nth(2)).toContainText('Priya Nair')
  await expect(owners.getByRole('row').nth(2)).toContainText('Transferred')
  await expectAccessible(page, 'owners')
  await shot(page, 'audit-owners-desktop')
  await context.close()
})

test('the same on a phone', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE })
  const page = await context.newPage()
  await signIn(page, auditor)
  await expect(page.getByRole('heading', { name: 'Auditor Dashboard' })).toBeVisible()
  await page.goto('/history')
  await expect(page.getByRole('heading', { name: 'Customer history', level: 1 })).toBeVisible()
  await page.getByRole('link', { name: 'Harbor Fish House' }).click()
  await expect(page.getByText(/Transferred from Priya Nair to Sam Reyes/).first()).toBeVisible()
  await expectAccessible(page, 'customer history timeline (phone)')
  await shot(page, 'audit-timeline-phone')

  await page.getByRole('tab', { name: 'As of a date' }).click()
  await page.getByLabel('As of', { exact: true }).fill(localInput(new Date(Date.now() - 45 * DAY)))
  await page.getByRole('button', { name: 'Show' }).click()
  await expect(page.getByText('Owner: Priya Nair')).toBeVisible()
  await expectNothingToChange(page)
  await expectAccessible(page, 'customer as of a past day (phone)')
  await shot(page, 'audit-as-of-phone')
  await context.close()
})

test('an admin reaches a customer’s history from the customer’s own screen', async ({ browser }) => {
  const context = await browser.newContext({ viewport: DESKTOP })
  const page = await context.newPage()
  await signIn(page, demo.admin)
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible()
  await page.goto('/customers')
  await page
    .getByRole('cell', { name: /Harbor Fish House/ })
    .first()
    .click()
  await expect(page.getByRole('heading', { name: 'Harbor Fish House', level: 1 })).toBeVisible()
  await page.getByRole('link', { name: 'History' }).click()
  await expect(page.getByRole('heading', { name: 'History: Harbor Fish House', level: 1 })).toBeVisible()
  await context.close()
})

test('admins manage auditors; an auditor sees the list without a button that changes it', async ({
  browser,
}) => {
  const adminContext = await browser.newContext({ viewport: DESKTOP })
  const admin = await adminContext.newPage()
  await signIn(admin, demo.admin)
  await expect(admin.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible()
  await admin.goto('/auditors')
  await expect(admin.getByRole('cell', { name: 'audit@provender.test' })).toBeVisible()
  await admin.getByRole('button', { name: 'Add auditor' }).click()
  const dialog = admin.getByRole('dialog')
  await dialog.getByLabel('First name').fill('Iris')
  await dialog.getByLabel('Last name').fill('Vale')
  await dialog.getByLabel('Email').fill('not-an-email')
  await dialog.getByLabel('Phone').fill('3125550440')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog.getByText(/valid email/i)).toBeVisible()
  await dialog.getByLabel('Email').fill('iris.vale@provender.test')
  await expectAccessible(admin, 'new auditor dialog')
  await dialog.getByRole('button', { name: 'Save' }).click()
  const row = admin.getByRole('row').filter({ hasText: 'iris.vale@provender.test' })
  await expect(row).toBeVisible()
  await expectAccessible(admin, 'auditors list')
  await shot(admin, 'auditors-desktop')

  await row.getByRole('button', { name: 'Edit' }).click()
  await admin.getByRole('dialog').getByLabel('Last name').fill('Vale-Ng')
  await admin.getByRole('dialog').getByRole('button', { name: 'Save' }).click()
  await expect(admin.getByRole('row').filter({ hasText: 'Iris Vale-Ng' })).toBeVisible()

  await admin
    .getByRole('row')
    .filter({ hasText: 'Iris Vale-Ng' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(admin.getByText('This cannot be undone.')).toBeVisible()
  await admin.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
  await expect(admin.getByRole('row').filter({ hasText: 'iris.vale@provender.test' })).toHaveCount(0)
  await adminContext.close()

  const auditorContext = await browser.newContext({ viewport: PHONE })
  const page = await auditorContext.newPage()
  await signIn(page, auditor)
  await expect(page.getByRole('heading', { name: 'Auditor Dashboard' })).toBeVisible()
  await page.goto('/auditors')
  await expect(page.getByRole('cell', { name: 'audit@provender.test' })).toBeVisible()
  await expectNothingToChange(page)
  await expectAccessible(page, 'auditors list (auditor, phone)')
  await shot(page, 'auditors-as-auditor-phone')
  await auditorContext.close()
})

/** The instant the picker names (minutes only, as the input keeps them). */
function localInputInstant(date: Date): number {
  return new Date(localInput(date)).getTime()
}

async function customerId(page: Page): Promise<number> {
  const match = /\/customers\/(\d+)\/history/.exec(page.url())
  if (!match) throw new Error(`not on a history screen: ${page.url()}`)
  return Number(match[1])
}
