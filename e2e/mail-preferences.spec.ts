import { expect, type Page, test } from '@playwright/test'
import { type ApiSession, apiSession, newCustomer, placeOrder } from './support/accounts.ts'
import { DESKTOP, demo, expectAccessible, PHONE, shot, signIn } from './support/index.ts'
import { linkIn, mailTo } from './support/mail.ts'
import { look, phonePage } from './support/screens.ts'

type Preferences = Record<'orders' | 'shipping' | 'priceDigest' | 'reminders' | 'newOrders', boolean>

async function openProfile(page: Page, firstName: string) {
  await page.getByRole('button', { name: firstName }).click()
  await page.getByRole('menuitem', { name: 'Profile' }).click()
  await expect(page.getByRole('dialog', { name: 'Profile' })).toBeVisible()
}

const preferencesOf = async (api: ApiSession) =>
  (await (await api.context.get('/api/me/mail-preferences')).json()) as Preferences

test('a customer turns a mail off in the profile and it stays off', async ({ browser, baseURL }) => {
  const customer = await newCustomer(baseURL!, 'prefs')
  const api = await apiSession(baseURL!, customer)
  const { context, page } = await phonePage(browser)
  try {
    await signIn(page, customer)
    await expect(page.getByText('Place Order')).toBeVisible()
    await openProfile(page, customer.firstName)
    const shipped = page.getByRole('switch', { name: 'Shipped orders' })
    await expect(shipped).toBeChecked()
    await expect(page.getByRole('switch', { name: 'Order confirmations' })).toBeChecked()
    await expect(page.getByRole('switch', { name: 'Price changes' })).toBeChecked()
    await expect(page.getByRole('switch', { name: 'Ordering reminders' })).not.toBeChecked()
    await expect(page.getByRole('switch', { name: /New orders/ })).toHaveCount(0)
    await shipped.click()
    await expect(page.getByText('Mail choices saved.')).toBeVisible()
    await expect(shipped).not.toBeChecked()
    await look(page, 'profile-mail-choices')

    await page.reload()
    await openProfile(page, customer.firstName)
    await expect(page.getByRole('switch', { name: 'Shipped orders' })).not.toBeChecked()
    await expect(page.getByRole('switch', { name: 'Order confirmations' })).toBeChecked()
    expect(await preferencesOf(api)).toMatchObject({ shipping: false, orders: true })
  } finally {
    await api.context.dispose()
    await context.close()
  }
})

test('an unsubscribe link from a mail changes nothing until pressed, then turns that mail off', async ({
  browser,
  baseURL,
}) => {
  const customer = await newCustomer(baseURL!, 'unsub')
  const api = await apiSession(baseURL!, customer)
  try {
    // An order, so a confirmation with its unsubscribe link comes (order mails are on by default).
    await placeOrder(api)
    await expect
      .poll(() => mailTo(customer.email).length, { timeout: 60_000 })
      .toBeGreaterThan(0)
      .catch(() => undefined)
    const confirmation = mailTo(customer.email)[0]
    test.skip(!confirmation, 'no order confirmation arrived within a minute (is the notifier running?)')
    const unsubscribe = linkIn(confirmation!, '/unsubscribe')
    test.skip(!unsubscribe, `the order confirmation carries no unsubscribe link:\n${confirmation!.text}`)
    const path = `${unsubscribe!.pathname}${unsubscribe!.search}`

    // Opened signed out, as a mail scanner would: nothing changes until the button.
    const { context: visitor, page } = await phonePage(browser)
    await page.goto(path)
    await expect(page.getByRole('heading', { name: 'Unsubscribe' })).toBeVisible()
    await look(page, 'unsubscribe')
    expect((await preferencesOf(api)).orders).toBe(true)
    await page.getByRole('button', { name: 'Unsubscribe' }).click()
    await expect(page.getByText('You will no longer get these mails.')).toBeVisible()
    await expect(page.getByText(/Order confirmations/)).toBeVisible()
    await look(page, 'unsubscribed')
    await expect.poll(async () => (await preferencesOf(api)).orders).toBe(false)
    expect(await preferencesOf(api)).toMatchObject({ shipping: true, priceDigest: true })
    // Pressed twice (a second tab, a double tap): the same answer.
    await page.goto(path)
    await page.getByRole('button', { name: 'Unsubscribe' }).click()
    await expect(page.getByText('You will no longer get these mails.')).toBeVisible()
    // A forged link: refused in words.
    await page.goto('/unsubscribe?token=forged.token.here')
    await page.getByRole('button', { name: 'Unsubscribe' }).click()
    await expect(page.getByText('This unsubscribe link is not valid.', { exact: false })).toBeVisible()
    await visitor.close()
  } finally {
    await api.context.dispose()
  }
})

test('a rep chooses the new-order mail in the console profile', async ({ browser }) => {
  const context = await browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' })
  const page = await context.newPage()
  try {
    await signIn(page, demo.sales)
    await expect(page.getByText('Sales Dashboard')).toBeVisible()
    await page.getByRole('button', { name: /account menu/ }).click()
    await page.getByRole('menuitem', { name: 'Profile' }).click()
    const dialog = page.getByRole('dialog', { name: 'Profile' })
    const newOrders = dialog.getByRole('switch', { name: 'New orders from my customers' })
    await expect(newOrders).toBeChecked()
    await expect(dialog.getByRole('switch')).toHaveCount(1)
    await expectAccessible(page, 'console profile with mail choices (desktop)')
    await shot(page, 'console-profile-mail-choices-desktop')
    // Off and back on, so the demo rep still hears of new orders in later specs.
    await newOrders.click()
    await expect(newOrders).not.toBeChecked()
    await expect(page.getByText('Mail choices saved.')).toBeVisible()
    await newOrders.click()
    await expect(newOrders).toBeChecked()
    await page.setViewportSize(PHONE)
    await expectAccessible(page, 'console profile with mail choices (phone)')
    await shot(page, 'console-profile-mail-choices-phone')

    // Signed in, staff are served the console: a mailed link must open there too, not go home.
    await page.goto('/unsubscribe?token=forged.token.here')
    await expect(page.getByRole('button', { name: 'Unsubscribe' })).toBeVisible()
    await page.goto('/forgot-password')
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible()
    await expectAccessible(page, 'forgot password in the console (phone)')
  } finally {
    await context.close()
  }
})
