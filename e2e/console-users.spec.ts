import { type Browser, expect, type Page, test } from '@playwright/test'
import { DESKTOP, demo, expectAccessible, PHONE, shot, signIn } from './support/index.ts'

async function staff(browser: Browser, who: keyof typeof demo, viewport = DESKTOP) {
  const page = await (await browser.newContext({ viewport })).newPage()
  await signIn(page, demo[who])
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Dashboard/)
  return page
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

async function queueTransfer(page: Page, business: string, to: string) {
  await page.getByRole('button', { name: `Actions for ${business}` }).click()
  await page.getByRole('menuitem', { name: 'Transfer Account' }).click()
  const dialog = page.getByRole('dialog', { name: 'Transfer Account' })
  await choose(page, 'New sales rep', to)
  await dialog.getByRole('button', { name: 'Transfer' }).click()
  await dialog.getByRole('button', { name: 'Yes, Queue' }).click()
  await expect(dialog).toBeHidden()
}

test('admin adds a sales user, queues two transfers to it and saves, then deletes it with reassignment', async ({
  browser,
}) => {
  test.setTimeout(240_000)
  const admin = await staff(browser, 'admin')
  await admin.getByRole('link', { name: 'Users' }).first().click()
  await expect(admin).toHaveURL(/\/users/)
  // Spec 2.11: sales reps by first name.
  await expect(admin.getByRole('row').nth(1)).toContainText('Priya Nair')
  await expect(admin.getByRole('row').nth(2)).toContainText('Sam Reyes')
  await expectAccessible(admin, 'users: sales reps')
  await shot(admin, 'console-users-sales-desktop')
  await admin.getByRole('tab', { name: 'Customers' }).click()
  await expect(admin.getByRole('row').filter({ hasText: 'Blue Door Bistro' })).toBeVisible()
  await expectAccessible(admin, 'users: customers')
  await shot(admin, 'console-users-customers-desktop')
  await admin.getByRole('tab', { name: 'Sales Reps' }).click()

  await admin.getByRole('link', { name: 'Add Sales User' }).click()
  await expect(admin).toHaveURL(/\/sales-users\/new$/)
  await expect(admin.getByRole('heading', { name: 'Add Sales User' })).toBeVisible()
  await expect(admin.getByText('Create a new sales user.')).toBeVisible()
  await expect(admin.getByRole('button', { name: 'Reset Password' })).toHaveCount(0)
  await admin.getByLabel('First name').fill('Rosa')
  await admin.getByLabel('Last name').fill('Vega')
  await admin.getByLabel('Email').fill('rosa.vega@provender.test')
  await admin.getByLabel('Phone').fill('3125550150')
  await expectAccessible(admin, 'add sales user')
  await shot(admin, 'console-sales-user-new-desktop')
  await admin.getByRole('button', { name: 'Create' }).click()
  await expect(admin.getByText('Sales user created.')).toBeVisible()
  await expect(admin.getByRole('row').filter({ hasText: 'Rosa Vega' })).toBeVisible()

  await admin.getByRole('row').filter({ hasText: 'Sam Reyes' }).click()
  await expect(admin).toHaveURL(/\/sales-users\/\d+$/)
  await expect(admin.getByRole('heading', { name: 'Sales User', exact: true })).toBeVisible()
  await expect(admin.getByText('View and manage this rep and their customers.')).toBeVisible()
  await expect(admin.getByLabel('First name')).toHaveValue('Sam')

  await admin.getByLabel('Queue Transfer').check()
  await queueTransfer(admin, 'Blue Door Bistro', 'Priya Nair')
  await queueTransfer(admin, 'Harbor Fish House', 'Rosa Vega')
  // One per customer: a newer transfer replaces the older one.
  await queueTransfer(admin, 'Blue Door Bistro', 'Rosa Vega')
  const pending = admin.getByRole('list', { name: 'Pending transfers' })
  await expect(admin.getByText('Pending transfers (applied on Save)')).toBeVisible()
  await expect(pending.getByRole('listitem')).toHaveCount(2)
  await expect(pending).toContainText('Blue Door Bistro → Rosa Vega')
  await expect(pending).toContainText('Harbor Fish House → Rosa Vega')
  // Nothing moved yet.
  await expect(admin.getByRole('row').filter({ hasText: 'Blue Door Bistro' })).toBeVisible()
  await expectAccessible(admin, 'sales user with queued transfers')
  await shot(admin, 'console-sales-user-queued-desktop')

  await admin.getByRole('button', { name: 'Reset Password' }).click()
  const reset = admin.getByRole('dialog', { name: 'Reset Password' })
  await expect(reset).toContainText("Are you sure you want to reset this sales user's password?")
  await reset.getByRole('button', { name: 'Cancel' }).click()

  await admin.getByRole('button', { name: 'Save' }).click()
  await expect(admin.getByText('User updated & transfers applied.')).toBeVisible()
  await expect(admin).toHaveURL(/\/users/)
  await expect(admin.getByRole('row').filter({ hasText: 'Rosa Vega' })).toContainText('2')

  await admin.getByRole('row').filter({ hasText: 'Rosa Vega' }).click()
  await expect(admin.getByRole('row').filter({ hasText: 'Blue Door Bistro' })).toBeVisible()
  await expect(admin.getByRole('row').filter({ hasText: 'Harbor Fish House' })).toBeVisible()

  await admin.getByRole('button', { name: 'Delete Sales User' }).click()
  const remove = admin.getByRole('dialog', { name: 'Delete Sales User' })
  await expect(remove.getByRole('button', { name: 'Delete' })).toBeDisabled()
  await choose(admin, 'Reassign customers to', 'Sam Reyes')
  await expectAccessible(admin, 'delete sales user dialog')
  await shot(admin, 'console-sales-user-delete-desktop')
  await remove.getByRole('button', { name: 'Delete' }).click()
  await expect(admin.getByText('Sales user deleted and customers reassigned.')).toBeVisible()
  await expect(admin.getByRole('row').filter({ hasText: 'Rosa Vega' })).toHaveCount(0)
  await expect(admin.getByRole('row').filter({ hasText: 'Sam Reyes' })).toBeVisible()

  const phone = await staff(browser, 'admin', PHONE)
  await phone.goto('/users')
  await expectAccessible(phone, 'users (phone)')
  await shot(phone, 'console-users-phone')
  await phone.getByText('Sam Reyes').click()
  await expect(phone.getByText('Blue Door Bistro')).toBeVisible()
  await expectAccessible(phone, 'sales user (phone)')
  await shot(phone, 'console-sales-user-phone')
})

