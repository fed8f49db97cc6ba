import { expect, type Page, test } from '@playwright/test'
import { DESKTOP, demo, expectAccessible, PHONE, shot, signIn } from './support/index.ts'

/** The screen passes the accessibility scan, and its screenshot is kept under the same name. */
async function check(page: Page, name: string) {
  await expectAccessible(page, name)
  await shot(page, name)
}

/** The first list row that names the order. */
const rowOf = (page: Page, orderId: number) =>
  page
    .getByRole('row')
    .filter({ hasText: `${orderId}` })
    .first()

test('a customer orders, the rep fulfils it, and it moves to Past Orders', async ({ browser }) => {
  const customerContext = await browser.newContext({ viewport: PHONE })
  const customer = await customerContext.newPage()
  await customer.goto('/customer/order-history')
  await expect(customer).toHaveURL(/\/login/)
  await check(customer, 'login-phone')

  await signIn(customer, demo.customer)
  await expect(customer.getByText('Place Order')).toBeVisible()
  await check(customer, 'customer-home-phone')

  await customer.getByText('Place Order').click()
  await expect(customer).toHaveURL(/\/customer\/order-form/)
  // Step 1 sets amounts where the product is shown; step 2 shows them before Submit.
  const search = customer.getByRole('searchbox', { name: 'Search your products' })
  await search.fill('Beef ribeye')
  await customer.getByLabel('Quantity of Beef ribeye', { exact: true }).fill('3.5')
  await search.fill('Large eggs')
  await customer
    .getByRole('group', { name: 'Unit for Large eggs' })
    .getByRole('button', { name: 'Pack' })
    .click()
  await customer.getByLabel('Quantity of Large eggs', { exact: true }).fill('2')
  await search.fill('')
  await check(customer, 'order-form-phone')
  await customer.getByRole('button', { name: 'Next' }).click()
  await customer.getByRole('button', { name: 'Submit Order' }).click()
  await expect(customer.getByText('Order Confirmed')).toBeVisible()
  await check(customer, 'order-confirmed-phone')

  const me = (await (await customer.request.get('/api/account/me')).json()) as { user: { id: number } }
  const latest = (await (
    await customer.request.get(`/api/orders/customer/${me.user.id}?limit=1`)
  ).json()) as {
    rows: { id: number; totalPrice: number }[]
  }
  const order = latest.rows[0]!
  // 3.5 lb of ribeye at 12.65 = 44.28 (rounded once); 2 packs of eggs at 35.42 = 70.84
  expect(order.totalPrice).toBe(115.12)

  const staffContext = await browser.newContext({ viewport: DESKTOP })
  const rep = await staffContext.newPage()
  await signIn(rep, demo.sales)
  await expect(rep.getByText('Sales Dashboard')).toBeVisible()
  await expect(rep.getByRole('tab', { name: 'Current Orders' })).toHaveAttribute('aria-selected', 'true')
  const row = rep
    .getByRole('row')
    .filter({ hasText: 'Blue Door Bistro' })
    .filter({ hasText: `${order.id}` })
    .first()
  await expect(row).toBeVisible()
  await check(rep, 'sales-dashboard-desktop')

  await row.click()
  await expect(rep).toHaveURL(new RegExp(`/orders/${order.id}$`))
  await expect(rep.getByText('3.50 lb')).toBeVisible()
  await expect(rep.getByText('2 packs')).toBeVisible()
  await expect(rep.getByText('Unfulfilled')).toBeVisible()
  await check(rep, 'order-detail-desktop')
  await rep.getByRole('button', { name: 'Mark as Fulfilled' }).click()
  // The dialog is prefilled with what was ordered: shipped as ordered is one click.
  await rep.getByRole('button', { name: 'Confirm fulfilment' }).click()
  await expect(rep.getByText('Order fulfilled.')).toBeVisible()
  await expect(rep).toHaveURL(/\/$/)

  await rep.getByRole('tab', { name: 'Past Orders' }).click()
  await expect(rowOf(rep, order.id)).toBeVisible()
  await check(rep, 'sales-past-orders-desktop')

  await rep.goto(`/orders/${order.id}`)
  await expect(rep.getByText('Fulfilled', { exact: true })).toBeVisible()
  await expect(rep.getByRole('button', { name: 'Mark as Fulfilled' })).toBeDisabled()

  // The customer sees it in its history.
  await customer.goto('/customer/order-history')
  await expect(rowOf(customer, order.id)).toBeVisible()
  await check(customer, 'order-history-phone')
  await customerContext.close()
  await staffContext.close()
})

