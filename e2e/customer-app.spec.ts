import {
  type APIRequestContext,
  test as base,
  expect,
  type Locator,
  type Page,
  request,
} from '@playwright/test'
import { DESKTOP, demo, expectAccessible, shot as fullPageShot, PHONE, signIn } from './support/index.ts'

/**
 * The ordering app as customers use it (spec 2.13 to 2.16), at a phone's and a desktop's
 * size, with an axe-core scan of every screen opened and no Content-Security-Policy
 * violation on any page.
 */
const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const seen: string[] = []
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`)
        })
      })
      page.on('console', (message) => {
        const text = message.text()
        if (/CSP violation|Content Security Policy/i.test(text)) seen.push(text)
      })
      await use(seen)
      expect(seen, 'Content-Security-Policy violations').toEqual([])
    },
    { auto: true },
  ],
})

// Deterministic scans and screenshots: the app honours "reduce motion" (no mid-transition colours).
test.use({ reducedMotion: 'reduce' })

/** A full-page screenshot from the top, so the sticky bars sit where a user sees them first. */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0))
  await fullPageShot(page, name)
}

const SIZES = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const

const sunrise = { email: 'office@sunrisediner.test', password: 'Demo#Order2026' }
const cornerDeli = { email: 'new@cornerdeli.test', password: 'Welcome#2026' }
const CORNER_DELI_NEW_PASSWORD = 'Fresh#Start2027'

/** An API session of its own (not the page's), e.g. the admin setting the ordering hours. */
async function apiSession(baseURL: string, who: { email: string; password: string }) {
  const context = await request.newContext({ baseURL, extraHTTPHeaders: { 'X-Requested-With': 'e2e' } })
  const login = await context.post('/api/auth/login', { data: who })
  expect(login.status()).toBe(200)
  const { user } = (await login.json()) as { user: { id: number } }
  return { context, id: user.id }
}

async function setCompanyHours(admin: APIRequestContext, hours: Record<string, unknown>) {
  const answer = await admin.put('/api/settings/order-window/mine', { data: hours })
  expect(answer.status(), await answer.text()).toBe(200)
  // The page reads with its own session, without the admin's consistency token: wait until
  // the read model has the new hours before the page asks.
  await expect
    .poll(async () => {
      const effective = await admin.get('/api/settings/order-window/effective')
      const body = (await effective.json()) as Record<string, unknown>
      return Object.entries(hours).every(([key, value]) => body[key] === value)
    })
    .toBe(true)
}

/** The signed-in customer's id, from the session the page holds. */
async function myId(page: Page): Promise<number> {
  const me = (await (await page.request.get('/api/account/me')).json()) as { user: { id: number } }
  return me.user.id
}

async function orderCount(page: Page, customerId: number): Promise<number> {
  const answer = await page.request.get(`/api/orders/customer/${customerId}?limit=1`)
  return ((await answer.json()) as { count: number }).count
}

/** A product's card on step 1 (the button that chooses it), by the name it starts with (plain words). */
const card = (scope: Page | Locator, name: string) =>
  scope.getByRole('button', { name: new RegExp(`^${name}(?![a-z])`) })
/** Whether the stepper marks `label` as the current step. */
const currentStep = (page: Page, label: string) =>
  expect(page.locator('.MuiStepLabel-label.Mui-active')).toHaveText(label)
const quantity = (page: Page, name: string) => page.getByLabel(`Quantity of ${name}`, { exact: true })
/** Dollars as the apps show them ("$1,234.50"). */
const dollars = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount)

/** Every visible control inside `scope` is at least 44 px each way (a thumb's width). */
async function expectTouchTargets(scope: Locator) {
  const small = await scope
    .locator('button:visible, a[href]:visible, input:visible:not([type=hidden])')
    .evaluateAll((elements) =>
      elements
        .map((el) => {
          // An input's tap target is its whole field.
          const target = el.tagName === 'INPUT' ? (el.closest('.MuiInputBase-root') ?? el) : el
          const box = target.getBoundingClientRect()
          return {
            name: el.getAttribute('aria-label') ?? el.textContent?.trim(),
            w: box.width,
            h: box.height,
          }
        })
        .filter((b) => b.w > 0 && (b.w < 44 || b.h < 44)),
    )
  expect(small, 'controls smaller than 44 px').toEqual([])
}

/**
 * Corner Deli's first sign-in. Other specs use that account too, so its password is reset
 * by the admin before and after (the reset also sets "must change" again).
 */
async function resetCornerDeli(baseURL: string) {
  const admin = await apiSession(baseURL, demo.admin)
  const found = (await (await admin.context.get('/api/customers?search=Corner%20Deli')).json()) as {
    customers: { id: number }[]
  }
  const reset = await admin.context.put(`/api/account/${found.customers[0]!.id}/reset-password`)
  expect(reset.status(), await reset.text()).toBe(200)
  await admin.context.dispose()
}

test.describe('forced password change', () => {
  test.describe.configure({ mode: 'serial' })
  test.beforeAll(async ({ baseURL }) => resetCornerDeli(baseURL!))
  test.afterAll(async ({ baseURL }) => resetCornerDeli(baseURL!))

  test('at phone size: a new customer must choose a password first, then lands home', async ({ page }) => {
    await page.setViewportSize(PHONE)
    await signIn(page, cornerDeli)
    await expect(page).toHaveURL(/\/reset-password$/)
    await expect(page.getByText('Reset Your Password')).toBeVisible()
    await expectAccessible(page, 'forced password change (phone)')
    await shot(page, 'customer-reset-password-phone')
    await page.goto('/customer/order-form')
    await expect(page).toHaveURL(/\/reset-password$/)

    await page.getByLabel('Current Password').fill(cornerDeli.password)
    await page.getByLabel('New Password', { exact: true }).fill(CORNER_DELI_NEW_PASSWORD)
    await page.getByLabel('Confirm New Password').fill(CORNER_DELI_NEW_PASSWORD)
    await page.getByRole('button', { name: 'Update Password' }).click()
    await expect(page.getByRole('heading', { name: 'Provender Ordering' })).toBeVisible()
    await expect(page.getByText('Place Order')).toBeVisible()
  })

  test('at desktop size: the new password signs in, and the screen opens again', async ({ page }) => {
    await page.setViewportSize(DESKTOP)
    await signIn(page, { email: cornerDeli.email, password: CORNER_DELI_NEW_PASSWORD })
    await expect(page.getByText('Place Order')).toBeVisible()
    await page.goto('/reset-password')
    await expect(page.getByText('Reset Your Password')).toBeVisible()
    await expectAccessible(page, 'password change (desktop)')
    await shot(page, 'customer-reset-password-desktop')
  })
})

for (const [size, viewport] of SIZES) {
  test.describe(`at ${size} size`, () => {
    test.use({ viewport })

    test("places an order through spec 2.14's three steps with pack, case and weight items", async ({
      page,
    }) => {
      // Every step scanned with axe's full rule set, some at two sizes: minutes on two busy cores.
      test.setTimeout(300_000)
      await signIn(page, demo.customer)
      await expect(page.getByText('Place Order')).toBeVisible()
      await expect(page.getByText('Ordering available 24/7.')).toBeVisible()
      await expectAccessible(page, `customer home (${size})`)
      await shot(page, `customer-home-${size}`)
      // The account button is named by what it shows.
      await expect(page.getByRole('button', { name: 'Maya' })).toBeVisible()
      await page.getByRole('button', { name: 'Maya' }).click()
      await expect(page.getByRole('menuitem')).toHaveText(['Profile', 'Standing orders', 'Balance', 'Logout'])
      await expectAccessible(page, `account menu (${size})`)
      await page.keyboard.press('Escape')

      await page.getByText('Place Order').click()
      await expect(page).toHaveURL(/\/customer\/order-form$/)
      // Step 1, in the spec's words: a card per product with its description and price, Next off.
      await expect(page.getByRole('heading', { name: 'Select Your Items' })).toBeVisible()
      await expect(page.getByText('Select the products you want to order.')).toBeVisible()
      await expect(page.locator('.MuiStepLabel-label')).toHaveText([
        'Choose Items',
        'Enter Amounts',
        'Confirmation',
      ])
      await currentStep(page, 'Choose Items')
      await expect(page.getByRole('main').getByRole('link', { name: 'Home' })).toBeVisible()
      await expect(card(page, 'Beef ribeye')).toContainText('USDA Choice, boneless lip-on')
      await expect(card(page, 'Beef ribeye')).toContainText('/lb')
      const next = page.getByRole('button', { name: 'Next' })
      await expect(next).toBeDisabled()
      // The catalogue's categories by name, Other last (the form draws its cards a few at a time).
      await expect(page.getByRole('heading', { level: 2 }).last()).toHaveText(/^Other$/i)
      const categories = (await page.getByRole('heading', { level: 2 }).allTextContents()).filter(
        (t) => !/^(Favorites|Other)$/i.test(t),
      )
      expect(categories).toEqual([...categories].sort((a, b) => a.localeCompare(b)))
      await expectAccessible(page, `order form, step 1 (${size})`)
      await shot(page, `customer-order-guide-${size}`)

      // A tap on a card chooses it (the Selected chip, Next on); a second tap takes it out.
      const mozzarella = card(page, 'Fresh mozzarella')
      await mozzarella.click()
      await expect(mozzarella).toHaveAttribute('aria-pressed', 'true')
      await expect(mozzarella.getByText('Selected')).toBeVisible()
      await expect(next).toBeEnabled()
      await expectAccessible(page, `order form, a card selected (${size})`)
      await mozzarella.click()
      await expect(mozzarella).toHaveAttribute('aria-pressed', 'false')
      await expect(page.getByText('Selected', { exact: true })).toHaveCount(0)
      await expect(next).toBeDisabled()

      // Favourites on and off (a run stopped half-way may have left it starred).
      const star = page.getByRole('button', { name: /^(Add|Remove) Fresh basil (to|from) favorites$/ })
      if ((await star.getAttribute('aria-pressed')) === 'true') await star.click()
      await expect(star).toHaveAttribute('aria-pressed', 'false')
      await star.click()
      await expect(page.getByRole('button', { name: 'Remove Fresh basil from favorites' })).toBeVisible()
      // Starred, it is listed under Favorites, the first section.
      await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(/^Favorites$/i)
      await expect(card(page.getByRole('region', { name: 'Favorites' }), 'Fresh basil')).toBeVisible()
      await shot(page, `customer-order-favorite-${size}`)
      await page.getByRole('button', { name: 'Remove Fresh basil from favorites' }).click()
      await expect(page.getByRole('button', { name: 'Add Fresh basil to favorites' })).toBeVisible()

      // Search, every word and without accents.
      const search = page.getByRole('searchbox', { name: 'Search your products' })
      await search.fill('mozzarélla FRESH')
      await expect(card(page, 'Fresh mozzarella')).toBeVisible()
      await expect(card(page, 'Beef ribeye')).toHaveCount(0)
      await shot(page, `customer-order-search-${size}`)
      await search.fill('ribeye')
      await expect(quantity(page, 'Beef ribeye')).toHaveAttribute('inputmode', 'decimal')
      await quantity(page, 'Beef ribeye').fill('3.5')
      await search.fill('')
      await expect(quantity(page, 'Large eggs')).toHaveAttribute('inputmode', 'numeric')
      // Amounts where the product is shown: − / + and the unit switch (a new unit starts from 0).
      // Amounts this customer has ordered before, so no "is that right?" question comes up.
      await quantity(page, 'Unsalted butter').fill('')
      await page.getByRole('button', { name: 'One pack more of Unsalted butter' }).click()
      await page.getByRole('button', { name: 'One pack more of Unsalted butter' }).click()
      await expect(quantity(page, 'Unsalted butter')).toHaveValue('2')
      // Eggs start in the unit last ordered (the other size's run may have left a case): by the pack first.
      const eggUnits = page.getByRole('group', { name: 'Unit for Large eggs' })
      await eggUnits.getByRole('button', { name: 'Pack' }).click()
      await quantity(page, 'Large eggs').fill('4')
      await eggUnits.getByRole('button', { name: 'Case' }).click()
      await expect(eggUnits.getByRole('button', { name: 'Case' })).toHaveAttribute('aria-pressed', 'true')
      await expect(quantity(page, 'Large eggs')).toHaveValue('')
      await page.getByRole('button', { name: 'One case more of Large eggs' }).click()
      await expect(quantity(page, 'Large eggs')).toHaveValue('1')
      await expect(next).toBeEnabled()
      await expect(page.getByText('3 items selected · Estimated Total')).toBeVisible()
      await expect(page.getByText('Selected', { exact: true })).toHaveCount(3)

      // A negative amount is refused in the form; so is one above the limit.
      await quantity(page, 'Unsalted butter').fill('-1')
      await expect(page.getByText('Enter an amount above 0')).toBeVisible()
      await quantity(page, 'Unsalted butter').fill('100001')
      await expect(page.getByText('At most 100,000 packs')).toBeVisible()
      await expectAccessible(page, `order amounts refused (${size})`)
      await shot(page, `customer-order-invalid-${size}`)
      // Step 2 keeps Submit Order off while an amount is refused.
      await next.click()
      await expect(page.getByRole('button', { name: 'Submit Order' })).toBeDisabled()
      await page.getByRole('button', { name: 'Back' }).click()
      await quantity(page, 'Unsalted butter').fill('2')
      if (size === 'phone') {
        await page.setViewportSize({ width: 360, height: 740 })
        await expectTouchTargets(page.locator('main'))
        // Rotation and a reload lose nothing.
        await page.setViewportSize({ width: 844, height: 390 })
        await expectAccessible(page, 'order guide (landscape phone)')
        await shot(page, 'customer-order-guide-landscape')
        await page.reload()
        await expect(quantity(page, 'Beef ribeye')).toHaveValue('3.5')
        await expect(quantity(page, 'Large eggs')).toHaveValue('1')
        await page.setViewportSize(viewport)
      }

      // Step 2, Choose Quantities: one card per chosen product, prefilled; Back keeps what was entered.
      await next.click()
      await expect(page.getByRole('heading', { name: 'Choose Quantities' })).toBeVisible()
      await expect(page.getByText('Enter amounts by pack/case or weight.')).toBeVisible()
      await currentStep(page, 'Enter Amounts')
      await expect(page.getByRole('region', { name: 'Your order (3)' })).toBeVisible()
      await expect(page.getByLabel(/^Quantity of /)).toHaveCount(3)
      await expect(quantity(page, 'Beef ribeye')).toHaveValue('3.5')
      await expect(page.getByText('Estimated Total', { exact: true })).toBeVisible()
      await expect(
        page.getByText('Actual totals may vary depending on incoming product weight.'),
      ).toBeVisible()
      await page.getByRole('button', { name: 'Back' }).click()
      await expect(quantity(page, 'Unsalted butter')).toHaveValue('2')
      await next.click()
      await expectAccessible(page, `order form, step 2 (${size})`)
      await shot(page, `customer-order-review-${size}`)
      const estimate = await page.getByTestId('estimated-total').textContent()

      // A double tap places one order, at the negotiated prices the screen estimated; the button
      // reads Submitting... while the order is on its way.
      const customerId = await myId(page)
      const before = await orderCount(page, customerId)
      await page.route('**/api/orders', async (route) => {
        if (route.request().method() === 'POST') await new Promise((r) => setTimeout(r, 800))
        await route.continue()
      })
      await page.getByRole('button', { name: 'Submit Order' }).dblclick()
      await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled()
      await expect(page.getByRole('heading', { name: 'Order Confirmed' })).toBeVisible()
      await page.unroute('**/api/orders')
      await currentStep(page, 'Confirmation')
      await expect(page.getByText('Review your order details.')).toBeVisible()
      await expect(page.getByText('Placed at:')).toBeVisible()
      const table = page.getByRole('table', { name: 'Order items' })
      await expect(table.getByRole('columnheader')).toHaveText(['Product', 'Quantity', 'Price'])
      await expect(table).toContainText(/3\.50? lbs?/)
      await expect(table).toContainText('2 packs')
      await expect(table).toContainText('1 case')
      await expect(table.getByRole('row').last()).toContainText(`Estimated Total${estimate}`)
      await expectAccessible(page, `order confirmed (${size})`)
      await shot(page, `customer-order-confirmed-${size}`)
      await expect.poll(() => orderCount(page, customerId)).toBe(before + 1)
      const latest = (await (
        await page.request.get(`/api/orders/customer/${customerId}?limit=1`)
      ).json()) as { rows: { totalPrice: number }[] }
      // The screen's estimate is what the server stored.
      expect(dollars(latest.rows[0]!.totalPrice)).toBe(estimate)

      await page.getByRole('link', { name: 'Back to Home' }).click()
      await expect(page.getByText('Order History')).toBeVisible()
      // The placed order left no draft: a new order starts empty.
      await page.goto('/customer/order-form')
      await expect(quantity(page, 'Beef ribeye')).toHaveValue('')
      await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled()
    })

    test('order history, its dialog, and Order again at today’s prices', async ({ page, baseURL }) => {
      const admin = await apiSession(baseURL!, demo.admin)
      const customer = await apiSession(baseURL!, sunrise)
      // Sunrise Diner's newest order; one of its products then leaves the price list.
      const newest = (await (
        await customer.context.get(`/api/orders/customer/${customer.id}?limit=1`)
      ).json()) as {
        rows: { id: number; OrderItems: { productId: string; productName: string }[] }[]
      }
      const order = newest.rows[0]!
      const dropped = order.OrderItems[0]!
      const current = (await (await admin.context.get(`/api/customers/${customer.id}`)).json()) as {
        products: { productId: string; price: number }[]
      }
      const kept = current.products.filter((p) => p.productId !== dropped.productId)
      if (kept.length < current.products.length) {
        const put = await admin.context.put(`/api/customers/${customer.id}`, {
          data: { products: kept.map((p) => ({ productId: p.productId, price: p.price })) },
        })
        expect(put.status(), await put.text()).toBe(200)
      }
      await expect
        .poll(async () => {
          const list = await customer.context.get(`/api/customers/${customer.id}/products`)
          const { products } = (await list.json()) as { products: { productId: string }[] }
          return products.some((p) => p.productId === dropped.productId)
        })
        .toBe(false)

      await signIn(page, sunrise)
      await page.getByText('Order History').click()
      await expect(page.getByRole('heading', { name: 'Order History' })).toBeVisible()
      await expect(page.getByRole('columnheader')).toHaveText(
        size === 'phone' ? ['Order ID', 'Date'] : ['Order ID', 'Date', 'Status', 'Items', 'Total', 'Actions'],
      )
      await expectAccessible(page, `order history (${size})`)
      await shot(page, `customer-history-${size}`)

      await page.getByRole('row', { name: new RegExp(`#${order.id}\\b`) }).click()
      const dialog = page.getByRole('dialog', { name: `Order #${order.id}` })
      await expect(dialog.getByText('Placed:')).toBeVisible()
      await expect(dialog.getByText('Estimated Total')).toBeVisible()
      await expectAccessible(page, `order dialog (${size})`)
      await shot(page, `customer-history-dialog-${size}`)

      await dialog.getByRole('button', { name: 'Order again' }).click()
      await expect(page).toHaveURL(/\/customer\/order-form$/)
      await expect(page.getByRole('heading', { name: 'Choose Quantities' })).toBeVisible()
      await expect(page.getByText(`Order #${order.id} copied at today's prices.`)).toBeVisible()
      await expect(page.getByText(`No longer available, left out: ${dropped.productName}.`)).toBeVisible()
      await expect(quantity(page, dropped.productName)).toHaveCount(0)
      const otherLines = order.OrderItems.slice(1)
      if (otherLines.length > 0) await expect(quantity(page, otherLines[0]!.productName)).not.toHaveValue('')
      await expectAccessible(page, `order again (${size})`)
      await shot(page, `customer-order-again-${size}`)
      if (size === 'phone') await expectTouchTargets(page.locator('main'))
      await page.getByRole('button', { name: 'Close' }).click() // the notice
      await expect(page.getByText(`Order #${order.id} copied`)).toHaveCount(0)
      await admin.context.dispose()
      await customer.context.dispose()
    })

    test('failure texts', async ({ page }) => {
      await signIn(page, demo.customer)
      await expect(page.getByText('Place Order')).toBeVisible()

      await page.route('**/api/customers/*/products', (route) =>
        route.fulfill({ status: 500, json: { error: '' } }),
      )
      await page.goto('/customer/order-form')
      await expect(page.getByText('Failed to load your products.')).toBeVisible()
      await expectAccessible(page, `order form, products failed to load (${size})`)
      await shot(page, `customer-order-load-failed-${size}`)
      await page.unroute('**/api/customers/*/products')
      await page.getByRole('button', { name: 'Retry' }).click()
      await quantity(page, 'Lemons').fill('2')
      await page.getByRole('button', { name: 'Next' }).click()

      // A server fault without a text: the screen's fallback in the snackbar.
      await page.route('**/api/orders', (route) =>
        route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '' }) : route.continue(),
      )
      await page.getByRole('button', { name: 'Submit Order' }).click()
      await expect(page.getByText('Failed to submit order')).toBeVisible()
      await page.unroute('**/api/orders')

      // The request never got through: the page-level message.
      await page.route('**/api/orders', (route) =>
        route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
      )
      await page.getByRole('button', { name: 'Submit Order' }).click()
      await expect(
        page.getByText('There was an error submitting your order. Please try again.'),
      ).toBeVisible()
      await expectAccessible(page, `submit failed (${size})`)
      await shot(page, `customer-order-submit-failed-${size}`)
      await page.unroute('**/api/orders')

      await page.route(/\/api\/orders\/\d+$/, (route) => route.fulfill({ status: 500, body: '' }))
      await page.goto('/customer/order-history')
      await page.getByRole('row').nth(1).click()
      await expect(page.getByRole('dialog').getByText('Unable to load order details.')).toBeVisible()
      await expectAccessible(page, `order dialog, failed to load (${size})`)
      await shot(page, `customer-history-dialog-failed-${size}`)
    })
  })
}