/** Minutes past midnight now in the distributor's time zone (the server's default). */
function minutesNowIn(timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date())
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  return part('hour') * 60 + part('minute')
}

test('a sales rep sets ordering hours and its customer finds ordering closed', async ({ browser }) => {
  const rep = await staff(browser, 'otherSales', PHONE)
  await rep.getByRole('button', { name: 'Order Hours' }).click()
  const dialog = rep.getByRole('dialog', { name: 'Ordering Hours' })
  await expect(dialog).toContainText('These hours apply to all customers assigned to you.')
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled()
  await dialog.getByLabel('Always open').uncheck()
  await dialog.getByLabel('Open time').selectOption('10:00')
  await dialog.getByLabel('Close time').selectOption('09:55')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog.getByText('Close time must be later than open time.')).toBeVisible()
  await dialog.getByLabel('Close time').selectOption('')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog.getByText('Please choose both times.')).toBeVisible()

  // A five-minute window that does not hold the present moment.
  const closedWindow = minutesNowIn('America/Chicago') >= 60 ? ['00:00', '00:05'] : ['23:00', '23:05']
  await dialog.getByLabel('Open time').selectOption(closedWindow[0]!)
  await dialog.getByLabel('Close time').selectOption(closedWindow[1]!)
  await expectAccessible(rep, 'ordering hours dialog (sales, phone)')
  await shot(rep, 'console-ordering-hours-sales-phone')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(rep.getByText('Ordering hours saved.')).toBeVisible()
  // Spec 2.3: on a phone too, the notice sits below the top bar, not over its title.
  const bar = await rep.locator('header').first().boundingBox()
  const notice = await rep.getByRole('alert').filter({ hasText: 'Ordering hours saved.' }).boundingBox()
  expect(notice!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height)
  await shot(rep, 'console-snackbar-phone')

  const customer = await (await browser.newContext({ viewport: PHONE })).newPage()
  await signIn(customer, demo.otherCustomer)
  await expect(customer.getByText(/Ordering closed until|Orders open from/)).toBeVisible()
  await expectAccessible(customer, 'customer home, ordering closed (phone)')
  await shot(customer, 'console-hours-closed-customer-phone')

  // Back to always open, so other tests find the rep's customers able to order.
  await rep.getByRole('button', { name: 'Order Hours' }).click()
  await dialog.getByLabel('Always open').check()
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(rep.getByText('Ordering hours saved.')).toBeVisible()
  await customer.reload()
  await expect(customer.getByText('Ordering available 24/7.')).toBeVisible()
})

test('a new order appears on the admin dashboard without a reload, counted', async ({ browser }) => {
  const admin = await staff(browser, 'admin')
  await expect(admin.getByRole('button', { name: 'Order Hours' })).toBeVisible()
  await admin.getByRole('button', { name: 'Order Hours' }).click()
  const hours = admin.getByRole('dialog', { name: 'Ordering Hours' })
  await expect(hours).toContainText("company's ordering hours")
  await expect(hours.getByRole('button', { name: 'Save' })).toBeDisabled()
  await expectAccessible(admin, 'ordering hours dialog (admin)')
  await hours.getByRole('button', { name: 'Cancel' }).click()
  await expectAccessible(admin, 'dashboard (admin, desktop)')

  const customer = (await browser.newContext()).request
  await customer.post('/api/auth/login', { data: demo.customer })
  const me = (await (await customer.get('/api/account/me')).json()) as { user: { id: number } }
  const { products } = (await (await customer.get(`/api/customers/${me.user.id}/products`)).json()) as {
    products: { productId: string; unitType: string }[]
  }
  const weighed = products.find((p) => p.unitType === 'weight')!
  const placed = await customer.post('/api/orders', {
    headers: { 'X-Requested-With': 'e2e' },
    data: { items: [{ productId: weighed.productId, quantity: 2, quantityType: 'weight' }] },
  })
  expect(placed.status()).toBe(201)
  const order = (await placed.json()) as { id: number }

  await expect(admin.getByText('1 new order since you opened this page')).toBeVisible({ timeout: 25_000 })
  await expect(admin.getByRole('row').filter({ hasText: `#${order.id}` })).toBeVisible()
  await expectAccessible(admin, 'dashboard with a new order')
  await shot(admin, 'console-dashboard-new-order-desktop')
})
