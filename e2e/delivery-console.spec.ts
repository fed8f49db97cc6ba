import { readFileSync } from 'node:fs'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { type ApiSession, apiSession, newCustomer, staffTest } from './support/accounts.ts'
import { DESKTOP, demo, PHONE, shot, signIn } from './support/index.ts'
import { look, signedInPhone } from './support/screens.ts'

/**
 * Issue 25 in the console: an admin closes a day that has an order and moves the order; the pick
 * list of a day adds up to its orders' lines; a rep makes an order standing, skips a week and edits it.
 * Each story runs on customers of its own (Sam's), so the demo accounts stay as other specs expect.
 */
test.use({ reducedMotion: 'reduce', viewport: PHONE })
test.setTimeout(240_000)

/** The distributor's zone (the gateway's default TIME_ZONE). */
const ZONE = 'America/Chicago'

function today(): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date())
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}

const isoWeekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() || 7

/** Every weekday, orders closing the evening before: any date from the day after tomorrow is open. */
const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
  weekday,
  cutoffDaysBefore: 1,
  cutoffTime: '23:55',
}))

interface Kitchen {
  id: number
  businessName: string
}

/** A customer of Sam's with its prices on the catalogue's first products and delivery days of its own. */
async function kitchen(admin: ApiSession, sam: ApiSession, tag: string, days = EVERY_DAY): Promise<Kitchen> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`
  const catalogue = (await (await admin.context.get('/api/products?limit=4')).json()) as {
    products?: { productId?: string; id?: string }[]
  }
  const productIds = (catalogue.products ?? [])
    .map((p) => p.productId ?? p.id)
    .filter((id): id is string => typeof id === 'string')
  expect(productIds.length).toBeGreaterThanOrEqual(3)
  const businessName = `${tag} Kitchen ${stamp}`
  const created = await admin.context.post('/api/customers', {
    data: {
      businessName,
      accountNumber: `DK-${stamp}`,
      firstName: 'Dee',
      lastName: 'Livery',
      email: `${tag.toLowerCase()}${stamp}@kitchen.test`,
      phone: '(312) 555-0142',
      salesUserId: sam.userId,
      products: productIds.map((productId, i) => ({ productId, price: 4 + i })),
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const body = (await created.json()) as { customer?: { id: number }; id?: number }
  const id = body.customer?.id ?? body.id ?? 0
  const schedule = await sam.context.put(`/api/customers/${id}/delivery-schedule`, { data: { days } })
  expect(schedule.status(), await schedule.text()).toBe(200)
  return { id, businessName }
}

interface Line {
  productId: string
  quantity: number
  quantityType: 'pack' | 'case' | 'weight'
}

/** The customer's products, each ordered by its unit: packs, or pounds for a weighed one. */
async function linesFor(sam: ApiSession, customer: Kitchen, amounts: number[]): Promise<Line[]> {
  const answer = await sam.context.get(`/api/customers/${customer.id}/products`)
  const { products } = (await answer.json()) as {
    products: { productId: string; unitType: string; packsPerCase?: number | null }[]
  }
  return amounts.map((amount, i) => {
    const product = products[i]
    if (!product) throw new Error('not enough products')
    return product.unitType === 'weight'
      ? { productId: product.productId, quantity: amount + 0.25, quantityType: 'weight' }
      : {
          productId: product.productId,
          quantity: amount,
          quantityType: i % 2 && (product.packsPerCase ?? 0) > 1 ? 'case' : 'pack',
        }
  })
}

/** A phone order by Sam for a delivery date; its id. */
async function orderFor(
  sam: ApiSession,
  customer: Kitchen,
  deliveryDate: string,
  lines: Line[],
): Promise<number> {
  const placed = await sam.context.post(`/api/customers/${customer.id}/orders`, {
    data: { items: lines, outsideWindow: true, deliveryDate },
    headers: { 'Idempotency-Key': `${customer.id}-${deliveryDate}-${Math.random()}` },
  })
  expect(placed.status(), await placed.text()).toBe(201)
  const body = (await placed.json()) as { id: number; deliveryDate: string | null }
  expect(body.deliveryDate).toBe(deliveryDate)
  return body.id
}

/** Waits until the read side has the order on its date (the screens read from it). */
async function orderOn(context: APIRequestContext, orderId: number, date: string) {
  await expect
    .poll(
      async () =>
        ((await (await context.get(`/api/orders/${orderId}`)).json()) as { deliveryDate?: string })
          .deliveryDate,
    )
    .toBe(date)
}

/** Scans and photographs at both widths; the names say console, beside the ordering app's shots. */
async function both(page: Page, name: string) {
  await look(page, `console-${name}`)
}

/**
 * Every cut-off select shows its whole choice and stays inside its card (issue 36: at 1440 px the
 * time ran past the card's edge, and a phone cut "The day before").
 */
async function expectCutoffsFit(page: Page) {
  const selects = page.getByRole('combobox', { name: /: (days before the delivery|cut-off time)$/ })
  await expect(selects.first()).toBeVisible()
  const misfits = await selects.evaluateAll((elements) =>
    (elements as HTMLSelectElement[]).flatMap((select) => {
      const style = getComputedStyle(select)
      const pen = document.createElement('canvas').getContext('2d')
      if (!pen) return ['no canvas']
      pen.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
      const room =
        select.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight)
      const text = select.options[select.selectedIndex]?.text ?? ''
      const card = select.closest('.MuiCard-root')?.getBoundingClientRect()
      const box = select.getBoundingClientRect()
      const cut = pen.measureText(text).width > room + 0.5
      const outside = card !== undefined && box.right > card.right
      return cut || outside ? [`${select.getAttribute('aria-label')}: ${text}`] : []
    }),
  )
  expect(misfits).toEqual([])
}

staffTest(
  'an admin adds a closure on a day that has an order and moves the order',
  async ({ context, admin, sam }) => {
    const closed = addDays(today(), 40)
    const moved = addDays(closed, 1)
    const customer = await kitchen(admin, sam, 'Closure')
    const orderId = await orderFor(sam, customer, closed, await linesFor(sam, customer, [2, 1]))
    await orderOn(admin.context, orderId, closed)

    const page = await context.newPage()
    await signIn(page, demo.admin)
    await expect(page).toHaveURL(/\/$/)
    await page.goto('/settings/delivery')
    await expect(page.getByRole('heading', { name: 'Delivery', exact: true })).toBeVisible()
    await expect(page.getByRole('radio', { name: /No delivery days/ })).toBeVisible()
    await both(page, 'delivery-settings')

    await page.getByRole('button', { name: 'Add closure' }).click()
    const add = page.getByRole('dialog', { name: 'Add a closure' })
    await add.getByLabel('First closed day').fill(closed)
    await add.getByLabel('Reason').fill('Stock-take')
    await both(page, 'delivery-add-closure')
    await add.getByRole('button', { name: 'Add closure' }).click()

    // The closure has an order: it is shown, to be moved.
    const orders = page.getByRole('dialog', { name: 'Orders during the closure' })
    await expect(orders.getByText(`Order #${orderId} · ${customer.businessName}`)).toBeVisible()
    await both(page, 'delivery-closure-orders')
    await orders.getByRole('button', { name: `Move order #${orderId}` }).click()
    const move = page.getByRole('dialog', { name: `Move order #${orderId}` })
    await move.getByLabel('New delivery date').fill(moved)
    await move.getByLabel('Reason (optional)').fill('Closed for the stock-take')
    await both(page, 'delivery-move-order')
    await move.getByRole('button', { name: 'Move', exact: true }).click()
    await expect(move).toBeHidden()
    await expect(orders.getByText('No orders ship on these days any more.')).toBeVisible()
    await orders.getByRole('button', { name: 'Done' }).click()

    // One move, on the server; the closure lists no order left to move.
    await orderOn(admin.context, orderId, moved)
    const closures = page.getByRole('list', { name: 'Closures' })
    await expect(closures.getByRole('listitem').filter({ hasText: 'Stock-take' })).toContainText('No orders')

    // The dashboard finds it by its new delivery date.
    await page.goto('/')
    await page.getByRole('combobox', { name: 'Delivery' }).click()
    await page.getByRole('option', { name: 'A date…' }).click()
    await page.getByLabel('Delivery date').fill(moved)
    await expect(page.getByRole('link', { name: new RegExp(`Order #${orderId}`) })).toBeVisible()
    await both(page, 'delivery-dashboard-filter')

    // The order's page says where it went.
    await page.goto(`/orders/${orderId}`)
    await expect(page.getByTestId('order-delivery-date')).toContainText('Delivery')
    await expect(page.getByRole('button', { name: 'Move' })).toBeVisible()
    await both(page, 'delivery-order-detail')

    // Deleting the closure gives the day back.
    await page.goto('/settings/delivery')
    // Only this test's closure, picked by its reason: others may exist.
    await closures
      .getByRole('listitem')
      .filter({ hasText: 'Stock-take' })
      .getByRole('button', { name: /Delete the closure/ })
      .click()
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
    await expect(closures.getByText('Stock-take')).toBeHidden()
    // The API's reads catch up with the removal (this client holds no read-your-writes token).
    await expect
      .poll(async () => {
        const { rows } = (await (await admin.context.get('/api/settings/closures')).json()) as {
          rows: { from: string }[]
        }
        return rows.some((row) => row.from === closed)
      })
      .toBe(false)
  },
)

