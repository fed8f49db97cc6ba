import { type APIRequestContext, expect, type Page, request, test } from '@playwright/test'
import { DESKTOP, demo, expectAccessible, PHONE, shot, signIn } from './support/index.ts'

/**
 * Catch weights and shorts (issue 12, part 1): a weight order is placed, the rep fulfils it at
 * the weight the scale read and a case short, and staff and customer see the final total
 * beside the estimate. Blue Door Bistro pays 12.65 a lb of ribeye and 3.82 a pack of butter
 * (36 to the case): 20 lb + 2 cases = 253.00 + 275.04 = 528.04 estimated; shipped 19.42 lb
 * (245.66) and 1 case (137.52) = 383.18 final.
 */

async function apiSession(baseURL: string, who: { email: string; password: string }) {
  const context = await request.newContext({ baseURL, extraHTTPHeaders: { 'X-Requested-With': 'e2e' } })
  const login = await context.post('/api/auth/login', { data: who })
  expect(login.status()).toBe(200)
  return context
}

async function placeWeightOrder(customer: APIRequestContext): Promise<number> {
  const placed = await customer.post('/api/orders', {
    data: {
      items: [
        { productId: 'MEA-BEEF-RIB', quantity: 20, quantityType: 'weight' },
        { productId: 'DRY-BUT-UNS', quantity: 2, quantityType: 'case' },
      ],
    },
  })
  expect(placed.status(), await placed.text()).toBe(201)
  const body = (await placed.json()) as { id: number; totalPrice: number }
  expect(body.totalPrice).toBe(528.04)
  return body.id
}

async function openOrder(page: Page, id: number) {
  await page.goto(`/orders/${id}`)
  await expect(page.getByRole('heading', { name: `Order #${id}` })).toBeVisible()
}

