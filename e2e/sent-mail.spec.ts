import { type Browser, expect, test } from '@playwright/test'
import { apiSession, newCustomer, placeOrder } from './support/accounts.ts'
import { DESKTOP, demo, PHONE } from './support/index.ts'
import { look, signedInPhone } from './support/screens.ts'

interface Listed {
  id: string
  kind: string
  subject: string
  status: string
  recipientEmail: string
}

async function signedIn(browser: Browser, who: { email: string; password: string }) {
  const opened = await signedInPhone(browser, who)
  await expect(opened.page.getByRole('heading', { level: 1 })).toHaveText(/Dashboard/)
  return opened
}

test('an admin finds the confirmation of an order just placed in Sent mail, and reads it', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const customer = await newCustomer(baseURL!, 'sentmail')
  const shopper = await apiSession(baseURL!, customer)
  const admin = await apiSession(baseURL!, demo.admin)
  const { context, page } = await signedIn(browser, demo.admin)
  try {
    await placeOrder(shopper)
    // The notifier queues the mail from the log a moment later; the list shows it once projected.
    let mail: Listed | undefined
    await expect
      .poll(
        async () => {
          const answer = await admin.context.get(
            `/api/notifications?search=${encodeURIComponent(customer.email)}&kind=order-placed`,
          )
          expect(answer.status()).toBe(200)
          mail = ((await answer.json()) as { notifications: Listed[] }).notifications[0]
          return mail?.status
        },
        { timeout: 60_000, message: `the order confirmation to ${customer.email}` },
      )
      .toBe('sent')
    const found = mail!

    // The drawer's entry (the phone's menu button opens it).
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('menuitem', { name: 'Sent mail' }).click()
    await expect(page).toHaveURL(/\/sent-mail$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Sent mail' })).toBeVisible()
    await page.getByLabel('Search recipients').fill(customer.email)
    const item = page.getByRole('link').filter({ hasText: found.subject })
    await expect(item).toHaveCount(1)
    await expect(item).toContainText('Order confirmation')
    await expect(item).toContainText('Sent')
    await look(page, 'sent-mail-list')

    // Desktop: the table, filtered by status and kind too.
    await page.setViewportSize(DESKTOP)
    await page.getByRole('combobox', { name: 'Status' }).click()
    await page.getByRole('option', { name: 'Sent', exact: true }).click()
    await page.getByRole('combobox', { name: 'Kind' }).click()
    await page.getByRole('option', { name: 'Order confirmation', exact: true }).click()
    const row = page.getByRole('row').filter({ hasText: found.subject })
    await expect(row).toHaveCount(1)
    await expect(row).toContainText(customer.email)
    await page.getByRole('combobox', { name: 'Status' }).click()
    await page.getByRole('option', { name: 'Failed', exact: true }).click()
    await expect(page.getByText(/No mail here yet/)).toBeVisible()
    await page.getByRole('combobox', { name: 'Status' }).click()
    await page.getByRole('option', { name: 'Any status', exact: true }).click()
    await page.setViewportSize(PHONE)

    await page.getByRole('link').filter({ hasText: found.subject }).click()
    await expect(page).toHaveURL(new RegExp(`/sent-mail/${found.id}$`))
    await expect(page.getByRole('heading', { level: 1, name: found.subject })).toBeVisible()
    await expect(page.getByText(customer.email, { exact: false }).first()).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Plain text' })).toBeVisible()
    const frame = page.locator('iframe[title^="The HTML of"]')
    await expect(frame).toHaveAttribute('sandbox', '')
    // The message renders inside the sandbox; its links hold no token.
    await expect(page.frameLocator('iframe[title^="The HTML of"]').locator('body')).not.toBeEmpty()
    expect(await frame.getAttribute('srcdoc')).not.toMatch(/token=/)
    await look(page, 'sent-mail-show')
  } finally {
    await shopper.context.dispose()
    await admin.context.dispose()
    await context.close()
  }
})

test('a sales rep has no Sent mail: no menu entry, the address goes home, the API refuses', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await signedIn(browser, demo.sales)
  const rep = await apiSession(baseURL!, demo.sales)
  try {
    await page.setViewportSize(DESKTOP)
    await expect(page.getByRole('menuitem', { name: 'Customers' })).toBeVisible()
    await expect(page.getByRole('menuitem', { name: 'Sent mail' })).toHaveCount(0)
    await page.goto('/sent-mail')
    await expect(page).toHaveURL(/\/$/)
    expect((await rep.context.get('/api/notifications')).status()).toBe(403)
  } finally {
    await rep.context.dispose()
    await context.close()
  }
})