staffTest("the pick list for a day adds up to the orders' lines", async ({ context, admin, sam }) => {
  const day = addDays(today(), 45)
  const first = await kitchen(admin, sam, 'PickA')
  const second = await kitchen(admin, sam, 'PickB')
  const ids = [
    await orderFor(sam, first, day, await linesFor(sam, first, [2, 1, 3])),
    await orderFor(sam, second, day, await linesFor(sam, second, [1, 2, 1])),
  ]
  for (const id of ids) await orderOn(admin.context, id, day)

  // The orders of the day, line by line, summed by product and unit.
  const ordersOfDay = (await (
    await admin.context.get(`/api/orders?deliveryDate=${day}&limit=100`)
  ).json()) as { rows: { id: number; OrderItems: Line[] }[] }
  const expected = new Map<string, { pack: number; case: number; weight: number }>()
  for (const order of ordersOfDay.rows)
    for (const item of order.OrderItems) {
      const sums = expected.get(item.productId) ?? { pack: 0, case: 0, weight: 0 }
      sums[item.quantityType] += item.quantity
      expected.set(item.productId, sums)
    }
  expect(ordersOfDay.rows.map((o) => o.id).sort()).toEqual([...ids].sort())

  const pick = (await (await admin.context.get(`/api/pick-list?date=${day}`)).json()) as {
    orderCount: number
    categories: { products: { productId: string; total: { packs: number; cases: number; lb: number } }[] }[]
  }
  expect(pick.orderCount).toBe(ids.length)
  const products = pick.categories.flatMap((c) => c.products)
  expect(products.map((p) => p.productId).sort()).toEqual([...expected.keys()].sort())
  for (const product of products) {
    const sums = expected.get(product.productId)
    expect(product.total, product.productId).toEqual({
      packs: sums?.pack,
      cases: sums?.case,
      lb: sums?.weight,
    })
  }

  // The screen shows the same totals.
  const page = await context.newPage()
  await signIn(page, demo.admin)
  await expect(page).toHaveURL(/\/$/)
  // The drawer's entry (open beside the page at desktop width).
  await page.setViewportSize(DESKTOP)
  await page.getByRole('menuitem', { name: 'Pick list' }).click()
  await expect(page).toHaveURL(/\/pick-list$/)
  await page.setViewportSize(PHONE)
  await page.getByLabel('Delivery date').fill(day)
  await expect(page.getByRole('status').filter({ hasText: `${ids.length} orders` })).toBeVisible()
  for (const product of products) {
    const row = page.getByTestId(`pick-${product.productId}`)
    const total = row.getByTestId('pick-total')
    if (product.total.cases) await expect(total).toContainText(`${product.total.cases} case`)
    if (product.total.packs) await expect(total).toContainText(`${product.total.packs} pack`)
    if (product.total.lb) await expect(total).toContainText(`${product.total.lb.toFixed(2)} lb`)
  }
  await expect(page.getByText(first.businessName).first()).toBeVisible()
  await expect(page.getByText(second.businessName).first()).toBeVisible()
  await both(page, 'pick-list')

  // The CSV holds a row per customer line.
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download CSV' }).click()
  const file = await downloading
  expect(file.suggestedFilename()).toBe(`pick-list-${day}.csv`)
  const csv = readFileSync((await file.path()) ?? '', 'utf8')
  for (const product of products) expect(csv).toContain(product.productId)
  expect(csv).toContain(first.businessName)

  // Print opens the date's pick-list PDF (issue 35), the paper with tick boxes.
  await expect(page.getByRole('link', { name: 'Print' })).toHaveAttribute(
    'href',
    `/api/pick-list.pdf?date=${day}`,
  )
  // Printed from the browser's menu, the list stands alone: no app bar, menu or controls.
  await page.setViewportSize(DESKTOP)
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('link', { name: 'Print' })).toBeHidden()
  await expect(page.getByRole('banner')).toBeHidden()
  await expect(page.getByRole('menuitem', { name: 'Pick list' })).toBeHidden()
  await expect(page.getByTestId(`pick-${products[0]?.productId}`)).toBeVisible()
  await shot(page, 'console-pick-list-print')
  await page.emulateMedia({ media: 'screen' })
})

