import { expect, type Page, test } from '@playwright/test'
import { DESKTOP, demo, expectAccessible, PHONE, shot, signIn } from './support/index.ts'

/** The password new and reset accounts get in the demo (see README). */
const DEMO_DEFAULT_PASSWORD = 'Welcome#2026'

async function staff(
  browser: import('@playwright/test').Browser,
  who: keyof typeof demo,
  viewport = DESKTOP,
) {
  const context = await browser.newContext({ viewport })
  const page = await context.newPage()
  await signIn(page, demo[who])
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Dashboard/)
  return page
}

async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click()
  await page.getByRole('option', { name: option }).click()
}

async function addLine(page: Page, product: string, price: string) {
  const picker = page.getByRole('combobox', { name: 'Product' })
  await picker.fill(product)
  await page.getByRole('option', { name: new RegExp(product) }).click()
  const priceInput = page.getByRole('spinbutton', { name: 'Price', exact: true })
  await priceInput.fill(price)
  await page.getByRole('button', { name: 'Add', exact: true }).click()
}

async function rowMenu(page: Page, business: string, item: string) {
  await page.getByRole('button', { name: `Actions for ${business}` }).click()
  await page.getByRole('menuitem', { name: item }).click()
}

test('admin creates a customer with three price lines, re-prices one, removes one, and the customer orders at those prices', async ({
  browser,
}) => {
  test.setTimeout(240_000)
  const admin = await staff(browser, 'admin')
  await admin.getByRole('link', { name: 'Customers' }).first().click()
  await expect(admin).toHaveURL(/\/customers$/)
  await expect(admin.getByRole('row').nth(1)).toContainText('Blue Door Bistro')
  await expectAccessible(admin, 'customers list (admin, desktop)')
  await shot(admin, 'console-customers-admin-desktop')

  await admin.getByRole('link', { name: 'New Customer' }).click()
  await expect(admin).toHaveURL(/\/customers\/new$/)
  await admin.getByLabel('Business name').fill('Juniper Kitchen')
  await admin.getByLabel('Account number').fill('JK-2001')
  await admin.getByLabel('First name').fill('Ines')
  await admin.getByLabel('Last name').fill('Duarte')
  await admin.getByLabel('Email').fill('  Chef@JuniperKitchen.TEST ')
  await admin.getByLabel('Phone').fill('13125550999')
  await admin.getByLabel('Business name').click()
  await expect(admin.getByLabel('Email')).toHaveValue('chef@juniperkitchen.test')
  await expect(admin.getByLabel('Phone')).toHaveValue('(312) 555-0999')

  // Add stays disabled until a product is chosen; a used product leaves the picker.
  await expect(admin.getByRole('button', { name: 'Add', exact: true })).toBeDisabled()
  await addLine(admin, 'Roma tomatoes', '1.25')
  await addLine(admin, 'Brioche buns', '6.50')
  await addLine(admin, 'All-purpose flour', '13.00')
  await admin.getByRole('combobox', { name: 'Product' }).fill('Roma')
  await expect(admin.getByRole('option', { name: /Roma tomatoes/ })).toHaveCount(0)
  await admin.keyboard.press('Escape')
  await admin.getByRole('spinbutton', { name: 'Price of Brioche buns' }).fill('6.75')
  await admin.getByRole('button', { name: 'Remove All-purpose flour' }).click()
  await expect(admin.getByRole('table', { name: 'Customer products' }).getByRole('row')).toHaveCount(3)
  // The default price shows beside the negotiated one.
  await expect(admin.getByRole('row').filter({ hasText: 'Brioche buns' })).toContainText('$7.40')
  await expectAccessible(admin, 'new customer form')
  await shot(admin, 'console-customer-new-desktop')

  // Spec 5: an admin must pick the owner.
  await admin.getByRole('button', { name: 'Save' }).click()
  await expect(admin.getByText('Please select a Sales Rep for this customer.').first()).toBeVisible()
  await choose(admin, 'Sales Rep', 'Sam Reyes')
  await admin.getByRole('button', { name: 'Save' }).click()
  await expect(admin.getByText('Customer added.')).toBeVisible()
  // Spec 2.3: the notice sits below the top bar, not over its title.
  const bar = await admin.locator('header').first().boundingBox()
  const notice = await admin.getByRole('alert').filter({ hasText: 'Customer added.' }).boundingBox()
  expect(notice!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height)
  await shot(admin, 'console-snackbar-desktop')
  await expect(admin).toHaveURL(/\/customers$/)

  // The saved lines are the two that were kept, at the edited price.
  await admin.getByRole('row').filter({ hasText: 'Juniper Kitchen' }).click()
  await expect(admin).toHaveURL(/\/customers\/\d+\/edit$/)
  await expect(admin.getByRole('spinbutton', { name: 'Price of Brioche buns' })).toHaveValue('6.75')
  await expect(admin.getByRole('spinbutton', { name: 'Price of Roma tomatoes' })).toHaveValue('1.25')
  await expect(admin.getByRole('button', { name: 'Remove All-purpose flour' })).toHaveCount(0)

  // A price typed and typed back (leaving with unsaved changes has its own test below).
  await admin.getByRole('spinbutton', { name: 'Price of Roma tomatoes' }).fill('1.30')
  await admin.getByRole('spinbutton', { name: 'Price of Roma tomatoes' }).fill('1.25')
  // The "Customer added." notice sits over the page's title until it hides; scan the form, not it.
  await expect(admin.getByRole('alert').filter({ hasText: 'Customer added.' })).toHaveCount(0)
  await expectAccessible(admin, 'customer edit form')
  await shot(admin, 'console-customer-edit-desktop')

  // Reset Password (spec 2.6) answers with the customer's name.
  await admin.getByRole('button', { name: 'Reset Password' }).click()
  await admin.getByRole('button', { name: 'Yes, Reset' }).click()
  await expect(admin.getByText(/Password for .* reset\./)).toBeVisible()

  const customerContext = await browser.newContext({ viewport: PHONE })
  const customer = await customerContext.newPage()
  await signIn(customer, { email: 'chef@juniperkitchen.test', password: DEMO_DEFAULT_PASSWORD })
  await expect(customer).toHaveURL(/\/reset-password/)
  await customer.getByLabel('Current Password').fill(DEMO_DEFAULT_PASSWORD)
  await customer.getByLabel('New Password', { exact: true }).fill('Juniper#Kitchen26')
  await customer.getByLabel('Confirm New Password').fill('Juniper#Kitchen26')
  await customer.getByRole('button', { name: 'Update Password' }).click()
  await expect(customer.getByText('Place Order')).toBeVisible()
  await customer.goto('/customer/order-form')
  await expect(customer.getByText('Brioche buns').first()).toBeVisible()
  await expect(customer.getByText('Roma tomatoes').first()).toBeVisible()
  await expect(customer.getByText(/\$6\.75/).first()).toBeVisible()
  await expect(customer.getByText(/\$1\.25/).first()).toBeVisible()
  await expect(customer.getByText('All-purpose flour')).toHaveCount(0)
  await shot(customer, 'console-new-customer-order-form-phone')
})

