// @vitest-environment jsdom
import { sentBody, stubFetch } from '@provender/web-shared/testing/browser.ts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { alwaysOpen } from '../orders/orderFormTesting.ts'
import { renderWithApp } from '../testing/renderWithApp.tsx'
import { OrderDetailDialog } from './OrderDetailDialog.tsx'

afterEach(() => vi.restoreAllMocks())

const order = (extra: Record<string, unknown>) => ({
  id: 21,
  createdAt: '2026-12-01T15:00:00.000Z',
  fulfilled: false,
  cancelled: false,
  version: 2,
  deliveryDate: '2026-12-04',
  changesCloseAt: '2099-12-04T04:00:00.000Z',
  contact: { name: 'Sam Reyes', phone: '3125550101' },
  changedAt: '2026-12-01T16:30:00.000Z',
  changedBy: 'Dana Cole',
  OrderItems: [{ id: 1, productId: 'OIL', productName: 'Olive oil', quantity: 2, quantityType: 'case' }],
  ...extra,
})

function serve(detail: Record<string, unknown>) {
  const spy = stubFetch()
  spy.mockImplementation(async (url: string, init?: RequestInit) => {
    if (url.includes('/order-window')) return Response.json(alwaysOpen)
    if (url.includes('/delivery/options')) return Response.json({ scheduled: false, dates: [] })
    if (url === '/api/orders/21/cancel' && init?.method === 'POST') {
      return Response.json({ id: 21, version: 3, cancelled: true })
    }
    if (url === '/api/orders/21') return Response.json(order(detail))
    throw new TypeError('Failed to fetch')
  })
  return spy
}

describe('the order page’s change and cancel (issue 36)', { timeout: 60_000 }, () => {
  it('before the cut-off: who changed it last, Change order, and a Cancel that asks first', async () => {
    const spy = serve({})
    renderWithApp(<OrderDetailDialog orderId={21} onClose={() => {}} />)
    expect(await screen.findByText(/^Changed .* by Dana Cole$/)).toBeTruthy()
    expect(screen.getByText(/^You can change or cancel this order until /)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Change order' })).toBeTruthy()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Cancel order' }))
    expect(await screen.findByRole('heading', { name: 'Cancel order #21?' })).toBeTruthy()
    const cancelCalls = () => spy.mock.calls.filter((c) => c[0] === '/api/orders/21/cancel')
    expect(cancelCalls()).toHaveLength(0)
    const dialog = screen.getByRole('dialog', { name: 'Cancel order #21?' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }))
    await waitFor(() => expect(cancelCalls()).toHaveLength(1))
    const index = spy.mock.calls.findIndex((c) => c[0] === '/api/orders/21/cancel')
    expect(sentBody(spy, index)).toEqual({ version: 2 })
    expect(await screen.findByText('Order #21 cancelled.')).toBeTruthy()
  })

  it('shows the PO number and the note to the warehouse the order carries', async () => {
    serve({ poNumber: 'PO-7781', note: 'Back door\nRing twice' })
    renderWithApp(<OrderDetailDialog orderId={21} onClose={() => {}} />)
    expect((await screen.findByText('PO number:')).parentElement?.textContent).toBe('PO number: PO-7781')
    expect(screen.getByText('Note to the warehouse:').parentElement?.textContent).toBe(
      'Note to the warehouse: Back door\nRing twice',
    )
  })

  it('after the cut-off: why not and whom to call, and no buttons that would be refused', async () => {
    serve({ changesCloseAt: '2020-12-04T04:00:00.000Z', deliveryDate: '2020-12-04' })
    renderWithApp(<OrderDetailDialog orderId={21} onClose={() => {}} />)
    expect(
      await screen.findByText(
        'Orders for Friday, Dec 4, 2020 closed at the cut-off; to change or cancel this order, call Sam Reyes at (312) 555-0101.',
      ),
    ).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Change order' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull()
  })

  it('a cancelled order says who cancelled it and why', async () => {
    serve({
      cancelled: true,
      cancelledAt: '2026-12-01T17:00:00.000Z',
      cancelledBy: 'Sam Reyes',
      cancelReason: 'Duplicate',
    })
    renderWithApp(<OrderDetailDialog orderId={21} onClose={() => {}} />)
    expect(
      await screen.findByText(/^Cancelled .* by Sam Reyes\. It will not be delivered\. Reason: Duplicate$/),
    ).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Change order' })).toBeNull()
  })
})