test.describe('closed ordering, on a phone in another time zone than the server', () => {
  test.use({ viewport: PHONE, timezoneId: 'Asia/Tokyo' })

  /** Minutes past midnight now in the distributor's zone (the server's TIME_ZONE). */
  function chicagoMinutes(): number {
    const [h, m] = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/Chicago',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .format(new Date())
      .split(':')
      .map(Number)
    return h! * 60 + m!
  }
  const hhmm = (minutes: number) =>
    `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
  const twelveHour = (minutes: number) => {
    const h = Math.floor(minutes / 60)
    return `${h % 12 === 0 ? 12 : h % 12}:${String(minutes % 60).padStart(2, '0')} ${h < 12 ? 'am' : 'pm'}`
  }

  test('the home card says when ordering opens, in the distributor’s time, naming its zone', async ({
    page,
    baseURL,
  }) => {
    const admin = await apiSession(baseURL!, demo.admin)
    try {
      await signIn(page, demo.customer)
      await expect(page.getByText('Place Order')).toBeVisible()
      const now = chicagoMinutes()
      const placeOrder = page.locator('.MuiCard-root').filter({ hasText: 'Place Order' })

      // Later today: "Orders open from".
      if (now <= 22 * 60 + 40) {
        const open = Math.ceil((now + 60) / 5) * 5
        const close = Math.min(open + 60, 23 * 60 + 55)
        await setCompanyHours(admin.context, {
          alwaysOpen: false,
          openTime: hhmm(open),
          closeTime: hhmm(close),
        })
        await page.reload()
        await expect(page.getByText(`Orders open from ${twelveHour(open)} Central Time`)).toBeVisible()
        await expect(page.getByTestId('ordering-hours')).toHaveText(
          `Ordering hours: ${twelveHour(open)} – ${twelveHour(close)} Central Time`,
        )
        await expect(placeOrder).toHaveAttribute('aria-disabled', 'true')
        await expectAccessible(page, 'home, opens later today')
        await shot(page, 'customer-home-opens-later-phone')
      }

      // Closed for today: "Ordering closed until" the next opening.
      if (now >= 70) {
        const close = Math.floor((now - 60) / 5) * 5
        await setCompanyHours(admin.context, { alwaysOpen: false, openTime: '00:00', closeTime: hhmm(close) })
        await page.reload()
        await expect(page.getByText('Ordering closed until 12:00 am Central Time')).toBeVisible()
        await expect(placeOrder).toHaveAttribute('aria-disabled', 'true')
        await expectAccessible(page, 'home, closed until tomorrow')
        await shot(page, 'customer-home-closed-phone')
        // The form refuses too, and says why.
        await page.goto('/customer/order-form')
        await quantity(page, 'Lemons').fill('1')
        await page.getByRole('button', { name: 'Next' }).click()
        await expect(page.getByText('Ordering closed until 12:00 am Central Time')).toBeVisible()
        await expect(page.getByRole('button', { name: 'Submit Order' })).toBeDisabled()
        await page.goto('/')
      }

      // The server says closed without an opening: temporarily unavailable.
      await page.route('**/api/settings/order-window/effective', (route) =>
        route.fulfill({
          json: {
            alwaysOpen: true,
            openTime: '06:00',
            closeTime: '21:00',
            open: false,
            timeZone: 'America/Chicago',
          },
        }),
      )
      await page.reload()
      await expect(page.getByText('Ordering temporarily unavailable')).toBeVisible()
      await expectAccessible(page, 'customer home, ordering unavailable (phone)')
      await shot(page, 'customer-home-unavailable-phone')
    } finally {
      await setCompanyHours(admin.context, { alwaysOpen: true })
      await admin.context.dispose()
    }
  })
})

test.describe('closed ordering, on a phone in the server’s zone', () => {
  test.use({ viewport: PHONE, timezoneId: 'America/Chicago' })

  test('does not name the zone', async ({ page, baseURL }) => {
    const admin = await apiSession(baseURL!, demo.admin)
    try {
      await setCompanyHours(admin.context, { alwaysOpen: false, openTime: '06:00', closeTime: '21:00' })
      await signIn(page, demo.customer)
      await expect(page.getByTestId('ordering-hours')).toHaveText('Ordering hours: 6:00 am – 9:00 pm')
    } finally {
      await setCompanyHours(admin.context, { alwaysOpen: true })
      await admin.context.dispose()
    }
  })
})