test('an admin sees every rep, a Sales Rep column and the All/Mine scope', async ({ browser }) => {
  const context = await browser.newContext({ viewport: DESKTOP })
  const page = await context.newPage()
  await signIn(page, demo.admin)
  await expect(page.getByText('Admin Dashboard')).toBeVisible()
  await expect(page.getByRole('columnheader', { name: 'Sales Rep' })).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: 'Sam Reyes' }).first()).toBeVisible()
  // Earlier specs place many orders for Sam's customers, so Priya's may be past page one: search.
  const search = page.getByLabel('Search', { exact: true })
  await search.fill('Greenleaf Market')
  await expect(page.getByRole('row').filter({ hasText: 'Greenleaf Market' }).first()).toContainText(
    'Priya Nair',
  )
  await search.fill('')
  await check(page, 'admin-dashboard-desktop')
  const scope = page.getByRole('group', { name: 'Whose orders' })
  await expect(scope.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true')
  // The demo admin owns no customers, so Mine is empty.
  await scope.getByRole('button', { name: 'Mine' }).click()
  await expect(page.getByRole('row').filter({ hasText: 'Sam Reyes' })).toHaveCount(0)
  await scope.getByRole('button', { name: 'All' }).click()
  await expect(page.getByRole('row').filter({ hasText: 'Sam Reyes' }).first()).toBeVisible()
  await context.close()

  const phone = await browser.newContext({ viewport: PHONE })
  const small = await phone.newPage()
  await signIn(small, demo.admin)
  await expect(small.getByText('Admin Dashboard')).toBeVisible()
  await check(small, 'admin-dashboard-phone')
  await phone.close()
})

test('a first sign-in must choose a new password, and logout ends the session', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE })
  const page = await context.newPage()
  await signIn(page, { email: 'new@cornerdeli.test', password: 'Welcome#2026' })
  await expect(page).toHaveURL(/\/reset-password/)
  await expect(page.getByText('Reset Your Password')).toBeVisible()
  await page.goto('/customer/order-form')
  await expect(page).toHaveURL(/\/reset-password/)

  await page.getByLabel('Current Password').fill('Welcome#2026')
  await page.getByLabel('New Password', { exact: true }).fill('password')
  await page.getByLabel('Confirm New Password').fill('password')
  await page.getByRole('button', { name: 'Update Password' }).click()
  await expect(page.getByText('Please meet all password requirements.')).toBeVisible()
  await check(page, 'reset-password-phone')

  await page.getByLabel('New Password', { exact: true }).fill('Corner#Deli2026')
  await page.getByLabel('Confirm New Password').fill('Corner#Deli2026')
  await page.getByRole('button', { name: 'Update Password' }).click()
  await expect(page.getByText('Place Order')).toBeVisible()
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('user'))) ?? '{}')).toMatchObject({
    passwordChanged: true,
  })

  await page.getByRole('button', { name: 'Omar' }).click()
  await page.getByRole('menuitem', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/login/)
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull()
  expect((await page.request.get('/api/account/me')).status()).toBe(401)
  await page.goto('/')
  await expect(page).toHaveURL(/\/login/)

  // The old password no longer works; the new one does.
  await signIn(page, { email: 'new@cornerdeli.test', password: 'Welcome#2026' })
  await expect(page.getByText('Incorrect password.')).toBeVisible()
  await context.close()
})

test('a wrong password and an unknown address read as the spec says', async ({ page }) => {
  await signIn(page, { email: 'nobody@provender.test', password: 'whatever' })
  await expect(page.getByText('No account found for that email.')).toBeVisible()
  await signIn(page, { ...demo.sales, password: 'wrong' })
  await expect(page.getByText('Incorrect password.')).toBeVisible()
})
