// @vitest-environment jsdom
import { sentBody } from '@provender/web-shared/testing/browser.ts'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithApp } from '../testing/renderWithApp.tsx'
import { OrderForm } from './OrderForm.tsx'
import { orderCalls, placed, routeFetch, sandboxEachOrderFormTest } from './orderFormTesting.ts'

sandboxEachOrderFormTest()

const submitOrder = () => screen.getByRole('button', { name: 'Submit Order' }) as HTMLButtonElement

/** Step 2 with the last order filled in: two cases of olive oil, $150.00. */
async function onStepTwo() {
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: 'Fill from last order (1 item)' }))
  await user.click(screen.getByRole('button', { name: 'Next' }))
  await screen.findByRole('heading', { name: 'Choose Quantities' })
  return user
}

// MUI under jsdom on a shared two-core machine: a screen's walk takes tens of seconds.
describe('the order form’s PO number, note and minimum order (issue 36)', { timeout: 90_000 }, () => {
  it('says what is missing to reach the minimum and keeps Submit Order off until it is reached', async () => {
    routeFetch({ requirements: { poNumberRequired: true, minimumOrder: 162.4 } })
    renderWithApp(<OrderForm />)
    const user = await onStepTwo()
    expect((await screen.findByTestId('minimum-order')).textContent).toBe(
      'Add $12.40 to reach your $162.40 minimum order',
    )
    expect(submitOrder().disabled).toBe(true)
    const poNumber = screen.getByRole('textbox', { name: /^PO number/ }) as HTMLInputElement
    expect(poNumber.required).toBe(true)
    expect(screen.getByText('Every order of this account needs one.')).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'One case more of Olive oil' }))
    expect(screen.queryByTestId('minimum-order')).toBeNull()
    expect(submitOrder().disabled).toBe(false)
  })

  it('sends the PO number and note with the order, and shows the server’s refusal in its words', async () => {
    const refusal = {
      error: 'Enter your PO number: every order of this account needs one.',
      code: 'PO_NUMBER_REQUIRED',
    }
    const spy = routeFetch({
      orders: [() => Response.json(refusal, { status: 400 }), () => Response.json(placed, { status: 201 })],
    })
    renderWithApp(<OrderForm />)
    const user = await onStepTwo()
    expect(screen.queryByTestId('minimum-order')).toBeNull()
    await user.click(submitOrder())
    expect(
      await screen.findByText(/^Enter your PO number: every order of this account needs one\./),
    ).toBeTruthy()

    await user.type(screen.getByRole('textbox', { name: /^PO number/ }), ' PO-7781 ')
    await user.type(
      screen.getByRole('textbox', { name: /^Note to the warehouse/ }),
      'Back door{Enter}Ring twice',
    )
    await user.click(submitOrder())
    expect(await screen.findByText('Order Confirmed')).toBeTruthy()
    const [first, second] = orderCalls(spy)
    expect(sentBody(spy, first!.index)).toEqual({
      items: [{ productId: 'OIL', quantity: 2, quantityType: 'case', substituteAllowed: false }],
    })
    expect(sentBody(spy, second!.index)).toEqual({
      items: [{ productId: 'OIL', quantity: 2, quantityType: 'case', substituteAllowed: false }],
      poNumber: 'PO-7781',
      note: 'Back door\nRing twice',
    })
  })
})