test('admin transfers a customer, views its orders, and deletes another', async ({ browser }) => {
  const admin = await staff(browser, 'admin')
  await admin.goto('/customers')
  await rowMenu(admin, 'Sunrise Diner', 'Transfer Account')
  const dialog = admin.getByRole('dialog', { name: 'Transfer Account' })
  await expect(dialog.getByRole('button', { name: 'Transfer' })).toBeDisabled()
  await dialog.getByRole('combobox', { name: 'New sales rep' }).click()
  // The current owner (Sam Reyes) is not offered.
  await expect(admin.getByRole('option', { name: 'Sam Reyes' })).toHaveCount(0)
  await admin.getByRole('option', { name: 'Priya Nair' }).click()
  await dialog.getByRole('button', { name: 'Transfer' }).click()
  await expectAccessible(admin, 'transfer dialog')
  await shot(admin, 'console-transfer-confirm-desktop')
  await dialog.getByRole('button', { name: 'Yes, Transfer' }).click()
  await expect(admin.getByText('Transferred Sunrise Diner to Priya Nair.')).toBeVisible()
  await expect(admin.getByRole('row').filter({ hasText: 'Sunrise Diner' })).toContainText('Priya Nair')

  await rowMenu(admin, 'Sunrise Diner', 'View Orders')
  await expect(admin).toHaveURL(/\/customers\/\d+\/orders$/)
  await expect(admin.getByRole('heading', { name: 'Sunrise Diner Orders' })).toBeVisible()
  await expect(admin.getByText('Account # SD-1005').first()).toBeVisible()
  await expect(admin.getByRole('row').nth(1)).toContainText('Sunrise Diner')
  await expectAccessible(admin, 'customer orders')
  await shot(admin, 'console-customer-orders-desktop')
  await admin.getByRole('link', { name: 'Back to customers' }).click()
  await expect(admin).toHaveURL(/\/customers$/)

  await admin.goto('/customers/999999/orders')
  await expect(admin.getByText('Unable to load customer details.')).toBeVisible()

  await admin.goto('/customers')
  await rowMenu(admin, 'Tavola Trattoria', 'Delete')
  const confirm = admin.getByRole('dialog', { name: 'Delete Customer' })
  await expect(confirm).toContainText('cannot be undone')
  await expect(confirm).toContainText('login, orders and history, pricing and favourites, and settings')
  await expectAccessible(admin, 'delete customer dialog')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(admin.getByText('Customer deleted.')).toBeVisible()
  await expect(admin.getByRole('row').filter({ hasText: 'Tavola Trattoria' })).toHaveCount(0)
})

