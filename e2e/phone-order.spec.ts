import { type APIRequestContext, expect, type Page, request, test } from '@playwright/test'
import { DESKTOP, demo, expectAccessible, PHONE, shot, signIn } from './support/index.ts'

/**
 * Issue 12, part 2: a customer phones its rep, who places the order for it from the console,
 * outside the customer's ordering window after confirming; the customer sees who placed it.
 */
test.use({ reducedMotion: 'reduce' })
// Two sessions and eight screens in one story: more than the default minute on a busy machine.
test.setTimeout(180_000)

const SERVER_ZONE = 'America/Chicago'

/** An hour-long window that does not hold the current time in the server's zone: ordering is closed. */
function closedHours(now = new Date()): { alwaysOpen: false; openTime: string; closeTime: string } {
  const hour = Number(
    new Intl.DateTimeFormat('en-US', { hour: '2-digit', hourCycle: 'h23', timeZone: SERVER_ZONE }).format(
      now,
    ),
  )
  const open = hour <= 20 ? hour + 2 : 1
  const pad = (h: number) => `${String(h).padStart(2, '0')}:00`
  return { alwaysOpen: false, openTime: pad(open), closeTime: pad(open + 1) }
}

async function adminSession(baseURL: string): Promise<APIRequestContext> {
  const context = await request.newContext({ baseURL, extraHTTPHeaders: { 'X-Requested-With': 'e2e' } })
  expect((await context.post('/api/auth/login', { data: demo.admin })).status()).toBe(200)
  return context
}

async function setCompanyHours(admin: APIRequestContext, hours: Record<string, unknown>) {
  const answer = await admin.put('/api/settings/order-window/mine', { data: hours })
  expect(answer.status(), await answer.text()).toBe(200)
  await expect
    .poll(async () => {
      const body = (await (await admin.get('/api/settings/order-window/effective')).json()) as Record<
        string,
        unknown
      >
      return Object.entries(hours).every(([key, value]) => body[key] === value)
    })
    .toBe(true)
}

async function scrollTop(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0))
}

for (const [size, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`a rep places a phone order outside the window after confirming; the customer sees who placed it (${size})`, async ({
    browser,
    baseURL,
  }) => {
    const admin = await adminSession(baseURL!)
    const repContext = await browser.newContext({ viewport, reducedMotion: 'reduce' })
    const customerContext = await browser.newContext({ viewport, reducedMotion: 'reduce' })
    try {
      // Sam's customers follow the company's hours: closed right now.
      await setCompanyHours(admin, closedHours())

      const rep = await repContext.newPage()
      await signIn(rep, demo.sales)
      await expect(rep).toHaveURL(/\/$/)
      await rep.goto('/customers')
      await rep.getByRole('button', { name: 'Actions for Blue Door Bistro' }).click()
      await rep.getByRole('menuitem', { name: 'View Orders' }).click()
      await expect(rep.getByRole('heading', { name: 'Blue Door Bistro Orders' })).toBeVisible()
      await rep.getByRole('link', { name: 'New order' }).click()
      await expect(rep).toHaveURL(/\/customers\/\d+\/new-order$/)
      await expect(rep.getByRole('heading', { name: 'New order for Blue Door Bistro' })).toBeVisible()

      // Step 1: search the customer's products and choose two.
      const search = rep.getByRole('searchbox', { name: "Search the customer's products" })
      await search.fill('ribeye')
      await rep.getByRole('button', { name: /Beef ribeye/ }).click()
      await search.fill('')
      await rep.getByRole('button', { name: /Extra virgin olive oil/ }).click()
      await expect(rep.getByRole('status').filter({ hasText: '2 items selected' })).toBeVisible()
      await expectAccessible(rep, `phone order, choose items (${size})`)
      await scrollTop(rep)
      await shot(rep, `phone-order-items-${size}`)
      await rep.getByRole('button', { name: 'Next' }).click()

      // Step 2: amounts at the customer's negotiated prices.
      await rep.getByRole('textbox', { name: 'Quantity of Beef ribeye' }).fill('2.5')
      await rep.getByRole('textbox', { name: 'Quantity of Extra virgin olive oil' }).fill('1')
      await expect(rep.getByTestId('estimated-total')).not.toHaveText('$0.00')
      await expectAccessible(rep, `phone order, amounts (${size})`)
      await scrollTop(rep)
      await shot(rep, `phone-order-amounts-${size}`)

      // Placing while closed asks first; a double tap sends one order.
      const sent: string[] = []
      rep.on('request', (r) => {
        if (r.method() === 'POST' && /\/api\/customers\/\d+\/orders$/.test(r.url()))
          sent.push(r.postData() ?? '')
      })
      await rep.getByRole('button', { name: 'Place order' }).click()
      const dialog = rep.getByRole('dialog', { name: 'Ordering is closed' })
      await expect(dialog).toContainText('Ordering is closed for this customer; place it anyway?')
      await expectAccessible(rep, `phone order, outside-window confirmation (${size})`)
      await shot(rep, `phone-order-confirm-${size}`)
      await dialog.getByRole('button', { name: 'Place it anyway' }).dblclick()
      await expect(rep.getByRole('heading', { name: /Order #\d+ placed/ })).toBeVisible()
      await expect(rep.getByText("Placed outside the customer's ordering hours.")).toBeVisible()
      const heading = await rep.getByRole('heading', { name: /Order #\d+ placed/ }).textContent()
      const orderId = Number(/#(\d+)/.exec(heading ?? '')?.[1])
      expect(orderId).toBeGreaterThan(0)
      // The first try (refused, closed) and one confirmed submission: no second order.
      expect(sent.map((body) => JSON.parse(body).outsideWindow)).toEqual([false, true])
      await expectAccessible(rep, `phone order, placed (${size})`)
      await scrollTop(rep)
      await shot(rep, `phone-order-placed-${size}`)

      // The order detail says who placed it.
      await rep.getByRole('link', { name: 'View order' }).click()
      await expect(rep.getByText('Placed by Sam Reyes (outside ordering hours)')).toBeVisible()
      await expectAccessible(rep, `phone order detail (${size})`)
      await shot(rep, `phone-order-detail-${size}`)

      // The dashboard lists it like any other, with a small marker.
      await rep.goto('/')
      await expect(rep.getByText('Placed by Sam Reyes (outside ordering hours)').first()).toBeVisible()
      await expectAccessible(rep, `dashboard with a phone order (${size})`)
      await shot(rep, `phone-order-dashboard-${size}`)

      // The customer sees it in its history as placed by the rep.
      const customer = await customerContext.newPage()
      await signIn(customer, demo.customer)
      await expect(customer).toHaveURL(/\/$/)
      await customer.goto('/customer/order-history')
      const row = customer.getByRole('row').filter({ hasText: `#${orderId}` })
      await expect(row).toContainText('Placed by Sam Reyes')
      await expectAccessible(customer, `order history with a phone order (${size})`)
      await shot(customer, `phone-order-customer-history-${size}`)
      await row.click()
      await expect(customer.getByRole('dialog')).toContainText('Placed by Sam Reyes')
      await shot(customer, `phone-order-customer-detail-${size}`)
    } finally {
      await setCompanyHours(admin, { alwaysOpen: true })
      await admin.dispose()
      await repContext.close()
      await customerContext.close()
    }
  })
}
