import { expect, type Page, test } from '@playwright/test'
import { DESKTOP, demo, expectAccessible, PHONE, shot } from './support/index.ts'

/**
 * The API reference at /api/docs: swagger-ui served by the gateway from its own files, under
 * the gateway's Content-Security-Policy. It is public (the document describes calls, no data),
 * so no sign-in here.
 */

/** Opens the reference and fails on any script error or Content-Security-Policy refusal. */
async function openReference(page: Page): Promise<string[]> {
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text())
  })
  await page.goto('/api/docs')
  await expect(page.getByRole('heading', { name: /Provender API/ })).toBeVisible()
  return problems
}

/**
 * swagger-ui renders only the operations near the viewport (its list is virtual), so a tag or an
 * operation further down exists only once the page has been scrolled to it.
 */
async function reveal(page: Page, selector: string) {
  const target = page.locator(selector)
  await page.evaluate(() => window.scrollTo(0, 0))
  for (let step = 0; step < 200 && (await target.count()) === 0; step++) {
    await page.mouse.wheel(0, 400)
    await page.waitForTimeout(50)
  }
  await target.scrollIntoViewIfNeeded()
  return target
}

for (const [name, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`the API reference renders every tag and an operation's schemas (${name})`, async ({ page }) => {
    // axe's full scan of a page listing some sixty operations takes minutes on a busy machine.
    test.setTimeout(300_000)
    await page.setViewportSize(viewport)
    const problems = await openReference(page)
    for (const tag of ['Books', 'Catalogue', 'Customers', 'History', 'Orders', 'Session']) {
      await expect(await reveal(page, `#operations-tag-${tag}`)).toBeVisible()
    }
    await expectAccessible(page, `API reference (${name})`)

    // One operation opened shows its parameters, its request body and its answers, with the
    // repairs docs.js makes to swagger-ui's markup (one id per element, header cells).
    const placeOrder = await reveal(page, '#operations-Orders-postApiOrders')
    await placeOrder.locator('.opblock-summary-control').click()
    await expect(placeOrder.getByText('Idempotency-Key')).toBeVisible()
    const answers = placeOrder.locator('.responses-table')
    await expect(answers.getByText('201', { exact: true })).toBeVisible()
    await expect(answers.getByRole('columnheader', { name: 'Code' })).toBeVisible()
    await expect(placeOrder.getByRole('combobox', { name: 'Request content type' })).toBeVisible()
    await expectAccessible(page, `API reference, an operation opened (${name})`)
    await shot(page, `api-docs-${name}`)
    expect(problems).toEqual([])
  })

  test(`the API reference tries out a list with query parameters (${name})`, async ({ page }) => {
    test.setTimeout(300_000)
    await page.setViewportSize(viewport)
    const problems = await openReference(page)
    // "Try it out" calls with the browser's session, as the apps do.
    const login = await page.request.post('/api/auth/login', { data: demo.admin })
    expect(login.status()).toBe(200)

    const listOrders = await reveal(page, '#operations-Orders-getApiOrders')
    await listOrders.locator('.opblock-summary-control').click()
    const sortField = listOrders.getByRole('combobox', { name: 'sortField' })
    await expect(sortField).toBeVisible()
    await expect(
      listOrders.locator('.responses-table').getByRole('columnheader', { name: 'Code' }),
    ).toBeVisible()
    await expectAccessible(page, `API reference, a list opened (${name})`)

    await listOrders.getByRole('button', { name: 'Try it out' }).click()
    await listOrders.getByRole('textbox', { name: 'limit' }).fill('2')
    await sortField.selectOption('createdAt')
    await listOrders.getByRole('button', { name: 'Execute' }).click()
    await expect(listOrders.locator('.request-url')).toContainText('/api/orders?limit=2&sortField=createdAt')
    const answer = listOrders.locator('.live-responses-table')
    await expect(answer.getByRole('columnheader', { name: 'Details' })).toBeVisible()
    await expect(answer.locator('tbody .response-col_status')).toHaveText('200')
    await expect(answer.locator('tbody .response-col_description')).toContainText('"rows"')
    await expectAccessible(page, `API reference, a list tried out (${name})`)
    await shot(page, `api-docs-tried-${name}`)
    expect(problems).toEqual([])
  })
}
