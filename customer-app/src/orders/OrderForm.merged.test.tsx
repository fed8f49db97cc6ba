// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithApp } from '../testing/renderWithApp.tsx'
import { OrderForm } from './OrderForm.tsx'
import { routeFetch, sandboxEachOrderFormTest } from './orderFormTesting.ts'

sandboxEachOrderFormTest()

/** Issue 36: the date already had order #30 (2 cases of oil); this placement added a pack of salt. */
const mergedAnswer = {
  id: 30,
  createdAt: '2026-11-20T14:03:00.000Z',
  totalPrice: 162.5,
  deliveryDate: null,
  mergedInto: 30,
  addedItems: [{ productId: 'SALT', quantity: 1, quantityType: 'quantity' }],
  items: [
    { productId: 'OIL', name: 'Olive oil', quantity: 2, quantityType: 'case', lineTotal: 150 },
    { productId: 'SALT', name: 'Sea salt', quantity: 1, quantityType: 'quantity', lineTotal: 12.5 },
  ],
}

describe('a placement that went into the order already open for its date', { timeout: 90_000 }, () => {
  it('says the items were added to that order and shows the whole order', async () => {
    routeFetch({ orders: [() => Response.json(mergedAnswer, { status: 200 })] })
    renderWithApp(<OrderForm />)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'One pack more of Sea salt' }))
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await user.click(screen.getByRole('button', { name: 'Submit Order' }))
    expect(await screen.findByText('Added to your order #30')).toBeTruthy()
    expect(screen.getByTestId('added-to-order').textContent).toMatch(/already had an order/)
    expect(screen.getByText('Updated at:')).toBeTruthy()
    expect(screen.queryByText('Placed at:')).toBeNull()
    const table = await screen.findByRole('table')
    expect(within(table).getByText('2 cases')).toBeTruthy()
    expect(within(table).getByText('Sea salt')).toBeTruthy()
    expect(within(table).getByText('$162.50')).toBeTruthy()
  })
})
