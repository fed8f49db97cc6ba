// @vitest-environment jsdom
import { sentBody, sentHeaders, stubFetch } from '@provender/web-shared/testing/browser.ts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { demoCustomer, renderWithApp } from '../testing/renderWithApp.tsx'
import { draftKey } from './draft.ts'
import { OrderForm } from './OrderForm.tsx'

const oil = {
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
}
const products = { products: [oil, { ...oil, id: 'SALT', productId: 'SALT', name: 'Sea salt' }] }
const alwaysOpen = { alwaysOpen: true, openTime: null, closeTime: null, open: true }

/** Answers by URL, so the order of the form's parallel loads does not matter. */
function routeFetch(
  orderReplies: (() => Response)[],
  favoriteReply = () => Response.json({ favorite: true }),
  priceChanges: unknown[] = [],
) {
  const spy = stubFetch()
  spy.mockImplementation(async (url: string) => {
    if (url.includes('/favorites/')) return favoriteReply()
    if (url.includes('/price-changes')) return Response.json({ changes: priceChanges })
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

async function chooseOil(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /^Olive oil/ }))
  await user.click(screen.getByRole('button', { name: 'Next' }))
  return screen.findByLabelText('Quantity of Olive oil')
}

// jsdom does not scroll; the steps scroll to the top.
beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn())
  sessionStorage.clear()
})
afterEach(() => vi.unstubAllGlobals())

describe('OrderForm', () => {
  it("marks a product whose price changed since the customer's last order of it, in words", async () => {
    const change = {
      id: '4-0b7c8f36-2f4e-4c1a-9a55-0d3c1f2e7a10',
      productId: 'OIL',
      productName: 'Olive oil',
      quantityType: 'case',
      oldPrice: 75,
      newPrice: 78.6,
      difference: 3.6,
      orderId: 3,
      orderedAt: '2026-03-03T18:00:00.000Z',
      changedAt: '2026-03-10T18:00:00.000Z',
    }
    routeFetch([], undefined, [change])
    renderWithApp(<OrderForm />)
    const card = await screen.findByRole('button', { name: /^Olive oil/ })
    await waitFor(() =>
      expect(card.textContent).toContain(
        'Price changed: Olive oil (case) 75.00 → 78.60 since your order of 3 March',
      ),
    )
    expect(screen.getByRole('button', { name: /^Sea salt/ }).textContent).not.toContain('Price changed')
  })

  it('walks the three steps and resends a failed submission with the same Idempotency-Key', async () => {
    const placed = {
      id: 31,
      createdAt: '2026-11-20T14:03:00.000Z',
      totalPrice: 150,
      items: [{ productId: 'OIL', name: 'Olive oil', quantity: 2, quantityType: 'case', lineTotal: 150 }],
    }
    const fetchSpy = routeFetch([
      () => {
        throw new TypeError('Failed to fetch')
      },
      () => Response.json(placed, { status: 201 }),
    ])
    renderWithApp(<OrderForm />)
    const user = userEvent.setup()
    expect(await screen.findByText('Select Your Items')).toBeTruthy()
    await screen.findByRole('button', { name: /^Olive oil/ })
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true)

    const quantity = await chooseOil(user)
    expect(screen.getByText('Choose Quantities')).toBeTruthy()
    const submit = screen.getByRole('button', { name: 'Submit Order' })
    expect(submit).toHaveProperty('disabled', true)
    await user.click(screen.getByRole('button', { name: 'Case' }))
    await user.type(quantity, '2')
    expect(screen.getByTestId('estimated-total').textContent).toBe('$150.00')

    await user.click(submit)
    expect(
      await screen.findByText('There was an error submitting your order. Please try again.'),
    ).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Submit Order' }))
    expect(await screen.findByText('Order Confirmed')).toBeTruthy()
    expect(screen.getByText('Review your order details.')).toBeTruthy()
    expect(within(screen.getByRole('table')).getByText('2 cases')).toBeTruthy()

    const [first, second] = orderCalls(fetchSpy)
    expect(sentBody(fetchSpy, first!.index)).toEqual({
      items: [{ productId: 'OIL', quantity: 2, quantityType: 'case' }],
    })
    const key = sentHeaders(fetchSpy, first!.index)['Idempotency-Key']
    expect(key).toBeTruthy()
    expect(sentHeaders(fetchSpy, second!.index)['Idempotency-Key']).toBe(key)
    // A placed order leaves no draft behind.
    expect(sessionStorage.getItem(draftKey(demoCustomer.id))).toBeNull()
  })

  it('refuses a negative amount in the form and sends nothing', async () => {
    const fetchSpy = routeFetch([])
    renderWithApp(<OrderForm />)
    const user = userEvent.setup()
    await user.type(await chooseOil(user), '-1')
    expect(screen.getByText('Enter an amount above 0')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Submit Order' })).toHaveProperty('disabled', true)
    await user.keyboard('{Enter}')
    expect(orderCalls(fetchSpy)).toEqual([])
  })

  it('names the quantity limit', async () => {
    routeFetch([])
    renderWithApp(<OrderForm />)
    const user = userEvent.setup()
    await user.type(await chooseOil(user), '100001')
    expect(screen.getByText('At most 100,000 packs')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Submit Order' })).toHaveProperty('disabled', true)
  })

  it('keeps the entries when stepping back, and after a reload', async () => {
    routeFetch([])
    const view = renderWithApp(<OrderForm />)
    const user = userEvent.setup()
    await user.type(await chooseOil(user), '3')
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(screen.getByRole('button', { name: /^Olive oil/ }).getAttribute('aria-pressed')).toBe('true')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect((screen.getByLabelText('Quantity of Olive oil') as HTMLInputElement).value).toBe('3')

    view.unmount()
    renderWithApp(<OrderForm />)
    expect(((await screen.findByLabelText('Quantity of Olive oil')) as HTMLInputElement).value).toBe('3')
  })

  it('stars a favourite once the server stored it, and only logs a failure', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    let fail = false
    routeFetch([], () =>
      fail
        ? Response.json({ error: 'nope' }, { status: 500 })
        : Response.json({ productId: 'OIL', favorite: true }),
    )
    renderWithApp(<OrderForm />)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Add Olive oil to favorites' }))
    expect(await screen.findByRole('button', { name: 'Remove Olive oil from favorites' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Favorites' })).toBeTruthy()

    fail = true
    await user.click(screen.getByRole('button', { name: 'Remove Olive oil from favorites' }))
    await waitFor(() => expect(error).toHaveBeenCalled())
    expect(screen.getByRole('button', { name: 'Remove Olive oil from favorites' })).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
    error.mockRestore()
  })

  it('shows the server refusal', async () => {
    routeFetch([
      () =>
        Response.json({ error: 'Ordering is closed right now.', code: 'ORDERING_CLOSED' }, { status: 409 }),
    ])
    renderWithApp(<OrderForm />)
    const user = userEvent.setup()
    await user.type(await chooseOil(user), '1')
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
