import { mkdirSync } from 'node:fs'
import { type Browser, expect, type Page, test } from '@playwright/test'
import { apiSession, newCustomer } from './support/accounts.ts'
import { DESKTOP, demo, expectAccessible, PHONE, signIn } from './support/index.ts'

/**
 * The books (issue 37), screen by screen at both widths: staff set a customer's billing profile,
 * its order is fulfilled and invoiced, the invoice shows in the list, on its page and in the
 * customer's Balance tab, a payment is recorded there and the balance drops, and the customer
 * reads its balance in the ordering app. A customer of its own, so no other spec's orders count.
 */

const SHOTS = '/tmp/books-shots'
mkdirSync(SHOTS, { recursive: true })

/** Scans the screen with axe at phone width (where the test runs) and at desktop, photographing both. */
async function look(page: Page, name: string): Promise<void> {
  await expectAccessible(page, `${name} (phone)`)
  await page.screenshot({ path: `${SHOTS}/${name}-phone.png`, fullPage: true })
  await page.setViewportSize(DESKTOP)
  await expectAccessible(page, `${name} (desktop)`)
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png`, fullPage: true })
  await page.setViewportSize(PHONE)
}

async function phone(browser: Browser, who: { email: string; password: string }) {
  const context = await browser.newContext({ viewport: PHONE, reducedMotion: 'reduce' })
  const page = await context.newPage()
  await signIn(page, who)
  return { context, page }
}

/** The customer's order of its first product, fulfilled as ordered by the admin: the invoice number. */
async function fulfilledOrder(baseURL: string, customer: { email: string; password: string }) {
  const admin = await apiSession(baseURL, demo.admin)
  const hours = await admin.context.put('/api/settings/order-window/mine', { data: { alwaysOpen: true } })
  expect(hours.status()).toBe(200)
  const buyer = await apiSession(baseURL, customer)
  const { products } = (await (
    await buyer.context.get(`/api/customers/${buyer.userId}/products`)
  ).json()) as {
    products: { productId: string; unitType: string }[]
  }
  const first = products[0]!
  const placed = await buyer.context.post('/api/orders', {
    data: {
      items: [
        {
          productId: first.productId,
          quantity: first.unitType === 'weight' ? 4 : 2,
          quantityType: first.unitType === 'weight' ? 'weight' : 'pack',
        },
      ],
    },
  })
  expect(placed.status(), await placed.text()).toBe(201)
  const { id } = (await placed.json()) as { id: number }
  const fulfilled = await admin.context.patch(`/api/orders/${id}/fulfill`)
  expect(fulfilled.status(), await fulfilled.text()).toBe(200)
  const { invoiceNumber } = (await fulfilled.json()) as { invoiceNumber: number }
  expect(typeof invoiceNumber).toBe('number')
  await admin.context.dispose()
  await buyer.context.dispose()
  return invoiceNumber
}

const money = (text: string | null) => Number((text ?? '').replace(/[^0-9.-]/g, ''))

test('billing, an invoice at fulfilment, a payment, and the customer sees its balance', async ({
  browser,
  baseURL,
}) => {
  // Three sessions and eight screens, each scanned twice: longer than the default on a busy machine.
  test.setTimeout(360_000)
  const customer = await newCustomer(baseURL!, 'books')
  const customerId = (await apiSession(baseURL!, customer)).userId
  const { context: staffContext, page: staff } = await phone(browser, demo.admin)
  await expect(staff.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible()

  // 1. The billing profile: bill-to, one ship-to at 5.5 %, Net 30, a credit limit.
  await staff.goto(`/customers/${customerId}/edit/billing`)
  const billTo = staff.getByRole('region', { name: 'Bill to' })
  await expect(billTo.getByLabel('Street')).toBeVisible()
  await billTo.getByLabel('Street').fill('12 Dock St')
  await billTo.getByLabel('City').fill('Portland')
  await billTo.getByLabel('State').fill('ME')
  const shipTo = staff.getByRole('region', { name: 'Ship to' })
  await shipTo.getByLabel('Label').fill('Kitchen door')
  await shipTo.getByLabel('Street').fill('14 Dock St')
  await shipTo.getByLabel('City').fill('Portland')
  await shipTo.getByLabel('Tax rate (%)').fill('5.5')
  await staff.getByRole('combobox', { name: /Payment terms/ }).click()
  await staff.getByRole('option', { name: 'Net N days' }).click()
  await staff.getByLabel('Credit limit ($)').fill('5000')
  // A half-typed check says what is wrong under its field before anything is sent.
  await shipTo.getByLabel('ID').fill('Main Door')
  await staff.getByRole('button', { name: 'Save billing' }).click()
  await expect(shipTo.getByText(/^Use 1 to 32 lowercase letters/)).toBeVisible()
  await shipTo.getByLabel('ID').fill('main')
  await look(staff, 'billing')
  await staff.getByRole('button', { name: 'Save billing' }).click()
  await expect(staff.getByText('Billing profile saved.')).toBeVisible()
  const stored = await staff.request.get(`/api/customers/${customerId}/billing`)
  expect(await stored.json()).toMatchObject({ termsLabel: 'Net 30', creditLimit: 5000 })

  // 2. The order is fulfilled: its invoice is in the list and on its own page.
  const invoiceNumber = await fulfilledOrder(baseURL!, customer)
  await staff.goto('/invoices')
  await expect(staff.getByText(`Invoice #${invoiceNumber}`).first()).toBeVisible()
  await look(staff, 'invoices')
  await staff.goto(`/invoices/${invoiceNumber}`)
  await expect(staff.getByRole('heading', { name: `Invoice #${invoiceNumber}` })).toBeVisible()
  await expect(staff.getByText('Net 30')).toBeVisible()
  await expect(staff.getByText('Kitchen door')).toBeVisible()
  await expect(staff.getByRole('link', { name: `Invoice #${invoiceNumber} PDF` })).toBeVisible()
  await look(staff, 'invoice')
  const pdf = await staff.request.get(`/api/invoices/${invoiceNumber}/invoice.pdf`)
  expect(pdf.status()).toBe(200)
  expect(pdf.headers()['content-type']).toContain('application/pdf')

  // 3. The Balance tab: the invoice is open; a payment of $1.00 lowers the balance by as much.
  await staff.goto(`/customers/${customerId}/edit/balance`)
  const balance = staff.getByTestId('balance')
  await expect(balance).toBeVisible()
  const owed = money(await balance.textContent())
  expect(owed).toBeGreaterThan(1)
  await expect(staff.getByRole('link', { name: `Invoice #${invoiceNumber} PDF` })).toBeVisible()
  await look(staff, 'balance')
  await staff.getByRole('button', { name: 'Record payment' }).click()
  const dialog = staff.getByRole('dialog', { name: 'Record payment' })
  await dialog.getByLabel('Amount ($)').fill('1')
  await dialog.getByLabel('Reference (optional)').fill('Check 1042')
  await look(staff, 'payment')
  // A double tap records one payment: the dialog sends one Idempotency-Key.
  await dialog.getByRole('button', { name: 'Record payment' }).dblclick()
  await expect(staff.getByText(`Payment of $1.00 recorded: $1.00 to #${invoiceNumber}.`)).toBeVisible()
  await expect(balance).toHaveText(`$${(owed - 1).toFixed(2)}`)
  const payments = await staff.request.get(`/api/customers/${customerId}/payments`)
  expect(((await payments.json()) as { payments: unknown[] }).payments).toHaveLength(1)

  // 4. The product form's Taxable checkbox.
  await staff.goto('/products')
  await staff.getByRole('button', { name: 'Add Product' }).click()
  await expect(staff.getByRole('dialog', { name: 'Add Product' }).getByLabel(/^Taxable/)).not.toBeChecked()
  await look(staff, 'product-taxable')
  await staffContext.close()

  // 5. The customer's own balance in the ordering app.
  const { context: buyerContext, page: buyer } = await phone(browser, customer)
  await expect(buyer.getByRole('heading', { name: 'Provender Ordering' })).toBeVisible()
  await buyer.getByRole('button', { name: customer.firstName }).click()
  await buyer.getByRole('menuitem', { name: 'Balance' }).click()
  await expect(buyer).toHaveURL(/\/customer\/account$/)
  await expect(buyer.getByTestId('balance')).toHaveText(`$${(owed - 1).toFixed(2)}`)
  await expect(buyer.getByTestId('payment-terms')).toHaveText('Payment terms: Net 30')
  await expect(buyer.getByRole('link', { name: `Invoice #${invoiceNumber} PDF` })).toBeVisible()
  await look(buyer, 'account')
  await buyerContext.close()
})