test('a weight order fulfilled at another weight: the final total, seen by staff and customer', async ({
  browser,
  baseURL,
}) => {
  // Four sessions and seven screens in one story: more than the default minute on a busy machine.
  test.setTimeout(180_000)
  const admin = await apiSession(baseURL!, demo.admin)
  // Orders can be placed whatever the time of the run.
  expect((await admin.put('/api/settings/order-window/mine', { data: { alwaysOpen: true } })).status()).toBe(
    200,
  )
  const customerApi = await apiSession(baseURL!, demo.customer)
  const id = await placeWeightOrder(customerApi)

  // The admin's setting: the dashboard's Weight Tolerance dialog (default 10%).
  const adminContext = await browser.newContext({ viewport: DESKTOP })
  const adminPage = await adminContext.newPage()
  await signIn(adminPage, demo.admin)
  await expect(adminPage.getByText('Admin Dashboard')).toBeVisible()
  await adminPage.getByRole('button', { name: 'Weight Tolerance' }).click()
  const toleranceDialog = adminPage.getByRole('dialog', { name: 'Weight Tolerance' })
  await expect(toleranceDialog.getByLabel('Tolerance')).toHaveValue('10')
  await toleranceDialog.getByLabel('Tolerance').fill('150')
  await toleranceDialog.getByRole('button', { name: 'Save' }).click()
  await expect(toleranceDialog.getByText('Enter a whole percent from 0 to 100.')).toBeVisible()
  await toleranceDialog.getByLabel('Tolerance').fill('10')
  await expectAccessible(adminPage, 'weight tolerance dialog')
  await shot(adminPage, 'fulfilment-tolerance-desktop')
  await toleranceDialog.getByRole('button', { name: 'Save' }).click()
  await expect(adminPage.getByText('Weight tolerance saved.')).toBeVisible()
  await adminContext.close()

  // The owning rep fulfils: the dialog is prefilled with what was ordered.
  const repContext = await browser.newContext({ viewport: DESKTOP })
  const rep = await repContext.newPage()
  await signIn(rep, demo.sales)
  await expect(rep.getByText('Sales Dashboard')).toBeVisible()
  await openOrder(rep, id)
  await expect(rep.getByText('Order Total')).toBeVisible()
  await rep.getByRole('button', { name: 'Mark as Fulfilled' }).click()
  const dialog = rep.getByRole('dialog', { name: `Fulfil order #${id}` })
  const beef = dialog.getByLabel('Shipped lb of Beef ribeye')
  const butter = dialog.getByLabel('Shipped cases of Unsalted butter')
  await expect(beef).toHaveValue('20')
  await expect(butter).toHaveValue('2')
  await expect(dialog.getByTestId('final-total-preview')).toHaveText('$528.04')

  // Over the tolerance and more cases than ordered are refused in the dialog already.
  await beef.fill('22.5')
  await expect(dialog.getByText('At most 22.00 lb (10% over the 20.00 lb ordered).')).toBeVisible()
  await butter.fill('3')
  await expect(dialog.getByText('At most 2 cases, the amount ordered.')).toBeVisible()
  await expect(dialog.getByTestId('final-total-preview')).toHaveText('—')
  await expectAccessible(rep, 'fulfil dialog with refused amounts')
  await shot(rep, 'fulfilment-dialog-refused-desktop')

  await beef.fill('19.42')
  await butter.fill('1')
  await expect(dialog.getByTestId('final-total-preview')).toHaveText('$383.18')
  await expectAccessible(rep, 'fulfil dialog')
  await shot(rep, 'fulfilment-dialog-desktop')
  await dialog.getByRole('button', { name: 'Confirm fulfilment' }).click()
  await expect(rep.getByText('Order fulfilled.')).toBeVisible()
  await expect(rep).toHaveURL(/\/$/)

  // Staff: per-line differences, the final total beside the estimate; the Past list's total is the final one.
  await rep.getByRole('tab', { name: 'Past Orders' }).click()
  await expect(
    rep
      .getByRole('row')
      .filter({ hasText: `${id}` })
      .first(),
  ).toContainText('$383.18')
  await openOrder(rep, id)
  await expect(rep.getByText('Shipped 19.42 lb of 20.00 lb')).toBeVisible()
  await expect(rep.getByText('Short 1 case')).toBeVisible()
  await expect(rep.getByText('Estimated Total')).toBeVisible()
  await expect(rep.getByRole('row', { name: /Estimated Total/ })).toContainText('$528.04')
  await expect(rep.getByRole('row', { name: /Final Total/ })).toContainText('$383.18')
  await expectAccessible(rep, 'fulfilled order detail')
  await shot(rep, 'fulfilment-order-detail-desktop')
  await rep.setViewportSize(PHONE)
  await expect(rep.getByText('Shipped 19.42 lb of 20.00 lb')).toBeVisible()
  await expectAccessible(rep, 'fulfilled order detail (phone)')
  await shot(rep, 'fulfilment-order-detail-phone')
  await repContext.close()

  // The customer: its history dialog says how each line shipped and shows both totals.
  const customerContext = await browser.newContext({ viewport: PHONE })
  const customer = await customerContext.newPage()
  await signIn(customer, demo.customer)
  await customer.getByText('Order History').click()
  await expect(customer.getByRole('heading', { name: 'Order History' })).toBeVisible()
  await customer.getByRole('row', { name: new RegExp(`#${id}\\b`) }).click()
  const history = customer.getByRole('dialog', { name: `Order #${id}` })
  await expect(history.getByText('Shipped 19.42 lb of 20.00 lb')).toBeVisible()
  await expect(history.getByText('Short 1 case')).toBeVisible()
  await expect(history.getByRole('row', { name: /Estimated Total/ })).toContainText('$528.04')
  await expect(history.getByRole('row', { name: /Final Total/ })).toContainText('$383.18')
  await expectAccessible(customer, 'customer order dialog, fulfilled')
  await shot(customer, 'fulfilment-customer-dialog-phone')
  await customer.setViewportSize({ width: 1440, height: 900 })
  await expect(history.getByText('Shipped 19.42 lb of 20.00 lb')).toBeVisible()
  await shot(customer, 'fulfilment-customer-dialog-desktop')
  await customerContext.close()

  const customerDesktop = await browser.newContext({ viewport: DESKTOP })
  const wide = await customerDesktop.newPage()
  await signIn(wide, demo.customer)
  await wide.getByText('Order History').click()
  await wide.getByRole('row', { name: new RegExp(`#${id}\\b`) }).click()
  await expect(
    wide.getByRole('dialog', { name: `Order #${id}` }).getByRole('cell', { name: 'Final Total' }),
  ).toBeVisible()
  await expectAccessible(wide, 'fulfilled order dialog (customer, desktop)')
  await shot(wide, 'fulfilment-customer-dialog-desktop')
  await customerDesktop.close()
})

test('the fulfil dialog on a phone: shipped as ordered is one click', async ({ browser, baseURL }) => {
  const admin = await apiSession(baseURL!, demo.admin)
  expect((await admin.put('/api/settings/order-window/mine', { data: { alwaysOpen: true } })).status()).toBe(
    200,
  )
  const id = await placeWeightOrder(await apiSession(baseURL!, demo.customer))
  const context = await browser.newContext({ viewport: PHONE })
  const rep = await context.newPage()
  await signIn(rep, demo.sales)
  await expect(rep.getByText('Sales Dashboard')).toBeVisible()
  await openOrder(rep, id)
  await rep.getByRole('button', { name: 'Mark as Fulfilled' }).click()
  const dialog = rep.getByRole('dialog', { name: `Fulfil order #${id}` })
  await dialog.getByLabel('Unsalted butter out of stock').check()
  await expect(dialog.getByTestId('final-total-preview')).toHaveText('$253.00')
  await expectAccessible(rep, 'fulfil dialog (phone)')
  await shot(rep, 'fulfilment-dialog-phone')
  await dialog.getByLabel('Unsalted butter out of stock').uncheck()
  await dialog.getByRole('button', { name: 'Confirm fulfilment' }).click()
  await expect(rep.getByText('Order fulfilled.')).toBeVisible()
  await openOrder(rep, id)
  // Shipped as ordered: no differences, the final total equals the estimate.
  await expect(rep.getByRole('row', { name: /Final Total/ })).toContainText('$528.04')
  await expect(rep.getByText(/^(Shipped \d|Short \d|Out of stock$)/)).toHaveCount(0)
  await context.close()
})
