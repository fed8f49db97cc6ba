// @vitest-environment jsdom
import { SnackbarProvider } from '@provender/web-shared/SnackbarProvider.tsx'
import { storeUser } from '@provender/web-shared/session.ts'
import { cleanup, render, screen } from '@testing-library/react'
import { AdminContext } from 'react-admin'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { testUser } from '../auth/testUsers.ts'
import type { Order } from '../dataProvider/index.ts'
import { dataProvider } from '../dataProvider/index.ts'
import { OrderShow } from './OrderShow.tsx'

const order: Order = {
  id: 12,
  createdAt: '2026-11-20T14:03:00.000Z',
  fulfilled: false,
  fulfilledAt: null,
  totalPrice: 289.13,
  customerId: 7,
  Customer: {
    id: 7,
    businessName: 'Blue Door Bistro',
    accountNumber: 'BD-1001',
    SalesUser: { id: 2, firstName: 'Sam', lastName: 'Reyes' },
  },
  OrderItems: [
    {
      id: 1,
      productId: 'BEEF-RIB',
      Product: { name: 'Beef ribeye', unitType: 'weight', packsPerCase: null },
      sellPrice: 14.5,
      quantity: 12.25,
      quantityType: 'weight',
      lineTotal: 177.63,
    },
    {
      id: 2,
      productId: 'OIL-CAN',
      Product: { name: 'Olive oil', unitType: 'quantity', packsPerCase: 6 },
      sellPrice: 9.25,
      quantity: 1,
      quantityType: 'case',
      lineTotal: 55.5,
    },
    {
      id: 3,
      productId: 'BUN-12',
      Product: { name: 'Brioche buns', unitType: 'quantity', packsPerCase: 8 },
      sellPrice: 4,
      quantity: 3,
      quantityType: 'pack',
      lineTotal: 12,
    },
    {
      id: 4,
      productId: 'SALT',
      Product: { name: 'Sea salt', unitType: 'weight', packsPerCase: null },
      sellPrice: 4,
      quantity: 1,
      quantityType: 'weight',
      lineTotal: 4,
    },
  ],
}

function showOrder() {
  return render(
    <MemoryRouter initialEntries={['/orders/12']}>
      <SnackbarProvider>
        <AdminContext dataProvider={dataProvider}>
          <Routes>
            <Route path="/orders/:id" element={<OrderShow />} />
          </Routes>
        </AdminContext>
      </SnackbarProvider>
    </MemoryRouter>,
  )
}

beforeEach(() => {
  localStorage.clear()
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(order), { status: 200 })),
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('OrderShow', () => {
  it('labels each line quantity by its unit, plural above 1, with prices and the total', async () => {
    storeUser(testUser('sales'))
    showOrder()
    expect(await screen.findByText('12.25 lbs')).toBeTruthy()
    expect(screen.getByText('1 case')).toBeTruthy()
    expect(screen.getByText('3 packs')).toBeTruthy()
    expect(screen.getByText('1 lb')).toBeTruthy()
    expect(screen.getByText('$55.50 / case')).toBeTruthy()
    expect(screen.getByText('$177.63')).toBeTruthy()
    expect(screen.getByText('$289.13')).toBeTruthy()
    expect(screen.getByText('Blue Door Bistro')).toBeTruthy()
    expect(screen.getByText('Account # BD-1001')).toBeTruthy()
    expect(screen.getByText('Unfulfilled')).toBeTruthy()
  })

  it('shows the Sales Rep line to an admin', async () => {
    storeUser(testUser('admin'))
    showOrder()
    expect(await screen.findByText('Sales Rep: Sam Reyes')).toBeTruthy()
  })

  it('hides the Sales Rep line from sales', async () => {
    storeUser(testUser('sales'))
    showOrder()
    await screen.findByText('Blue Door Bistro')
    expect(screen.queryByText(/Sales Rep/)).toBeNull()
    expect(screen.getByRole('button', { name: /Mark as Fulfilled/ })).toHaveProperty('disabled', false)
  })

  it('disables Mark as Fulfilled once the order is fulfilled', async () => {
    storeUser(testUser('admin'))
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ ...order, fulfilled: true }), { status: 200 })),
    )
    showOrder()
    expect(await screen.findByText('Fulfilled')).toBeTruthy()
    expect(screen.getByRole('button', { name: /Mark as Fulfilled/ })).toHaveProperty('disabled', true)
  })

  it('once fulfilled, shows what shipped where it differs, and the final total beside the estimate', async () => {
    storeUser(testUser('admin'))
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
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(settled), { status: 200 })),
    )
    showOrder()
    expect(await screen.findByText('ordered 12.25 lb, shipped 11.9 lb')).toBeTruthy()
    expect(screen.getByText('out of stock')).toBeTruthy()
    expect(screen.getByText('short 1 pack')).toBeTruthy()
    expect(screen.getByText('est. $177.63')).toBeTruthy()
    expect(screen.getByText('Estimated Total')).toBeTruthy()
    expect(screen.getByText('$289.13')).toBeTruthy()
    expect(screen.getByText('Final Total')).toBeTruthy()
    expect(screen.getByText('$185.24')).toBeTruthy()
  })

  it('Mark as Fulfilled opens the dialog prefilled with the ordered amounts', async () => {
    storeUser(testUser('sales'))
    showOrder()
    ;(await screen.findByRole('button', { name: /Mark as Fulfilled/ })).click()
    const beef = (await screen.findByLabelText('Shipped lb of Beef ribeye')) as HTMLInputElement
    expect(beef.value).toBe('12.25')
    expect(screen.getByRole('button', { name: 'Confirm fulfilment' })).toBeTruthy()
    // The preview is the sum of the lines at their prices (this fixture's lines add up to 249.13).
    expect(screen.getByTestId('final-total-preview').textContent).toBe('$249.13')
  })

  it("shows the server's reason when the order cannot be loaded", async () => {
    storeUser(testUser('admin'))
    // react-admin logs every failed call; the failure is the point of this test.
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ error: 'Order not found' }), { status: 404 })),
    )
    showOrder()
    expect((await screen.findAllByText('Order not found')).length).toBeGreaterThan(0)
  })
})
