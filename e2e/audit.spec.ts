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
  await expectAccessible(page, 'auditor dashboard')

  await openHarborHistory(page)
  await expectNothingToChange(page)
  await expectAccessible(page, 'customer history timeline')
  await shot(page, 'audit-timeline-desktop')

  // The export holds every row of the timeline, not the page on screen.
  const timeline = (await (
    await page.request.get(`/api/history/customers/${await customerId(page)}?limit=1`)
  ).json()) as { totalCount: number }
  expect(timeline.totalCount).toBeGreaterThan(25)
  const timelineDownload = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const timelineFile = await timelineDownload
  expect(timelineFile.suggestedFilename()).toBe('harbor-fish-house-timeline.csv')
  const timelineRows = readFileSync((await timelineFile.path())!, 'utf8')
    .trim()
    .split('\r\n')
  expect(timelineRows[0]).toBe('When,Kind,What,Who,Role,Stream,Revision')
  expect(timelineRows).toHaveLength(timeline.totalCount + 1)

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

test('the Auditors tab is the list of every Users tab; admins manage auditors from it, an auditor only reads', async ({
  browser,
}) => {
  test.setTimeout(240_000)
  const adminContext = await browser.newContext({ viewport: DESKTOP })
  const admin = await adminContext.newPage()
  await signIn(admin, demo.admin)
  await expect(admin.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible()
  await admin.goto('/users?tab=auditors')
  await expect(admin.getByRole('tab', { name: 'Auditors' })).toHaveAttribute('aria-selected', 'true')
  // As on the Sales Reps tab: the phone formatted, a row menu, the search and the paging in one card.
  const ada = admin.getByRole('row').filter({ hasText: 'audit@provender.test' })
  await expect(ada).toContainText('Ada Byrne')
  await expect(ada).toContainText('(312) 555-0103')
  const search = admin.getByRole('textbox', { name: 'Search auditors' })
  const card = admin.locator('.MuiCard-root').filter({ has: search })
  await expect(card.getByRole('table')).toBeVisible()
  await expect(card.getByText('Rows per page:')).toBeVisible()
  await expect(ada.getByRole('button', { name: 'Actions for Ada Byrne' })).toBeVisible()

  await admin.getByRole('button', { name: 'Add Auditor' }).click()
  const dialog = admin.getByRole('dialog', { name: 'Add Auditor' })
  await dialog.getByLabel('First name').fill('Iris')
  await dialog.getByLabel('Last name').fill('Vale')
  await dialog.getByLabel('Email').fill('not-an-email')
  await dialog.getByLabel('Phone').fill('3125550440')
  await expect(dialog.getByLabel('Phone')).toHaveValue('(312) 555-0440')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog.getByText(/valid email/i)).toBeVisible()
  await dialog.getByLabel('Email').fill('iris.vale@provender.test')
  await expectAccessible(admin, 'add auditor dialog')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(admin.getByText('Auditor added. They sign in with the default password.')).toBeVisible()
  const iris = admin.getByRole('row').filter({ hasText: 'iris.vale@provender.test' })
  await expect(iris).toContainText('(312) 555-0440')

  await search.fill('iris')
  await expect(card.getByRole('row')).toHaveCount(2)
  await expect(card.getByRole('row').nth(1)).toContainText('Iris Vale')
  await search.fill('')
  await expect(ada).toBeVisible()
  await expectAccessible(admin, 'users: auditors')
  await shot(admin, 'console-users-auditors-desktop')

  await iris.getByRole('button', { name: 'Actions for Iris Vale' }).click()
  await expect(admin.getByRole('menuitem')).toHaveText(['Edit', 'Reset Password', 'Delete'])
  await admin.getByRole('menuitem', { name: 'Edit' }).click()
  const edit = admin.getByRole('dialog', { name: 'Edit Auditor' })
  await edit.getByLabel('Last name').fill('Vale-Ng')
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(admin.getByRole('row').filter({ hasText: 'Iris Vale-Ng' })).toBeVisible()

  await admin.getByRole('button', { name: 'Actions for Iris Vale-Ng' }).click()
  await admin.getByRole('menuitem', { name: 'Reset Password' }).click()
  const reset = admin.getByRole('dialog', { name: 'Reset Password' })
  await expect(reset).toContainText("Are you sure you want to reset this auditor's password?")
  await reset.getByRole('button', { name: 'Yes, Reset' }).click()
  await expect(admin.getByText('Auditor password reset to default.', { exact: false })).toBeVisible()

  await admin.getByRole('button', { name: 'Actions for Iris Vale-Ng' }).click()
  await admin.getByRole('menuitem', { name: 'Delete' }).click()
  const remove = admin.getByRole('dialog', { name: 'Delete Auditor' })
  await expect(remove).toContainText('This cannot be undone.')
  await remove.getByRole('button', { name: 'Delete' }).click()
  await expect(admin.getByText('Auditor deleted.')).toBeVisible()
  await expect(admin.getByRole('row').filter({ hasText: 'iris.vale@provender.test' })).toHaveCount(0)
  await adminContext.close()

  const phoneContext = await browser.newContext({ viewport: PHONE })
  const phone = await phoneContext.newPage()
  await signIn(phone, demo.admin)
  await expect(phone.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible()
  await phone.goto('/users?tab=auditors')
  await expect(phone.getByText('audit@provender.test · (312) 555-0103')).toBeVisible()
  await expect(phone.getByRole('button', { name: 'Actions for Ada Byrne' })).toBeVisible()
  await expectAccessible(phone, 'users: auditors (phone)')
  await shot(phone, 'console-users-auditors-phone')
  await phoneContext.close()

  const auditorContext = await browser.newContext({ viewport: PHONE })
  const page = await auditorContext.newPage()
  await signIn(page, auditor)
  await expect(page.getByRole('heading', { name: 'Auditor Dashboard' })).toBeVisible()
  await page.goto('/auditors')
  await expect(page.getByText('audit@provender.test · (312) 555-0103')).toBeVisible()
  await expectNothingToChange(page)
  await expect(page.getByRole('button', { name: /^Actions for/ })).toHaveCount(0)
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
