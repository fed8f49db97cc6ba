// @vitest-environment jsdom
import { oil } from '@provender/web-shared/testing/products.ts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { refusal, writesOf } from '../testing/orders.ts'
import { renderInConsole, stubApi } from '../testing/renderInConsole.tsx'
import { NewCustomerOrder } from './NewCustomerOrder.tsx'

const BELOW = 'This order is $6.50 short of the $20.00 minimum order. Confirm to accept it below the minimum.'
const customer = { id: 7, businessName: 'Blue Door Bistro', accountNumber: 'BD-1001' }
const placed = {
  id: 41,
  createdAt: '2026-12-01T15:00:00.000Z',
  totalPrice: 12.5,
  placedBy: { id: 2, name: 'Sam Reyes' },
}

/** The phone order's API: the customer, its price list and requirements; each POST takes the next of `posts`. */
function serve(
  posts: (() => Response)[],
  requirements: object = { poNumberRequired: true, minimumOrder: 20 },
) {
  return stubApi((url, init) => {
    if (init?.method === 'POST') return posts.shift()?.() ?? Response.json(placed, { status: 201 })
    if (url === '/api/customers/7/products') return { products: [oil] }
    if (url === '/api/customers/7/order-requirements') return requirements
    if (url.startsWith('/api/delivery/options'))
      return { scheduled: false, timeZone: 'America/Chicago', next: null, dates: [] }
    return customer
  })
}

/** Opens the phone order as sales, picks the olive oil and enters `quantity` on the amounts step. */
async function amountsWithOil(quantity: string) {
  renderInConsole(<NewCustomerOrder />, {
    role: 'sales',
    path: '/customers/7/new-order',
    route: '/customers/:id/new-order',
  })
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: /^Olive oil/ }))
  await user.click(screen.getByRole('button', { name: 'Next' }))
  await user.type(screen.getByLabelText('Quantity of Olive oil'), quantity)
  return user
}

describe('a phone order’s PO number, note and minimum (issue 36)', { timeout: 60_000 }, () => {
  it('sends the PO number and note, and below the minimum asks before placing it anyway', async () => {
    const spy = serve([() => refusal(409, BELOW, 'BELOW_MINIMUM')])
    const user = await amountsWithOil('1')
    const poNumber = screen.getByRole('textbox', { name: /^PO number/ }) as HTMLInputElement
    await waitFor(() => expect(poNumber.required).toBe(true))
    await user.type(poNumber, 'PO-55')
    await user.type(screen.getByRole('textbox', { name: /^Note to the warehouse/ }), 'Side door')
    await user.click(screen.getByRole('button', { name: 'Place order' }))

    const question = await screen.findByRole('dialog', { name: 'Below the minimum order' })
    expect(within(question).getByText(BELOW)).toBeTruthy()
    expect(writesOf(spy, 'POST')).toHaveLength(1)
    await user.click(within(question).getByRole('button', { name: 'Accept below the minimum' }))
    expect(await screen.findByRole('heading', { name: 'Order #41 placed' })).toBeTruthy()

    const [first, second] = writesOf(spy, 'POST')
    expect(first).toEqual({
      url: '/api/customers/7/orders',
      body: {
        items: [{ productId: 'OIL', quantity: 1, quantityType: 'pack', substituteAllowed: false }],
        outsideWindow: false,
        poNumber: 'PO-55',
        note: 'Side door',
      },
    })
    expect(second?.body).toEqual({ ...(first?.body as object), belowMinimum: true })
  })

  it('each line says Substitute OK, from the customer’s default, and sends what staff switched', async () => {
    const spy = serve([], { poNumberRequired: false, minimumOrder: null, substitutesAllowed: true })
    const user = await amountsWithOil('2')
    const allowed = screen.getByRole('switch', { name: 'Substitute OK for Olive oil' }) as HTMLInputElement
    await waitFor(() => expect(allowed.checked).toBe(true))
    await user.click(allowed)
    expect(allowed.checked).toBe(false)
    await user.click(screen.getByRole('button', { name: 'Place order' }))
    expect(await screen.findByRole('heading', { name: 'Order #41 placed' })).toBeTruthy()
    expect(writesOf(spy, 'POST')[0]?.body).toMatchObject({
      items: [{ productId: 'OIL', quantity: 2, quantityType: 'pack', substituteAllowed: false }],
    })
  })
})
