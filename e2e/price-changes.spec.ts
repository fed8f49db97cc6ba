import { type Browser, expect, test } from '@playwright/test'
import { DESKTOP, demo, expectAccessible, PHONE, shot, signIn } from './support/index.ts'

/**
 * Issue 12, part 3: a re-priced line of a product the customer has ordered is seen by the
 * customer (home and order form) and by its rep (dashboard); the customer dismisses it.
 * Blue Door Bistro (Sam's) last bought Roma tomatoes by the pound at 1.37, three weeks ago.
 */
const CHANGE = /Roma tomatoes \$1\.37 → \$1\.45 \/lb since your order of [A-Z][a-z]{2} \d{1,2}, \d{4}/

async function signedIn(
  browser: Browser,
  who: keyof typeof demo,
  viewport: { width: number; height: number },
) {
  const context = await browser.newContext({ viewport })
  const page = await context.newPage()
  await signIn(page, demo[who])
  return page
}

test('a re-priced line is seen by the customer and its rep, then dismissed', async ({ browser }) => {
  test.setTimeout(240_000)

  // The admin re-prices Blue Door's Roma tomatoes.
  const admin = await signedIn(browser, 'admin', DESKTOP)
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText(/Dashboard/)
  await admin.getByRole('link', { name: 'Customers' }).first().click()
  await expect(admin).toHaveURL(/\/customers$/)
  // The list is a lazy chunk: the dashboard's order rows stay on screen until it has loaded.
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Customers')
  await admin.getByRole('row').filter({ hasText: 'Blue Door Bistro' }).click()
  await expect(admin).toHaveURL(/\/customers\/\d+\/edit$/)
  const price = admin.getByRole('spinbutton', { name: 'Price of Roma tomatoes' })
  await expect(price).toHaveValue('1.37')
  await price.fill('1.45')
  await admin.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(admin).toHaveURL(/\/customers$/)

  // The customer sees it on home, in words, with its own dismiss button.
  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    const customer = await signedIn(browser, 'customer', viewport)
    const list = customer.getByRole('region', { name: 'Price changes since your last orders' })
    await expect(list).toContainText(CHANGE)
    await expect(list).toContainText('(up $0.08)')
    await expect(
      customer.getByRole('button', { name: /^Dismiss: Roma tomatoes \$1\.37 → \$1\.45 \/lb/ }),
    ).toBeVisible()
    await expectAccessible(customer, `customer home with a price change (${name})`)
    await shot(customer, `price-changes-home-${name}`)

    // The order guide marks the product's line with the same text.
    await customer.getByRole('link', { name: /Place Order/ }).click()
    await expect(customer).toHaveURL(/\/customer\/order-form$/)
    await customer.getByRole('searchbox', { name: 'Search your products' }).fill('Roma tomatoes')
    const marker = customer
      .getByTestId('price-change-marker')
      .filter({ hasText: /Roma tomatoes/ })
      .first()
    await expect(marker).toContainText(CHANGE)
    await marker.scrollIntoViewIfNeeded()
    await expectAccessible(customer, `order form with a price marker (${name})`)
    await shot(customer, `price-changes-order-form-${name}`)
    await marker.screenshot({ path: `artifacts/price-changes-card-${name}.png` })
    await customer.context().close()
  }

  // The rep sees the customer on the dashboard, linked to it; another rep does not.
  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    const rep = await signedIn(browser, 'sales', viewport)
    const panel = rep.getByRole('region', { name: 'Price changes on ordered products (7 days)' })
    await expect(panel).toContainText('Roma tomatoes $1.37 → $1.45 /lb (+$0.08)')
    await expectAccessible(rep, `dashboard price changes (${name})`)
    await shot(rep, `price-changes-dashboard-${name}`)
    if (name === 'desktop') {
      await panel.getByRole('link', { name: 'Blue Door Bistro' }).click()
      await expect(rep).toHaveURL(/\/customers\/\d+\/edit$/)
      await expect(rep.getByRole('spinbutton', { name: 'Price of Roma tomatoes' })).toHaveValue('1.45')
    }
    await rep.context().close()
  }
  const otherRep = await signedIn(browser, 'otherSales', DESKTOP)
  await expect(
    otherRep.getByRole('region', { name: 'Price changes on ordered products (7 days)' }),
  ).toBeVisible()
  await expect(
    otherRep.getByRole('region', { name: 'Price changes on ordered products (7 days)' }),
  ).not.toContainText('Blue Door Bistro')
  await otherRep.context().close()

  // The customer dismisses it: gone at once, and after a reload.
  const customer = await signedIn(browser, 'customer', PHONE)
  await customer.getByRole('button', { name: /^Dismiss: Roma tomatoes/ }).click()
  await expect(customer.getByText(CHANGE)).toHaveCount(0)
  await customer.reload()
  await expect(customer.getByRole('link', { name: /Place Order/ })).toBeVisible()
  await expect(customer.getByText(CHANGE)).toHaveCount(0)
  await expectAccessible(customer, 'customer home, changes dismissed (phone)')
  await shot(customer, 'price-changes-home-dismissed-phone')
})
