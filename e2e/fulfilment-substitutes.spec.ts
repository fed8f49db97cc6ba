import { type Browser, expect, type Page, test } from '@playwright/test'
import { type ApiSession, apiSession, newCustomer, putOk } from './support/accounts.ts'
import { DESKTOP, demo, expectAccessible, PHONE, shot, signIn } from './support/index.ts'

/**
 * Issue 36, staff side: the admin takes a phone order of heavy cream and mozzarella for a customer
 * of its own, with Substitute OK switched on for the cream; the order page has one Move and its
 * edit shows each line's stored choice; at fulfilment the cream ships short and unsalted butter,
 * one of its named substitutes, goes in its place; the customer's order then says so. The tests'
 * demo names no substitutes (they come with DEMO_DELIVERY only), so the cream's are named here
 * and taken off after.
 */
test.describe.configure({ mode: 'serial' })
test.use({ reducedMotion: 'reduce' })

const CREAM = 'DRY-CRM-HVY'
const MOZZARELLA = 'DRY-MOZ-FRS'
const BUTTER = 'DRY-BUT-UNS'

let admin: ApiSession
let customer: { email: string; password: string; id: number; businessName: string }

const put = (path: string, data: unknown) => putOk(admin, path, data)

test.beforeAll(async ({ baseURL }) => {
  const made = await newCustomer(baseURL!, 'substitutes', 3)
  const session = await apiSession(baseURL!, made)
  admin = await apiSession(baseURL!, demo.admin)
  const profile = await admin.context.get(`/api/customers/${session.userId}`)
  const { businessName } = (await profile.json()) as { businessName: string }
  customer = { ...made, id: session.userId, businessName }
  await session.context.dispose()
  await put(`/api/customers/${customer.id}`, {
    products: [CREAM, MOZZARELLA, BUTTER].map((productId, i) => ({ productId, price: 6 + i })),
  })
  await put(`/api/products/${CREAM}/substitutes`, { substitutes: [BUTTER, MOZZARELLA] })
})

test.afterAll(async () => {
  if (!admin) return
  await put(`/api/products/${CREAM}/substitutes`, { substitutes: [] })
  await admin.context.dispose()
})

/** A browser window of its own at `viewport`, signed in as `who`. */
async function signedInPage(
  browser: Browser,
  viewport: typeof PHONE,
  who: { email: string; password: string },
) {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce' })
  const page = await context.newPage()
  await signIn(page, who)
  return { context, page }
}

