import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test'
import { apiSession } from './support/accounts.ts'
import { demo, expectAccessible, PHONE, shot } from './support/index.ts'
import { look, signedInPhone } from './support/screens.ts'

/**
 * Issue 24, offline drafts, across a reload: a submit made without a network waits with a
 * banner; the tab reloaded while still offline (the service worker serves the app shell) still
 * waits and says so; when the network returns the order is sent once, with the key it was
 * given at the first tap, and exactly one order is placed.
 */
test.use({ reducedMotion: 'reduce', viewport: PHONE })
test.setTimeout(240_000)

/** The demo customer on its phone, home shown and the service worker in control (so the app opens offline). */
async function customerWithServiceWorker(browser: Browser) {
  const opened = await signedInPhone(browser, demo.customer)
  await expect(opened.page.getByRole('link', { name: /Place Order/ })).toBeVisible()
  await opened.page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await expect.poll(() => opened.page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
  return opened
}

async function orderIds(customer: APIRequestContext, userId: number): Promise<number[]> {
  const answer = await customer.get(`/api/orders/customer/${userId}?limit=50`)
  return ((await answer.json()) as { rows: { id: number }[] }).rows.map((row) => row.id)
}

/** The key the stored draft holds for the pending submit (what a resend must use). */
const storedKey = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('provender.orderDraft.'))
    const draft = key ? (JSON.parse(sessionStorage.getItem(key) ?? '{}') as Record<string, unknown>) : {}
    return (draft.submission as { key?: string; waiting?: boolean } | undefined) ?? null
  })

test('a submit made offline still waits after a reload, and is placed once when the network returns', async ({
  browser,
  baseURL,
}) => {
  const admin = await apiSession(baseURL!, demo.admin)
  // Orders can be placed whatever the time of the run.
  const hours = await admin.context.put('/api/settings/order-window/mine', { data: { alwaysOpen: true } })
  expect(hours.status(), await hours.text()).toBe(200)
  const customer = await apiSession(baseURL!, demo.customer)
  // The app shell opens offline only once the service worker controls the page.
  const { context, page } = await customerWithServiceWorker(browser)
  try {
    const before = await orderIds(customer.context, customer.userId)

    await page.getByRole('link', { name: /Place Order/ }).click()
    await page.getByRole('button', { name: /Fill from last order/ }).click()
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page.getByRole('heading', { name: 'Choose Quantities' })).toBeVisible()
    const sent: { status: number; key: string | null }[] = []
    page.on('response', async (r) => {
      if (r.request().method() === 'POST' && r.url().endsWith('/api/orders'))
        sent.push({ status: r.status(), key: await r.request().headerValue('idempotency-key') })
    })

    await context.setOffline(true)
    await page.getByRole('button', { name: 'Submit Order' }).click()
    const banner = page.getByTestId('offline-banner')
    await expect(banner).toContainText('You are offline. Your order is saved and will be sent once')
    await expect.poll(async () => (await storedKey(page))?.waiting).toBe(true)
    const key = (await storedKey(page))!.key!

    // A reload without a network: the service worker's shell, the draft and its key from the tab.
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Choose Quantities' })).toBeVisible()
    await expect(banner).toContainText('You are offline. Your order is saved and will be sent once')
    expect((await storedKey(page))?.key).toBe(key)
    expect(await page.evaluate(() => navigator.onLine)).toBe(false)
    await look(page, 'order-offline-reloaded')
    expect(sent).toEqual([])

    await context.setOffline(false)
    await expect(page.getByRole('heading', { name: 'Order Confirmed' })).toBeVisible()
    await expect(banner).toHaveCount(0)
    await expect(page.getByRole('table')).toBeVisible()
    await shot(page, 'order-offline-sent-phone')
    expect(sent).toEqual([{ status: 201, key }])
    // Exactly one new order, and no second one coming later.
    await expect
      .poll(async () => (await orderIds(customer.context, customer.userId)).length)
      .toBe(before.length + 1)
    await page.waitForTimeout(1_500)
    const after = await orderIds(customer.context, customer.userId)
    expect(after.filter((id) => !before.includes(id))).toHaveLength(1)
    expect(sent).toHaveLength(1)
  } finally {
    await customer.context.dispose()
    await admin.context.dispose()
    await context.close()
  }
})

test('the app opened offline says the products load when the network returns, then shows them', async ({
  browser,
}) => {
  const { context, page } = await customerWithServiceWorker(browser)
  try {
    // The order form's code goes through the service worker once, so it is in its cache.
    await page.getByRole('link', { name: /Place Order/ }).click()
    await expect(page.getByRole('heading', { name: 'Select Your Items' })).toBeVisible()

    await context.setOffline(true)
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Select Your Items' })).toBeVisible()
    await expect(page.getByTestId('offline-loading')).toContainText(
      'You are offline. Your products load as soon as the connection returns',
    )
    await expectAccessible(page, 'order form opened offline (phone)')
    await shot(page, 'order-offline-start-phone')

    await context.setOffline(false)
    await expect(page.getByTestId('offline-loading')).toHaveCount(0)
    await expect(page.getByRole('button', { name: /Fill from last order/ })).toBeVisible()
  } finally {
    await context.close()
  }
})
