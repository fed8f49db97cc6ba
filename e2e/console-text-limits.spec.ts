import { expect, test } from '@playwright/test'
import { DESKTOP, demo, expectAccessible, PHONE, shot, signIn } from './support/index.ts'

// Issue 22: a 124-character business name is stopped at the limit the server enforces, and the
// form says how much of it is used.
for (const [size, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`the customer form counts its text against the server's limits (${size})`, async ({ browser }) => {
    const page = await (await browser.newContext({ viewport })).newPage()
    await signIn(page, demo.admin)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Dashboard/)
    await page.goto('/customers/new')
    const businessName = page.getByLabel('Business name')
    await expect(page.getByText('0/80')).toBeVisible()
    await businessName.fill('B'.repeat(124))
    await expect(businessName).toHaveValue('B'.repeat(80))
    await expect(page.getByText('80/80')).toBeVisible()
    await page.getByLabel('First name').fill('Maya')
    await expect(page.getByText('4/60')).toBeVisible()
    await shot(page, `console-customer-text-limits-${size}`)
    await expectAccessible(page, `customer form with counters (${size})`)
  })
}
