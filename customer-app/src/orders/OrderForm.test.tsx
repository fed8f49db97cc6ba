// @vitest-environment jsdom
import { sentBody, sentHeaders, stubFetch } from '@provender/web-shared/testing/browser.ts'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithApp } from '../testing/renderWithApp.tsx'
import { OrderForm } from './OrderForm.tsx'

const products = {
  products: [
    {
      id: 'OIL',
      productId: 'OIL',
      name: 'Olive oil',
      description: '3 L tin',
      unitType: 'quantity',
      packsPerCase: 6,
      categoryId: 1,
      category: 'Pantry',
      price: 12.5,
      sellPrice: 12.5,
      favorite: false,
    },
  ],
}
const alwaysOpen = { alwaysOpen: true, openTime: null, closeTime: null, open: true }

/** Answers by URL, so the order of the form's parallel loads does not matter. */
function routeFetch(orderReplies: (() => Response)[]) {
  const spy = stubFetch()
  spy.mockImplementation(async (url: string) => {
    if (url.includes('/products')) return Response.json(products)
    if (url.includes('/order-window/')) return Response.json(alwaysOpen)
    const next = orderReplies.shift()
    if (!next) throw new TypeError('Failed to fetch')
    return next()
  })
  return spy
}

const orderCalls = (spy: ReturnType<typeof stubFetch>) =>
  spy.mock.calls.map((call, index) => ({ url: call[0], index })).filter((c) => c.url === '/api/orders')

// jsdom does not scroll; the confirmation scrolls to the top.
beforeEach(() => vi.stubGlobal('scrollTo', vi.fn()))
afterEach(() => vi.unstubAllGlobals())

describe('OrderForm', () => {
  it('totals the cart and resends a failed submission with the same Idempotency-Key', async () => {
    const placed = { id: 31, createdAt: '2026-11-20T14:03:00.000Z', totalPrice: 150, items: [] }
    const fetchSpy = routeFetch([
      () => {
        throw new TypeError('Failed to fetch')
      },
      () => Response.json(placed, { status: 201 }),
    ])
    renderWithApp(<OrderForm />)
    const user = userEvent.setup()
    const submit = await screen.findByRole('button', { name: 'Submit Order' })
    expect(submit).toHaveProperty('disabled', true)

    await user.click(screen.getByRole('button', { name: 'Case' }))
    await user.type(screen.getByLabelText('Quantity of Olive oil'), '2')
    expect(screen.getByTestId('estimated-total').textContent).toBe('$150.00')

    await user.click(submit)
    expect(
      await screen.findByText('There was an error submitting your order. Please try again.'),
    ).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Submit Order' }))
    expect(await screen.findByText('Order Confirmed')).toBeTruthy()

    const [first, second] = orderCalls(fetchSpy)
    expect(sentBody(fetchSpy, first!.index)).toEqual({
      items: [{ productId: 'OIL', quantity: 2, quantityType: 'case' }],
    })
    const key = sentHeaders(fetchSpy, first!.index)['Idempotency-Key']
    expect(key).toBeTruthy()
    expect(sentHeaders(fetchSpy, second!.index)['Idempotency-Key']).toBe(key)
  })

  it('shows the server refusal', async () => {
    routeFetch([
      () =>
        Response.json({ error: 'Ordering is closed right now.', code: 'ORDERING_CLOSED' }, { status: 409 }),
    ])
    renderWithApp(<OrderForm />)
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Quantity of Olive oil'), '1')
    await user.click(screen.getByRole('button', { name: 'Submit Order' }))
    await waitFor(() => expect(screen.getByText('Ordering is closed right now.')).toBeTruthy())
  })

  it('says when the products cannot be loaded', async () => {
    const spy = stubFetch()
    spy.mockImplementation(async () => Response.json({ error: 'boom' }, { status: 500 }))
    renderWithApp(<OrderForm />)
    expect(await screen.findByText('Failed to load your products.')).toBeTruthy()
  })
})
