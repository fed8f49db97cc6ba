import { expect, type Page, test } from '@playwright/test'
import { DESKTOP, demo, expectAccessible, PHONE, shot, signIn } from './support/index.ts'

/**
 * Issue 24, item 3: home shows the last order with "Order again"; history rows show status, item
 * count, the estimate and the final total, and "Order again"; both land in the order form with
 * the order's lines. Blue Door (the demo customer), at a phone's and a desktop's size.
 */
interface Row {
  id: number
  status: 'pending' | 'fulfilled' | 'short'
  itemCount: number
  estimatedTotal: number
  finalTotal: number | null
  OrderItems: { productName: string }[]
}

const LABELS = { pending: 'Pending', fulfilled: 'Fulfilled', short: 'Shipped short' } as const
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

test.use({ reducedMotion: 'reduce' })

async function ordersOf(page: Page): Promise<Row[]> {
  const me = (await (await page.request.get('/api/account/me')).json()) as { user: { id: number } }
  const list = await page.request.get(`/api/orders/customer/${me.user.id}?limit=10`)
  return ((await list.json()) as { rows: Row[] }).rows
}

/** The form opened on the order's lines: its notice names the order, and its products are there. */
async function expectFormWith(page: Page, order: Row) {
  await expect(page).toHaveURL(/\/customer\/order-form/)
  await expect(page.getByText(`Order #${order.id} copied at today's prices.`)).toBeVisible()
  await expect(page.getByText(order.OrderItems[0]!.productName).first()).toBeVisible()
}

for (const [size, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`order again from home and from history (${size})`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await signIn(page, demo.customer)
    const card = page.getByRole('region', { name: 'Your last order' })
    await expect(card).toBeVisible()
    const orders = await ordersOf(page)
    const last = orders[0]!
    await expect(card).toContainText(`#${last.id}`)
    await expect(card).toContainText(LABELS[last.status])
    await expect(card).toContainText(`Estimate ${money.format(last.estimatedTotal)}`)
    await expectAccessible(page, `home with last order (${size})`)
    await shot(page, `order-again-home-${size}`)

    await card.getByRole('button', { name: 'Order again' }).click()
    await expectFormWith(page, last)
    await expectAccessible(page, `order form from home's order again (${size})`)

    await page.goto('/customer/order-history')
    await expect(page.getByRole('heading', { name: 'Order History' })).toBeVisible()
    const older = orders.find((o) => o.finalTotal !== null)!
    const row = page.getByRole('row', { name: new RegExp(`#${older.id}\\b`) })
    await expect(row).toContainText(LABELS[older.status])
    await expect(row).toContainText(`${older.itemCount} item`)
    await expect(row).toContainText(`Estimate ${money.format(older.estimatedTotal)}`)
    await expect(row).toContainText(`Final ${money.format(older.finalTotal!)}`)
    await expect(page.getByRole('row', { name: new RegExp(`#${last.id}\\b`) })).toContainText(
      LABELS[last.status],
    )
    // No sideways scrolling on a phone.
    if (size === 'phone') {
      const root = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        document.documentElement.clientWidth,
      ])
      expect(root[0]).toBeLessThanOrEqual(root[1]!)
    }
    await expectAccessible(page, `order history with status and totals (${size})`)
    await shot(page, `order-again-history-${size}`)

    await row.getByRole('button', { name: 'Order again' }).click()
    await expectFormWith(page, older)
    await expectAccessible(page, `order form from history's order again (${size})`)
    await shot(page, `order-again-form-${size}`)
  })
}
