import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { type ApiSession, apiSession, newCustomer } from './support/accounts.ts'
import { DESKTOP, demo, expectAccessible, PHONE, shot, signIn } from './support/index.ts'

/**
 * Issue 36: a customer changes and cancels its own order before the cut-off, and after it is told
 * why not and whom to call. A customer of its own, delivered every day with orders in by 10:00 pm
 * the day before, so a next date is open at any hour of the run.
 */
test.describe.configure({ mode: 'serial' })
test.use({ reducedMotion: 'reduce' })

/** The server takes writes from its own apps only (CSRF): the test says it is one. */
const APP = { 'X-Requested-With': 'e2e' }

const everyDay = (cutoffDaysBefore: number) =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, cutoffDaysBefore, cutoffTime: '22:00' }))

let admin: ApiSession
let customer: { email: string; password: string; id: number; productIds: string[] }

test.beforeAll(async ({ baseURL }) => {
  const made = await newCustomer(baseURL!, 'changes', 3)
  const session = await apiSession(baseURL!, made)
  customer = { ...made, id: session.userId }
  await session.context.dispose()
  admin = await apiSession(baseURL!, demo.admin)
  await setSchedule(1)
})

test.afterAll(async () => {
  await admin?.context.dispose()
})

async function setSchedule(cutoffDaysBefore: number) {
  const path = `/api/customers/${customer.id}/delivery-schedule`
  const set = await admin.context.put(path, { data: { days: everyDay(cutoffDaysBefore) } })
  expect(set.status(), await set.text()).toBe(200)
}

/** Two packs of the customer's first product for its next delivery date, through the API. */
async function placeOrder(request: APIRequestContext): Promise<number> {
  const placed = await request.post('/api/orders', {
    headers: APP,
    data: { items: [{ productId: customer.productIds[0], quantity: 2, quantityType: 'pack' }] },
  })
  expect(placed.status(), await placed.text()).toBe(201)
  return ((await placed.json()) as { id: number }).id
}

async function openOrder(page: Page, id: number) {
  await page.goto('/customer/order-history')
  await expect(page.getByRole('heading', { name: 'Order History' })).toBeVisible()
  await page
    .getByRole('row', { name: new RegExp(`#${id}\\b`) })
    .getByText(`#${id}`)
    .click()
  const dialog = page.getByRole('dialog', { name: `Order #${id}` })
  await expect(dialog).toBeVisible()
  return dialog
}

for (const [size, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`a customer changes, then cancels, an order before its cut-off (${size})`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await signIn(page, customer)
    await expect(page.getByRole('heading', { name: 'Provender Ordering' })).toBeVisible()
    const id = await placeOrder(page.request)

    let dialog = await openOrder(page, id)
    await expect(dialog.getByText(/^You can change or cancel this order until 10:00\s?pm /)).toBeVisible()
    await expectAccessible(page, `order with Change and Cancel (${size})`)
    await shot(page, `order-change-detail-${size}`)

    await dialog.getByRole('button', { name: 'Change order' }).click()
    await expect(page.getByRole('heading', { name: 'Choose Quantities' })).toBeVisible()
    await expect(page.getByText(`Changing order #${id} for `)).toBeVisible()
    const amount = page.getByLabel(/^Quantity of /)
    await expect(amount.first()).toHaveValue('2')
    await page
      .getByRole('button', { name: /^One pack more of / })
      .first()
      .click()
    await expect(amount.first()).toHaveValue('3')
    await expectAccessible(page, `change an order, step 2 (${size})`)
    await shot(page, `order-change-amounts-${size}`)
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByRole('heading', { name: 'Order Changed' })).toBeVisible()
    await expectAccessible(page, `order changed (${size})`)

    const saved = (await (await page.request.get(`/api/orders/${id}`)).json()) as {
      version: number
      changedBy: string
      OrderItems: { quantity: number }[]
    }
    expect(saved).toMatchObject({ version: 1, changedBy: 'Mira Mailer', OrderItems: [{ quantity: 3 }] })

    dialog = await openOrder(page, id)
    await expect(dialog.getByText(/^Changed .* by Mira Mailer$/)).toBeVisible()
    await dialog.getByRole('button', { name: 'Cancel order' }).click()
    const confirm = page.getByRole('dialog', { name: `Cancel order #${id}?` })
    await expect(confirm).toBeVisible()
    await expectAccessible(page, `cancel an order, asked first (${size})`)
    await confirm.getByRole('button', { name: 'Cancel order' }).click()
    await expect(page.getByText(`Order #${id} cancelled.`)).toBeVisible()
    await expect(dialog.getByText(/^Cancelled .* by Mira Mailer\. It will not be delivered\./)).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Change order' })).toHaveCount(0)
    await shot(page, `order-cancelled-${size}`)
  })
}

