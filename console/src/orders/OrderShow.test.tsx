// @vitest-environment jsdom

import { formatDateTime } from '@provender/web-shared/format/index.ts'
import type { Role } from '@provender/web-shared/session.ts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Order } from '../dataProvider/index.ts'
import { blueDoorOrder as order } from '../testing/orders.ts'
import { renderInConsole, stubApi } from '../testing/renderInConsole.tsx'
import { OrderShow } from './OrderShow.tsx'

function showOrder(role: Role, answer: unknown = order) {
  stubApi(() => answer)
  return renderInConsole(<OrderShow />, { role, path: '/orders/12', route: '/orders/:id' })
}

/**
 * The role checks answer a tick after the authProvider does: once the order shows, a pause lets
 * every check answer before an absence is looked for.
 */
async function rolesAnswered() {
  await screen.findByText(/^Account # /)
  await new Promise((resolve) => setTimeout(resolve, 50))
}

/** Each text is on the screen; the first is waited for, as the order loads. */
async function expectShown(first: string, ...rest: string[]) {
  expect(await screen.findByText(first)).toBeTruthy()
  for (const text of rest) expect(screen.getByText(text)).toBeTruthy()
}

describe('OrderShow', () => {
  it('labels each line quantity by its unit, plural above 1, with prices and the total', async () => {
    showOrder('sales')
    await expectShown(
      '12.25 lb',
      '1 case',
      '3 packs',
      '1.00 lb',
      '$55.50 /case',
      '$177.63',
      '$289.13',
      'Blue Door Bistro',
      'Account # BD-1001',
      'Unfulfilled',
    )
  })

  it('shows the PO number and the note to the warehouse when the order carries them', async () => {
    showOrder('sales', { ...order, poNumber: 'PO-7781', note: 'Back door\nRing twice' })
    expect((await screen.findByTestId('order-po-number')).textContent).toBe('PO number: PO-7781')
    expect(screen.getByTestId('order-note').textContent).toBe('Note to the warehouse: Back door\nRing twice')
  })

  it('shows the Sales Rep line to an admin', async () => {
    showOrder('admin')
    expect(await screen.findByText('Sales Rep: Sam Reyes')).toBeTruthy()
  })

  it('hides the Sales Rep line from sales', async () => {
    showOrder('sales')
    await screen.findByText('Blue Door Bistro')
    // The role checks answer once the authProvider has: wait for them before looking for absences.
    expect(await screen.findByRole('button', { name: /Mark as Fulfilled/ })).toHaveProperty('disabled', false)
    expect(screen.queryByText(/Sales Rep/)).toBeNull()
  })

  it('offers an open order Mark as Fulfilled, Edit lines and Cancel order', async () => {
    showOrder('sales')
    for (const name of [/Mark as Fulfilled/, 'Edit lines', 'Cancel order'])
      expect(await screen.findByRole('button', { name })).toHaveProperty('disabled', false)
  })

  it("keeps spec 2.8's Mark as Fulfilled on a fulfilled order, disabled, and offers no Edit lines or Cancel", async () => {
    showOrder('admin', { ...order, fulfilled: true, status: 'fulfilled' })
    expect(await screen.findByText('Fulfilled')).toBeTruthy()
    await rolesAnswered()
    expect(await screen.findByRole('button', { name: /Mark as Fulfilled/ })).toHaveProperty('disabled', true)
    for (const name of ['Edit lines', 'Cancel order'])
      expect(screen.queryByRole('button', { name })).toBeNull()
  })

  it('gives an auditor neither Edit lines nor Cancel order', async () => {
    showOrder('auditor')
    await screen.findByText('Blue Door Bistro')
    await rolesAnswered()
    for (const name of [/Mark as Fulfilled/, 'Edit lines', 'Cancel order'])
      expect(screen.queryByRole('button', { name })).toBeNull()
  })

  it('says who cancelled a cancelled order, when and why, and offers nothing', async () => {
    showOrder('admin', {
      ...order,
      cancelled: true,
      status: 'cancelled',
      cancelledAt: '2026-11-21T09:30:00.000Z',
      cancelledBy: 'Sam Reyes',
      cancelReason: 'Closed for a private event',
    })
    const title = `Cancelled ${formatDateTime('2026-11-21T09:30:00.000Z')} by Sam Reyes`
    const alert = (await screen.findByText(title)).closest('[role="alert"]') as HTMLElement
    expect(within(alert).getByText('Reason: Closed for a private event')).toBeTruthy()
    expect(screen.getByText('Cancelled')).toBeTruthy()
    await rolesAnswered()
    for (const name of [/Mark as Fulfilled/, 'Edit lines', 'Cancel order', 'Move', 'Make standing'])
      expect(screen.queryByRole('button', { name })).toBeNull()
  })

  it('says when and by whom the lines were last changed', async () => {
    showOrder('sales', { ...order, changedAt: '2026-11-20T16:45:00.000Z', changedBy: 'Ana Ortiz' })
    expect(
      await screen.findByText(`Changed ${formatDateTime('2026-11-20T16:45:00.000Z')} by Ana Ortiz`),
    ).toBeTruthy()
  })

  it('once fulfilled, shows what shipped where it differs, and the final total beside the estimate', async () => {
    const settled: Order = {
      ...order,
      fulfilled: true,
      totalPrice: 185.24,
      estimatedTotal: 289.13,
      finalTotal: 185.24,
      OrderItems: order.OrderItems.map((item, i) => ({
        ...item,
        shippedQuantity: [11.9, 0, 2, 1][i] ?? item.quantity,
        shippedLineTotal: [172.55, 0, 8, 4][i] ?? item.lineTotal,
      })),
    }
    showOrder('admin', settled)
    await expectShown(
      'Shipped 11.90 lb of 12.25 lb',
      'Out of stock',
      'Short 1 pack',
      'est. $177.63',
      'Estimated Total',
      '$289.13',
      'Final Total',
      '$185.24',
    )
  })

  it('Mark as Fulfilled opens the dialog prefilled with the ordered amounts', async () => {
    showOrder('sales')
    ;(await screen.findByRole('button', { name: /Mark as Fulfilled/ })).click()
    const beef = (await screen.findByLabelText('Shipped lb of Beef ribeye')) as HTMLInputElement
    expect(beef.value).toBe('12.25')
    expect(screen.getByRole('button', { name: 'Confirm fulfilment' })).toBeTruthy()
    // The preview is the sum of the lines at their prices (this fixture's lines add up to 249.13).
    expect(screen.getByTestId('final-total-preview').textContent).toBe('$249.13')
  })

  it('says an order from before delivery days is not scheduled, and offers Move and Make standing', async () => {
    showOrder('sales')
    expect((await screen.findByTestId('order-delivery-date')).textContent).toBe('Not scheduled')
    expect(await screen.findByRole('button', { name: 'Move' })).toBeTruthy()
    expect(await screen.findByRole('button', { name: 'Make standing' })).toBeTruthy()
  })

  it("offers one Move, among the order's actions, even when its day was closed", async () => {
    const closed = { ...order, deliveryDate: '2099-12-25' }
    stubApi((url) =>
      url.startsWith('/api/delivery/closed-orders')
        ? {
            total: 1,
            rows: [
              {
                orderId: 12,
                customerId: 1,
                businessName: 'Blue Door Bistro',
                deliveryDate: '2099-12-25',
                closure: { id: 'c-1', from: '2099-12-25', to: '2099-12-25', reason: 'Christmas' },
              },
            ],
          }
        : closed,
    )
    renderInConsole(<OrderShow />, { role: 'admin', path: '/orders/12', route: '/orders/:id' })
    expect(await screen.findByTestId('closed-date-warning')).toBeTruthy()
    await rolesAnswered()
    const moves = screen.getAllByRole('button', { name: 'Move' })
    expect(moves).toHaveLength(1)
    const actions = screen.getByRole('button', { name: 'Edit lines' }).parentElement as HTMLElement
    expect(within(actions).getByRole('button', { name: 'Move' })).toBe(moves[0])
  })

  it("shows a standing order's date, its marker and what it left out; no Move once fulfilled", async () => {
    showOrder('admin', {
      ...order,
      fulfilled: true,
      deliveryDate: '2099-12-01',
      standingOrderId: 's-1',
      leftOut: [{ productId: 'GONE', name: 'Duck legs', reason: 'no longer sold' }],
    })
    expect((await screen.findByTestId('order-delivery-date')).textContent).toBe('Delivery Tue, Dec 1, 2099')
    expect(screen.getByText('Standing')).toBeTruthy()
    expect(screen.getByText(/Duck legs \(no longer sold\)/)).toBeTruthy()
    await rolesAnswered()
    expect(screen.queryByRole('button', { name: 'Move' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Make standing' })).toBeNull()
  })

  it('gives an auditor neither Move nor Make standing', async () => {
    showOrder('auditor', { ...order, deliveryDate: '2099-12-01' })
    await screen.findByTestId('order-delivery-date')
    await rolesAnswered()
    expect(screen.queryByRole('button', { name: 'Move' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Make standing' })).toBeNull()
  })

  it('asks what shipped, closes on Cancel, and sends what shipped', async () => {
    const fetchMock = stubApi((url) => {
      if (url.startsWith('/api/settings/fulfilment-tolerance')) return { percent: 10 }
      if (url.endsWith('/fulfill')) return { ...order, fulfilled: true }
      return order
    })
    renderInConsole(<OrderShow />, { role: 'admin', path: '/orders/12', route: '/orders/:id' })
    await userEvent.click(await screen.findByRole('button', { name: /Mark as Fulfilled/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Fulfil order #12' })
    expect(await within(dialog).findByText(/Weight may run up to 10% over the ordered weight/)).toBeTruthy()

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await userEvent.click(screen.getByRole('button', { name: /Mark as Fulfilled/ }))
    const again = await screen.findByRole('dialog', { name: 'Fulfil order #12' })
    await userEvent.click(within(again).getByRole('checkbox', { name: 'Brioche buns out of stock' }))
    await userEvent.click(within(again).getByRole('button', { name: 'Confirm fulfilment' }))

    expect(await screen.findByText('Order fulfilled.')).toBeTruthy()
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')
    expect(patch?.[0]).toBe('/api/orders/12/fulfill')
    expect(JSON.parse(String(patch?.[1]?.body)).shipped).toEqual([
      { productId: 'BEEF-RIB', quantity: 12.25 },
      { productId: 'OIL-CAN', quantity: 1 },
      { productId: 'BUN-12', quantity: 0 },
      { productId: 'SALT', quantity: 1 },
    ])
  })

  it("shows the server's reason when the order cannot be loaded", async () => {
    // react-admin logs every failed call; the failure is the point of this test.
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    showOrder('admin', new Response(JSON.stringify({ error: 'Order not found' }), { status: 404 }))
    expect((await screen.findAllByText('Order not found')).length).toBeGreaterThan(0)
  })
})
