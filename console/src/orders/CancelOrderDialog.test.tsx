// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Order } from '../dataProvider/index.ts'
import { blueDoorOrder as order, refusal, writesOf } from '../testing/orders.ts'
import { renderInConsole, stubApi } from '../testing/renderInConsole.tsx'
import { OrderShow } from './OrderShow.tsx'

const STALE = 'This order was changed by someone else. Reload it to see the latest lines.'
const cancelled: Order = {
  ...order,
  version: 4,
  cancelled: true,
  status: 'cancelled',
  cancelledAt: '2026-11-21T09:30:00.000Z',
  cancelledBy: 'Sam Reyes',
  cancelReason: 'Closed for a private event',
}

/**
 * The order page as an admin sees it, each cancel answered with the next of `posts` and then
 * a success, after which the order reads cancelled.
 */
async function openCancel(posts: Response[] = []) {
  let current = order
  const spy = stubApi((_url, init) => {
    if (init?.method !== 'POST') return current
    const next = posts.shift()
    if (next) return next
    current = cancelled
    return { id: 12, version: 4, cancelled: true, totalPrice: order.totalPrice }
  })
  renderInConsole(<OrderShow />, { role: 'admin', path: '/orders/12', route: '/orders/:id' })
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }))
  const dialog = await screen.findByRole('dialog', { name: 'Cancel order #12' })
  return { spy, dialog }
}

const confirmButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Cancel order' })

describe('staff cancel an open order', { timeout: 60_000 }, () => {
  it('sends the reason on the version read; the page then reads cancelled, with no actions', async () => {
    const { spy, dialog } = await openCancel()
    await userEvent.type(within(dialog).getByLabelText('Reason (optional)'), '  Closed for a private event ')
    await userEvent.click(confirmButton(dialog))

    expect(await screen.findByText('Order #12 cancelled.')).toBeTruthy()
    expect(writesOf(spy, 'POST')).toEqual([
      { url: '/api/orders/12/cancel', body: { reason: 'Closed for a private event', version: 3 } },
    ])
    expect(await screen.findByText(/^Cancelled .* by Sam Reyes$/)).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Edit lines' })).toBeNull())
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull()
  })

  it('holds the reason to 200 characters', async () => {
    const { dialog } = await openCancel()
    const reason = within(dialog).getByLabelText('Reason (optional)') as HTMLTextAreaElement
    expect(reason.maxLength).toBe(200)
    expect(within(dialog).getByText('0/200')).toBeTruthy()
  })

  it("after the customer's cut-off asks first, then cancels confirmed", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { spy, dialog } = await openCancel([
      refusal(409, "The customer's cut-off for this order has passed.", 'CONFIRMATION_REQUIRED'),
    ])
    await userEvent.click(confirmButton(dialog))
    const question = await screen.findByRole('dialog', { name: 'Past the cut-off' })
    expect(
      within(question).getByText("The customer's cut-off for this order has passed. Cancel it anyway?"),
    ).toBeTruthy()
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel it anyway' }))

    expect(await screen.findByText('Order #12 cancelled.')).toBeTruthy()
    expect(writesOf(spy, 'POST').map((write) => write.body)).toEqual([
      { version: 3 },
      { version: 3, afterCutoff: true },
    ])
  })

  it('says so when someone changed the order first, keeping the reason, and offers Reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { spy, dialog } = await openCancel([refusal(409, STALE, 'STALE')])
    await userEvent.type(within(dialog).getByLabelText('Reason (optional)'), 'Duplicate')
    await userEvent.click(confirmButton(dialog))

    expect((await within(dialog).findByRole('alert')).textContent).toContain(STALE)
    expect((within(dialog).getByLabelText('Reason (optional)') as HTMLTextAreaElement).value).toBe(
      'Duplicate',
    )
    expect(confirmButton(dialog)).toHaveProperty('disabled', true)
    const reads = () =>
      spy.mock.calls.filter(([url, init]) => url === '/api/orders/12' && init?.method === 'GET').length
    const before = reads()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reload' }))
    await waitFor(() => expect(confirmButton(dialog)).toHaveProperty('disabled', false))
    expect(reads()).toBe(before + 1)
  })
})