/** The admin's phone order: 3 of heavy cream (a substitute OK) and 1 of mozzarella. Answers its id. */
async function placePhoneOrder(staff: Page, size: string): Promise<number> {
  await staff.goto(`/customers/${customer.id}/new-order`)
  await expect(staff.getByRole('heading', { name: `New order for ${customer.businessName}` })).toBeVisible()
  await staff.getByRole('button', { name: /^Heavy cream/ }).click()
  await staff.getByRole('button', { name: /^Fresh mozzarella/ }).click()
  await expect(staff.getByRole('status').filter({ hasText: '2 items selected' })).toBeVisible()
  await expectAccessible(staff, `phone order, choose (${size})`)
  await staff.getByRole('button', { name: 'Next' }).click()

  await staff.getByRole('textbox', { name: 'Quantity of Heavy cream' }).fill('3')
  await staff.getByRole('textbox', { name: 'Quantity of Fresh mozzarella' }).fill('1')
  const creamOk = staff.getByRole('switch', { name: 'Substitute OK for Heavy cream' })
  const mozzarellaOk = staff.getByRole('switch', { name: 'Substitute OK for Fresh mozzarella' })
  // The customer's default was never set: off.
  await expect(creamOk).not.toBeChecked()
  await expect(mozzarellaOk).not.toBeChecked()
  await creamOk.check()
  await expectAccessible(staff, `phone order, amounts with Substitute OK (${size})`)
  // The lines at the top of the screen as staff see it: a full-page shot would draw the sticky
  // total over the second line.
  await staff.getByRole('heading', { name: 'Heavy cream' }).evaluate((h) => h.scrollIntoView())
  await staff.screenshot({ path: `artifacts/substitutes-phone-order-amounts-${size}.png` })

  await staff.getByRole('button', { name: 'Place order' }).click()
  // Whatever the hour of the run: outside the ordering window staff confirm.
  const closed = staff.getByRole('dialog', { name: 'Ordering is closed' })
  const placed = staff.getByRole('heading', { name: /^Order #\d+ placed$/ })
  await expect(closed.or(placed)).toBeVisible()
  if (await closed.isVisible()) await closed.getByRole('button', { name: 'Place it anyway' }).click()
  await expect(placed).toBeVisible()
  await expectAccessible(staff, `phone order, placed (${size})`)
  const id = Number(/#(\d+)/.exec((await placed.textContent()) ?? '')?.[1])
  expect(id).toBeGreaterThan(0)
  return id
}

for (const [size, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`a short line ships a named substitute, and the customer reads it (${size})`, async ({ browser }) => {
    // Two sessions and nine screens scanned with every axe rule: several minutes on a busy machine.
    test.setTimeout(360_000)
    const { context: staffContext, page: staff } = await signedInPage(browser, viewport, demo.admin)
    await expect(staff.getByText('Admin Dashboard')).toBeVisible()
    const id = await placePhoneOrder(staff, size)

    // The order page: one Move among its actions.
    await staff.goto(`/orders/${id}`)
    await expect(staff.getByRole('heading', { name: `Order #${id}` })).toBeVisible()
    await expect(staff.getByRole('button', { name: 'Move' })).toHaveCount(1)
    await expectAccessible(staff, `order page (${size})`)
    await shot(staff, `substitutes-order-page-${size}`)

    // The edit shows each line's stored choice; nothing is changed here.
    await staff.getByRole('button', { name: 'Edit lines' }).click()
    const edit = staff.getByRole('dialog', { name: `Edit lines of order #${id}` })
    await expect(edit.getByRole('switch', { name: 'Substitute OK for Heavy cream' })).toBeChecked()
    await expect(edit.getByRole('switch', { name: 'Substitute OK for Fresh mozzarella' })).not.toBeChecked()
    await expectAccessible(staff, `order edit with Substitute OK (${size})`)
    await shot(staff, `substitutes-order-edit-${size}`)
    await edit.getByRole('button', { name: 'Cancel' }).click()
    await expect(edit).toBeHidden()

    // Fulfilment: one of the three cream ships, and 2 of butter in its place.
    await staff.getByRole('button', { name: 'Mark as Fulfilled' }).click()
    const fulfil = staff.getByRole('dialog', { name: `Fulfil order #${id}` })
    await fulfil.getByLabel(/^Shipped \w+ of Heavy cream$/).fill('1')
    // The mozzarella's customer allowed none: it is offered none.
    await expect(fulfil.getByRole('combobox', { name: 'Substitute for Fresh mozzarella' })).toHaveCount(0)
    await fulfil.getByRole('combobox', { name: 'Substitute for Heavy cream' }).click()
    await staff.getByRole('option', { name: 'Unsalted butter' }).click()
    await fulfil.getByLabel('Quantity of Unsalted butter shipped').fill('2')
    await expect(fulfil.getByText('Final total, before substitutes')).toBeVisible()
    await expectAccessible(staff, `fulfil dialog with a substitute (${size})`)
    await shot(staff, `substitutes-fulfil-dialog-${size}`)
    await fulfil.getByRole('button', { name: 'Confirm fulfilment' }).click()
    await expect(staff.getByText('Order fulfilled.')).toBeVisible()

    const stored = (await (await admin.context.get(`/api/orders/${id}`)).json()) as {
      OrderItems: { productId: string; substitute: { productId: string; quantity: number } | null }[]
    }
    const cream = stored.OrderItems.find((item) => item.productId === CREAM)
    expect(cream?.substitute).toMatchObject({ productId: BUTTER, quantity: 2 })
    await staffContext.close()

    // The customer's order detail says what shipped in the cream's place.
    const { context: customerContext, page: buyer } = await signedInPage(browser, viewport, customer)
    await expect(buyer.getByRole('heading', { name: 'Provender Ordering' })).toBeVisible()
    await buyer.goto('/customer/order-history')
    await expect(buyer.getByRole('heading', { name: 'Order History' })).toBeVisible()
    await expectAccessible(buyer, `customer order history (${size})`)
    await buyer
      .getByRole('row', { name: new RegExp(`#${id}\\b`) })
      .getByText(`#${id}`)
      .click()
    const detail = buyer.getByRole('dialog', { name: `Order #${id}` })
    await expect(
      detail.getByText(/Substituted: 2 (packs|cases) Unsalted butter for Heavy cream/),
    ).toBeVisible()
    await expectAccessible(buyer, `customer order detail with a substitute (${size})`)
    await shot(buyer, `substitutes-customer-detail-${size}`)
    await customerContext.close()
  })
}