test('a sales rep sees only its own customers, no owner picker and no Users screens', async ({ browser }) => {
  const rep = await staff(browser, 'sales', PHONE)
  await expect(rep.getByRole('button', { name: 'Users' })).toHaveCount(0)
  await rep.getByRole('button', { name: 'Open menu' }).click()
  await expect(rep.getByRole('menuitem', { name: 'Categories' })).toBeVisible()
  await expect(rep.getByRole('menuitem', { name: 'Users' })).toHaveCount(0)
  await expectAccessible(rep, 'navigation drawer (sales, phone)')
  await shot(rep, 'console-drawer-sales-phone')
  await rep.keyboard.press('Escape')

  await rep.goto('/users')
  await expect(rep).toHaveURL(/\/$/)
  await rep.goto('/sales-users/new')
  await expect(rep).toHaveURL(/\/$/)
  await rep.goto('/no-such-screen')
  await expect(rep).toHaveURL(/\/$/)

  await rep.goto('/customers')
  await expect(rep.getByText('Blue Door Bistro')).toBeVisible()
  await expect(rep.getByText('Greenleaf Market')).toHaveCount(0)
  await expectAccessible(rep, 'customers list (sales, phone)')
  await shot(rep, 'console-customers-sales-phone')

  await rep.getByText('Blue Door Bistro').click()
  await expect(rep).toHaveURL(/\/customers\/\d+\/edit$/)
  await expect(rep.getByRole('combobox', { name: 'Sales Rep' })).toHaveCount(0)
  await expect(rep.getByRole('spinbutton', { name: /^Price of / }).first()).toBeVisible()
  await expectAccessible(rep, 'customer form (sales, phone)')
  await shot(rep, 'console-customer-edit-sales-phone')

  // The server refuses what the screen hides.
  const refused = await rep.request.get('/api/users?role=sales')
  expect(refused.status()).toBe(403)
})

test('dismissing the unsaved-changes question keeps the customer form working', async ({ browser }) => {
  const admin = await staff(browser, 'admin')
  await admin.goto('/customers')
  await admin.getByRole('row').filter({ hasText: 'Blue Door Bistro' }).click()
  await expect(admin).toHaveURL(/\/customers\/\d+\/edit$/)
  const price = admin.getByRole('spinbutton', { name: /^Price of / }).first()
  const saved = await price.inputValue()
  // The crash this guards against showed as react-router's "Invalid blocker state transition".
  const crashes: string[] = []
  admin.on('pageerror', (error) => crashes.push(error.message))
  admin.on('console', (message) => {
    if (message.type() === 'error' && /blocker/i.test(message.text())) crashes.push(message.text())
  })

  // The unsaved-changes warning asks with the browser's own confirm; dismissing it stays.
  await price.fill('99.99')
  const asked = admin.waitForEvent('dialog')
  await admin.getByRole('link', { name: 'Back to customers' }).click()
  const question = await asked
  expect(question.type()).toBe('confirm')
  expect(question.message()).toMatch(/changes weren't saved/)
  await question.dismiss()
  await expect(admin).toHaveURL(/\/customers\/\d+\/edit$/)

  // Typing on, back to the saved price (the form is clean again) and away from it, keeps the form.
  await price.fill(saved)
  await price.fill('98.00', { timeout: 10_000 })
  await expect(price).toHaveValue('98.00')
  // Exactly "Save": the customer page also has "Save delivery days".
  await expect(admin.getByRole('button', { name: 'Save', exact: true })).toBeVisible()
  expect(crashes).toEqual([])
  await shot(admin, 'console-customer-edit-after-cancel-desktop')

  // The question still comes on the next try, and confirming it leaves.
  const again = admin.waitForEvent('dialog')
  await admin.getByRole('link', { name: 'Back to customers' }).click()
  await (await again).accept()
  await expect(admin).toHaveURL(/\/customers$/)
  expect(crashes).toEqual([])
})
