import { type Browser, expect, type Locator, type Page, test } from '@playwright/test'
import { DESKTOP, demo, expectAccessible, PHONE, shot, signIn } from './support/index.ts'

/** Blue Door Bistro has a negotiated price on every one of the demo's 34 products. */
const LONG_PRICE_TABLE = 34

async function openBlueDoor(browser: Browser, viewport: typeof DESKTOP): Promise<Page> {
  const page = await (await browser.newContext({ viewport })).newPage()
  await signIn(page, demo.admin)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Dashboard/)
  await page.goto('/customers')
  await page.getByText('Blue Door Bistro').first().click()
  await expect(page).toHaveURL(/\/customers\/\d+\/edit$/)
  await expect(page.getByRole('spinbutton', { name: /^Price of / })).toHaveCount(LONG_PRICE_TABLE)
  return page
}

/** Not merely in the viewport: out from under the fixed top bar. */
async function expectClearOfTopBar(page: Page, field: Locator) {
  const bar = await page.locator('header').first().boundingBox()
  const box = await field.boundingBox()
  expect(box!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height)
}

for (const [size, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`a failed save under a long price table shows the first invalid field, and Save stays in view (${size})`, async ({
    browser,
  }) => {
    const page = await openBlueDoor(browser, viewport)
    const save = page.getByRole('button', { name: 'Save', exact: true })
    const prices = page.getByRole('spinbutton', { name: /^Price of / })

    // Save is within reach wherever the table is scrolled to, not 2,000 px below.
    await expect(save).toBeInViewport()
    await prices.nth(LONG_PRICE_TABLE / 2).scrollIntoViewIfNeeded()
    await expect(save).toBeInViewport()
    await prices.last().scrollIntoViewIfNeeded()
    await expect(save).toBeInViewport()
    await shot(page, `console-customer-edit-long-${size}`)

    await page.getByLabel('Business name').fill('')
    await page.getByLabel('First name').fill('')
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await save.click()

    const businessName = page.getByLabel('Business name')
    await expect(businessName).toBeFocused()
    await expect(businessName).toBeInViewport()
    await expectClearOfTopBar(page, businessName)
    await expect(page.getByText('Please enter the business name.')).toBeVisible()
    await expect(page.getByText('Please enter the first name.')).toBeVisible()
    await expectAccessible(page, `customer form, failed save (${size})`)
    await page.screenshot({ path: `artifacts/console-customer-edit-failed-save-${size}.png` })

    // A refusal only the server can give (a taken account number, say) lands on its field too.
    await businessName.fill('Blue Door Bistro')
    await page.getByLabel('First name').fill('Maya')
    await page.route('**/api/customers/*', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 400,
            json: {
              error: 'That account number is already in use.',
              issues: ['accountNumber: That account number is already in use.'],
            },
          })
        : route.fallback(),
    )
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await save.click()
    const accountNumber = page.getByLabel('Account number')
    await expect(accountNumber).toBeFocused()
    await expect(accountNumber).toBeInViewport()
    await expectClearOfTopBar(page, accountNumber)
    await expect(page.locator('form').getByText('That account number is already in use.')).toBeVisible()
    await page.context().close()
  })
}
