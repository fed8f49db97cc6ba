// @vitest-environment jsdom
import { sentBody, stubFetch } from '@provender/web-shared/testing/browser.ts'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithApp } from '../testing/renderWithApp.tsx'
import { changingText } from './ChangeOrderForm.tsx'
import { OrderForm } from './OrderForm.tsx'
import { alwaysOpen, oil, quantityOf, returning, salt, sandboxEachOrderFormTest } from './orderFormTesting.ts'

sandboxEachOrderFormTest()

// Order #21: two cases of olive oil, sold at $11.00 a tin (today's list says $12.50).
const order = (version: number, cases: number, extra: Record<string, unknown> = {}) => ({
  id: 21,
  createdAt: '2026-12-01T15:00:00.000Z',
  fulfilled: false,
  cancelled: false,
  version,
  deliveryDate: null,
  changesCloseAt: null,
  contact: { name: 'Sam Reyes', phone: '3125550101' },
  OrderItems: [
    {
      id: 1,
      productId: 'OIL',
      productName: 'Olive oil',
      quantity: cases,
      quantityType: 'case',
      sellPrice: 11,
    },
  ],
  ...extra,
})

/** GET answers the order as `current()` says; each PUT takes the next of `saves`. */
function serve(current: () => unknown, saves: (() => Response)[]) {
  const spy = stubFetch()
  spy.mockImplementation(async (url: string, init?: RequestInit) => {
    if (url.includes('/usual-items')) return Response.json(returning)
    if (url.includes('/products')) return Response.json({ products: [oil, salt] })
    if (url.includes('/order-window')) return Response.json(alwaysOpen)
    if (url.includes('/favorites') || url.includes('/price-changes')) return Response.json({ changes: [] })
    if (url === '/api/orders/21' && init?.method === 'PUT') return saves.shift()!()
    if (url === '/api/orders/21') return Response.json(current())
    throw new TypeError('Failed to fetch')
  })
  return spy
}
const puts = (spy: ReturnType<typeof stubFetch>) =>
  spy.mock.calls.flatMap((call, index) =>
    (call[1] as RequestInit | undefined)?.method === 'PUT' ? [index] : [],
  )
const saved = {
  id: 21,
  version: 4,
  cancelled: false,
  deliveryDate: null,
  totalPrice: 198,
  items: [
    { productId: 'OIL', name: 'Olive oil', quantity: 3, quantityType: 'case', price: 11, lineTotal: 198 },
  ],
}

describe('changing an order placed before (issue 36)', { timeout: 60_000 }, () => {
  it('starts on the lines as ordered, at the price they were sold at, and saves with the version', async () => {
    const spy = serve(() => order(3, 2), [() => Response.json(saved)])
    renderWithApp(<OrderForm />, '/customer/order-form?change=21')
    expect(await screen.findByRole('heading', { name: 'Choose Quantities' })).toBeTruthy()
    expect(quantityOf('Olive oil').value).toBe('2')
    expect(screen.getByText('Changing order #21')).toBeTruthy()
    expect(changingText(21, '2026-12-04')).toBe('Changing order #21 for Friday, Dec 4')
    // Two cases of six tins at the kept $11.00, not today's $12.50.
    expect(screen.getAllByText('$132.00').length).toBeGreaterThan(0)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'One case more of Olive oil' }))
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByRole('heading', { name: 'Order Changed' })).toBeTruthy()
    expect(sentBody(spy, puts(spy)[0]!)).toEqual({
      items: [{ productId: 'OIL', quantity: 3, quantityType: 'case', substituteAllowed: false }],
      version: 3,
    })
  })

  it('a change made meanwhile elsewhere is refused; the edits stay until Reload is asked for', async () => {
    let current = order(3, 2)
    const stale = () =>
      Response.json(
        {
          error: 'This order was changed by someone else. Reload it to see the latest lines.',
          code: 'STALE',
        },
        { status: 409 },
      )
    const spy = serve(() => current, [stale, () => Response.json(saved)])
    renderWithApp(<OrderForm />, '/customer/order-form?change=21')
    await screen.findByRole('heading', { name: 'Choose Quantities' })
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'One case more of Olive oil' }))
    current = order(4, 5)
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText(/This order was changed by someone else/)).toBeTruthy()
    expect(quantityOf('Olive oil').value).toBe('3')
    await user.click(screen.getByRole('button', { name: 'Reload' }))
    await waitFor(() => expect(quantityOf('Olive oil').value).toBe('5'))
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await screen.findByRole('heading', { name: 'Order Changed' })
    expect(sentBody(spy, puts(spy)[1]!)).toMatchObject({ version: 4 })
  })

  it('edits the PO number and note with the lines, and sends only what changed', async () => {
    const spy = serve(
      () => order(3, 2, { poNumber: 'PO-1', note: 'Back door' }),
      [() => Response.json(saved)],
    )
    renderWithApp(<OrderForm />, '/customer/order-form?change=21')
    await screen.findByRole('heading', { name: 'Choose Quantities' })
    const poNumber = screen.getByRole('textbox', { name: /^PO number/ }) as HTMLInputElement
    expect(poNumber.value).toBe('PO-1')
    const user = userEvent.setup()
    await user.clear(poNumber)
    await user.type(poNumber, 'PO-2')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await screen.findByRole('heading', { name: 'Order Changed' })
    expect(sentBody(spy, puts(spy)[0]!)).toEqual({
      items: [{ productId: 'OIL', quantity: 2, quantityType: 'case', substituteAllowed: false }],
      version: 3,
      poNumber: 'PO-2',
    })
  })

  it('a cancelled order is not offered for change', async () => {
    serve(() => order(1, 2, { cancelled: true }), [])
    renderWithApp(<OrderForm />, '/customer/order-form?change=21')
    expect(await screen.findByText('This order can no longer be changed.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull()
  })

  it('a kept line keeps its "Substitute OK" and sends the customer\'s new choice', async () => {
    const kept = order(3, 2).OrderItems.map((item) => ({ ...item, substituteAllowed: true }))
    const spy = serve(() => order(3, 2, { OrderItems: kept }), [() => Response.json(saved)])
    renderWithApp(<OrderForm />, '/customer/order-form?change=21')
    await screen.findByRole('heading', { name: 'Choose Quantities' })
    const allowed = screen.getByRole('switch', { name: 'Substitute OK for Olive oil' }) as HTMLInputElement
    expect(allowed.checked).toBe(true)
    const user = userEvent.setup()
    await user.click(allowed)
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await screen.findByRole('heading', { name: 'Order Changed' })
    expect(sentBody(spy, puts(spy)[0]!)).toEqual({
      items: [{ productId: 'OIL', quantity: 2, quantityType: 'case', substituteAllowed: false }],
      version: 3,
    })
  })
})