staffTest('a rep makes an order standing, skips a week and edits it', async ({ context, admin, sam }) => {
  let standingId: string | null = null
  try {
    // Tuesdays and Fridays, as Blue Door Bistro gets them.
    const routes = [2, 5].map((weekday) => ({ weekday, cutoffDaysBefore: 1, cutoffTime: '22:00' }))
    const customer = await kitchen(admin, sam, 'Standing', routes)
    let date = addDays(today(), 3)
    while (![2, 5].includes(isoWeekday(date))) date = addDays(date, 1)
    const orderId = await orderFor(sam, customer, date, await linesFor(sam, customer, [2, 1]))
    await orderOn(sam.context, orderId, date)

    const page = await context.newPage()
    await signIn(page, demo.sales)
    await expect(page).toHaveURL(/\/$/)
    await page.goto(`/orders/${orderId}`)
    await page.getByRole('button', { name: 'Make standing' }).click()
    const dialog = page.getByRole('dialog', { name: 'Make standing' })
    await expect(dialog.getByRole('radio', { name: 'Every week' })).toBeChecked()
    await both(page, 'standing-make')
    await dialog.getByRole('button', { name: 'Make standing' }).click()

    // The customer's page, at its standing orders.
    await expect(page).toHaveURL(new RegExp(`/customers/${customer.id}/edit#standing-orders$`))
    const card = page.locator('#standing-orders')
    await expect(card.getByText(/Every week from/)).toBeVisible()
    const firstSkip = card.getByRole('button', { name: /^Skip / }).first()
    await expect(firstSkip).toBeVisible()
    const skipped = ((await firstSkip.getAttribute('aria-label')) ?? '').replace(/^Skip /, '')
    await firstSkip.click()
    await expect(card.getByRole('button', { name: `Unskip ${skipped}` })).toBeVisible()
    await expect(card.getByRole('listitem').filter({ hasText: skipped }).getByText('Skipped')).toBeVisible()
    await card.scrollIntoViewIfNeeded()
    await both(page, 'standing-customer')

    // On the server: one standing order, every week, that date skipped.
    const { rows } = (await (
      await sam.context.get(`/api/standing-orders?customerId=${customer.id}`)
    ).json()) as {
      rows: { id: string; everyWeeks: number; upcoming: { date: string; state: string }[] }[]
    }
    expect(rows).toHaveLength(1)
    standingId = rows[0]?.id ?? null
    expect(rows[0]?.everyWeeks).toBe(1)
    expect(rows[0]?.upcoming.filter((d) => d.state === 'skipped')).toHaveLength(1)

    // The rep changes it: one line fewer, every other week.
    await card.getByRole('button', { name: /^Edit standing order: Every week/ }).click()
    const edit = page.getByRole('dialog', { name: 'Edit standing order' })
    const lines = edit.getByRole('list', { name: 'Lines' })
    await expect(lines.getByRole('listitem')).toHaveCount(2)
    await lines
      .getByRole('button', { name: /^Remove / })
      .first()
      .click()
    await expect(lines.getByRole('listitem')).toHaveCount(1)
    await edit.getByRole('radio', { name: 'Every other week' }).check()
    await both(page, 'standing-edit')
    await edit.getByRole('button', { name: 'Save' }).click()
    await expect(edit).toBeHidden()
    await expect(card.getByText(/Every other week from/)).toBeVisible()
    const changed = (await (
      await sam.context.get(`/api/standing-orders?customerId=${customer.id}`)
    ).json()) as { rows: { everyWeeks: number; lines: unknown[] }[] }
    expect(changed.rows[0]?.everyWeeks).toBe(2)
    expect(changed.rows[0]?.lines).toHaveLength(1)

    // The delivery days have a tab of their own (issue 36), which says whose days these are.
    await page.getByRole('tab', { name: 'Delivery days' }).click()
    // react-admin's tab links keep the hash they found (#standing-orders).
    await expect(page).toHaveURL(new RegExp(`/customers/${customer.id}/edit/delivery-days(#.*)?$`))
    await expect(page.getByRole('radio', { name: 'Its own days' })).toBeChecked()
    await expect(page.getByRole('checkbox', { name: 'Tuesday' })).toBeChecked()
    await expectCutoffsFit(page)
    await page.setViewportSize(DESKTOP)
    await expectCutoffsFit(page)
    await page.setViewportSize(PHONE)
    await both(page, 'customer-delivery-days')
  } finally {
    if (standingId) await sam.context.delete(`/api/standing-orders/${standingId}`)
  }
})

