// @vitest-environment jsdom
import { sentBody } from '@provender/web-shared/testing/browser.ts'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithApp } from '../testing/renderWithApp.tsx'
import { OrderForm } from './OrderForm.tsx'
import { orderCalls, placed, routeFetch, sandboxEachOrderFormTest } from './orderFormTesting.ts'

sandboxEachOrderFormTest()

const switchOf = (name: string) =>
  screen.getByRole('switch', { name: `Substitute OK for ${name}` }) as HTMLInputElement

/** Step 2 with the last order filled in (two cases of olive oil), then Submit Order. */
async function placeWith(
  requirements: Record<string, unknown>,
  change?: (user: ReturnType<typeof userEvent.setup>) => Promise<void>,
) {
  const spy = routeFetch({ requirements, orders: [() => Response.json(placed, { status: 201 })] })
  renderWithApp(<OrderForm />)
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: 'Fill from last order (1 item)' }))
  await user.click(screen.getByRole('button', { name: 'Next' }))
  await screen.findByRole('heading', { name: 'Choose Quantities' })
  const before = switchOf('Olive oil').checked
  await change?.(user)
  await user.click(screen.getByRole('button', { name: 'Submit Order' }))
  await screen.findByText('Order Confirmed')
  const [call] = orderCalls(spy)
  return { before, sent: (sentBody(spy, call!.index) as { items: unknown[] }).items }
}

// MUI under jsdom on a shared two-core machine: a screen's walk takes tens of seconds.
describe('each line’s "Substitute OK" (issue 36)', { timeout: 90_000 }, () => {
  it('starts from the customer’s default and sends it with the line', async () => {
    const { before, sent } = await placeWith({
      poNumberRequired: false,
      minimumOrder: null,
      substitutesAllowed: true,
    })
    expect(before).toBe(true)
    expect(sent).toEqual([{ productId: 'OIL', quantity: 2, quantityType: 'case', substituteAllowed: true }])
  })

  it('sends the line’s own choice once the customer switches it', async () => {
    const { before, sent } = await placeWith(
      { poNumberRequired: false, minimumOrder: null, substitutesAllowed: true },
      async (user) => {
        await user.click(switchOf('Olive oil'))
        expect(switchOf('Olive oil').checked).toBe(false)
      },
    )
    expect(before).toBe(true)
    expect(sent).toEqual([{ productId: 'OIL', quantity: 2, quantityType: 'case', substituteAllowed: false }])
  })

  it('without a default in the answer, a line starts as not allowed and is sent so', async () => {
    const { before, sent } = await placeWith({ poNumberRequired: false, minimumOrder: null })
    expect(before).toBe(false)
    expect(sent).toEqual([{ productId: 'OIL', quantity: 2, quantityType: 'case', substituteAllowed: false }])
  })
})