test('an account that needs a PO number and a minimum order says so before anything is sent', async ({
  page,
}) => {
  const requirements = `/api/customers/${customer.id}/order-requirements`
  const set = await admin.context.put(requirements, { data: { poNumberRequired: true, minimumOrder: 20 } })
  expect(set.status(), await set.text()).toBe(200)
  try {
    await page.setViewportSize(PHONE)
    await signIn(page, customer)
    await page.getByRole('link', { name: /Place Order/ }).click()
    await page
      .getByRole('button', { name: /^One pack more of / })
      .first()
      .click()
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page.getByRole('heading', { name: 'Choose Quantities' })).toBeVisible()
    // One pack at $5 to $7: short of the $20.00 minimum, and not sent until it reaches it.
    await expect(page.getByTestId('minimum-order')).toHaveText(
      /^Add \$1[3-5]\.00 to reach your \$20\.00 minimum order$/,
    )
    const submit = page.getByRole('button', { name: 'Submit Order' })
    await expect(submit).toBeDisabled()
    const poNumber = page.getByRole('textbox', { name: 'PO number' })
    await expect(poNumber).toHaveAttribute('required')
    await expectAccessible(page, 'order below its minimum, PO number required (phone)')
    await shot(page, 'order-minimum-phone')
    await page.setViewportSize(DESKTOP)
    await expectAccessible(page, 'order below its minimum, PO number required (desktop)')
    await shot(page, 'order-minimum-desktop')
    await page.setViewportSize(PHONE)

    await page
      .getByLabel(/^Quantity of /)
      .first()
      .fill('4')
    await expect(page.getByTestId('minimum-order')).toHaveCount(0)
    await submit.click()
    // Without the PO number the server refuses it, and the draft stays as typed.
    await expect(page.getByRole('alert')).toHaveText(
      'Enter your PO number: every order of this account needs one. Your order is kept here.',
    )
    await expect(page.getByLabel(/^Quantity of /).first()).toHaveValue('4')
    await expectAccessible(page, 'order refused without its PO number (phone)')
    await poNumber.fill('PO-4471')
    await page.getByRole('textbox', { name: 'Note to the warehouse' }).fill('Back door, ring twice')
    await submit.click()
    await expect(page.getByRole('heading', { name: 'Order Confirmed' })).toBeVisible()

    const latest = await page.request.get(`/api/orders/customer/${customer.id}?limit=1`)
    const id = ((await latest.json()) as { rows: { id: number }[] }).rows[0]!.id
    const dialog = await openOrder(page, id)
    await expect(dialog.getByText('PO number: PO-4471')).toBeVisible()
    await expect(dialog.getByText('Back door, ring twice')).toBeVisible()
    await expectAccessible(page, 'order with its PO number and note (phone)')
    await shot(page, 'order-po-note-phone')
    // The next test places an order for the same date of its own.
    const cancelled = await page.request.post(`/api/orders/${id}/cancel`, {
      headers: APP,
      data: { reason: '' },
    })
    expect(cancelled.status(), await cancelled.text()).toBe(200)
  } finally {
    await admin.context.put(requirements, { data: { poNumberRequired: false, minimumOrder: null } })
  }
})

test('after the cut-off the customer hears why not and whom to call, and a change is refused', async ({
  page,
}) => {
  await page.setViewportSize(PHONE)
  await signIn(page, customer)
  await expect(page.getByRole('heading', { name: 'Provender Ordering' })).toBeVisible()
  const id = await placeOrder(page.request)
  // Orders now close three days ahead: the order's date, a day or two away, closed already.
  await setSchedule(3)
  const dialog = await openOrder(page, id)
  await expect(
    dialog.getByText(/^Orders for .+ closed at the cut-off; to change or cancel this order, call .+\.$/),
  ).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Change order' })).toHaveCount(0)
  await expect(dialog.getByRole('button', { name: 'Cancel order' })).toHaveCount(0)
  await expectAccessible(page, 'order after its cut-off (phone)')
  await shot(page, 'order-change-closed-phone')
  const refused = await page.request.put(`/api/orders/${id}`, {
    headers: APP,
    data: { items: [{ productId: customer.productIds[0], quantity: 1, quantityType: 'pack' }] },
  })
  expect(refused.status()).toBe(409)
  expect(await refused.json()).toMatchObject({ code: 'CUTOFF_PASSED' })
})