staffTest(
  'an order on a newly closed date is flagged in the console; the customer sees the reason and its standing date moved',
  async ({ context, admin, baseURL, browser }) => {
    // Issue 36, item 3: a closure added after the order was placed.
    const closed = addDays(today(), 3)
    const made = await newCustomer(baseURL!, 'closed', 3)
    const customer = await apiSession(baseURL!, made)
    const schedule = await admin.context.put(`/api/customers/${customer.userId}/delivery-schedule`, {
      data: { days: EVERY_DAY },
    })
    expect(schedule.status(), await schedule.text()).toBe(200)
    const { products } = (await (
      await customer.context.get(`/api/customers/${customer.userId}/products`)
    ).json()) as {
      products: { productId: string; unitType: string }[]
    }
    const placed = await customer.context.post('/api/orders', {
      data: {
        deliveryDate: closed,
        items: products.slice(0, 2).map((p) => ({
          productId: p.productId,
          quantity: p.unitType === 'weight' ? 3.5 : 1,
          quantityType: p.unitType === 'weight' ? 'weight' : 'pack',
        })),
      },
    })
    expect(placed.status(), await placed.text()).toBe(201)
    const orderId = ((await placed.json()) as { id: number }).id
    const standing = await customer.context.post('/api/standing-orders', {
      data: { fromOrderId: orderId, everyWeeks: 1, startsOn: closed },
    })
    expect(standing.status(), await standing.text()).toBe(201)
    const standingId = ((await standing.json()) as { id: string }).id
    await orderOn(admin.context, orderId, closed)
    let closureId: string | null = null
    try {
      const page = await context.newPage()
      await signIn(page, demo.admin)
      await expect(page).toHaveURL(/\/$/)
      await page.goto('/settings/delivery')
      await page.getByRole('button', { name: 'Add closure' }).click()
      const add = page.getByRole('dialog', { name: 'Add a closure' })
      await add.getByLabel('First closed day').fill(closed)
      await add.getByLabel('Reason').fill('Inventory count')
      // The setting, and how many standing orders the closure moves, before it is saved.
      await expect(add.getByLabel('Standing orders on these days move to')).toContainText(
        'their next delivery day',
      )
      await expect(add.getByRole('status')).toContainText(
        /\d+ standing orders? moves? to their next delivery day\./,
      )
      await both(page, 'closure-standing-count')
      await add.getByRole('button', { name: 'Add closure' }).click()
      const orders = page.getByRole('dialog', { name: 'Orders during the closure' })
      await expect(orders.getByText(`Order #${orderId}`, { exact: false })).toBeVisible()
      await orders.getByRole('button', { name: 'Done' }).click()
      const rows = (await (await admin.context.get('/api/settings/closures')).json()) as {
        rows: { id: string; from: string }[]
      }
      closureId = rows.rows.find((r) => r.from === closed)?.id ?? null

      // The order's page: the closure's reason, and the page's one Move (among the order's
      // actions, which the warning points to) opens the move dialog.
      await page.goto(`/orders/${orderId}`)
      const warning = page.getByTestId('closed-date-warning')
      await expect(warning).toContainText('Inventory count')
      await both(page, 'closed-order-detail')
      const move = page.getByRole('button', { name: 'Move', exact: true })
      await expect(move).toHaveCount(1)
      await move.click()
      await expect(page.getByRole('dialog', { name: `Move order #${orderId}` })).toBeVisible()
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()

      // The dashboard counts and lists it; the pick list of the day warns.
      await page.goto('/')
      await expect(page.getByTestId('closed-orders-panel')).toContainText(`Order #${orderId}`)
      await both(page, 'closed-orders-dashboard')
      await page.goto('/pick-list')
      await page.getByLabel('Delivery date').fill(closed)
      await expect(page.getByTestId('pick-list-closed-warning')).toContainText(`#${orderId}`)
      await both(page, 'closed-pick-list')

      // The customer's app: the closed date with its reason, and the standing date moved.
      const { context: phone, page: app } = await signedInPhone(browser, made)
      try {
        await expect(app.getByRole('heading', { name: 'Provender Ordering' })).toBeVisible()
        await app.goto('/customer/order-form')
        await app
          .getByRole('button', { name: /^One (pack|case|lb) more of/ })
          .first()
          .click()
        await app.getByRole('button', { name: 'Next' }).click()
        await expect(app.getByTestId('closed-date')).toContainText('Inventory count')
        await look(app, 'app-closed-date-reason')
        await app.goto('/customer/standing-orders')
        await expect(app.getByText(/^Moved from .*: Inventory count$/).first()).toBeVisible()
        await look(app, 'app-standing-moved')
      } finally {
        await phone.close()
      }
    } finally {
      if (closureId) await admin.context.delete(`/api/settings/closures/${closureId}`)
      await customer.context.delete(`/api/standing-orders/${standingId}`)
      await customer.context.dispose()
    }
  },
)
