// @vitest-environment jsdom
import { sentBody } from '@provender/web-shared/testing/browser.ts'
import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { demoCustomer, renderWithApp } from '../testing/renderWithApp.tsx'
import { draftKey } from './draft.ts'
import { OrderForm } from './OrderForm.tsx'
import {
  friday,
  nextTuesday,
  orderCalls,
  placed,
  quantityOf,
  routeFetch,
  sandboxEachOrderFormTest,
  scheduled,
} from './orderFormTesting.ts'

sandboxEachOrderFormTest()
// Thursday 26 November 2026, 9:00 am in Chicago: Tuesday's cut-off is 10:00 pm Monday.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-26T15:00:00Z') })
})
afterEach(() => {
  vi.useRealTimers()
})

/** The zone is named when the test machine runs on another clock than Chicago's. */
const ORDER_BY_TUESDAY = /^Order by 10:00\s?pm Monday( \(Central Time\))? for Tuesday, Dec 1$/
// A week ahead the cut-off says its date: "Thursday" alone would read as today.
const ORDER_BY_FRIDAY = /^Order by 10:00\s?pm Thursday, Dec 3( \(Central Time\))? for Friday, Dec 4$/

async function toStep2() {
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: /Fill from last order/ }))
  await user.click(screen.getByRole('button', { name: 'Next' }))
  return user
}

const dateChip = (name: string) =>
  within(screen.getByRole('group', { name: 'Choose a delivery date' })).getByRole('button', { name })

describe('the order form’s delivery date', { timeout: 90_000 }, () => {
  it('orders for the next delivery date without a tap, or for another in one', async () => {
    const spy = routeFetch({
      delivery: () => scheduled(),
      orders: [() => Response.json({ ...placed, deliveryDate: friday.date }, { status: 201 })],
    })
    renderWithApp(<OrderForm />)
    // While choosing items: the deadline only.
    expect((await screen.findByTestId('order-by')).textContent).toMatch(ORDER_BY_TUESDAY)
    expect(screen.queryByRole('group', { name: 'Choose a delivery date' })).toBeNull()
    const user = await toStep2()
    expect(screen.getByTestId('order-by').textContent).toMatch(ORDER_BY_TUESDAY)
    expect(dateChip('Tue, Dec 1').getAttribute('aria-pressed')).toBe('true')

    await user.click(dateChip('Fri, Dec 4'))
    expect(screen.getByTestId('order-by').textContent).toMatch(ORDER_BY_FRIDAY)
    expect(dateChip('Fri, Dec 4').getAttribute('aria-pressed')).toBe('true')
    // The date chosen is part of the draft: a reload keeps it.
    expect(JSON.parse(sessionStorage.getItem(draftKey(demoCustomer.id)) ?? '{}').deliveryDate).toBe(
      friday.date,
    )

    await user.click(screen.getByRole('button', { name: 'Submit Order' }))
    expect(await screen.findByText('Order Confirmed')).toBeTruthy()
    expect((await screen.findByTestId('delivery-date')).textContent).toBe('Delivery: For Friday, Dec 4')
    const [call] = orderCalls(spy)
    expect(sentBody(spy, call!.index)).toEqual({
      items: [{ productId: 'OIL', quantity: 2, quantityType: 'case', substituteAllowed: false }],
      deliveryDate: friday.date,
    })
  })

  it('on a refused date shows why in words, keeps the draft and switches to the date offered', async () => {
    const refusal = {
      error: 'Orders for 2026-12-01 closed at the cut-off.',
      code: 'DELIVERY_DATE_UNAVAILABLE',
      nextDeliveryDate: friday.date,
      nextCutoff: friday.cutoff,
    }
    let options = scheduled()
    const spy = routeFetch({
      delivery: () => options,
      orders: [
        () => {
          // The cut-off passed while the form was open: the server knows before the list does.
          options = scheduled([friday, nextTuesday])
          return Response.json(refusal, { status: 409 })
        },
        () => Response.json({ ...placed, deliveryDate: friday.date }, { status: 201 }),
      ],
    })
    renderWithApp(<OrderForm />)
    await toStep2()
    fireEvent.click(screen.getByRole('button', { name: 'Submit Order' }))

    expect(
      await screen.findByText(
        'Orders for Tuesday, Dec 1 closed at the cut-off. Your order is kept and now set for Friday, Dec 4, the next delivery date: check it and submit again.',
      ),
    ).toBeTruthy()
    expect(quantityOf('Olive oil').value).toBe('2')
    expect(screen.getByTestId('order-by').textContent).toMatch(ORDER_BY_FRIDAY)
    expect((await screen.findByRole('button', { name: 'Fri, Dec 4' })).getAttribute('aria-pressed')).toBe(
      'true',
    )

    fireEvent.click(screen.getByRole('button', { name: 'Submit Order' }))
    expect(await screen.findByText('Order Confirmed')).toBeTruthy()
    const [first, second] = orderCalls(spy)
    expect((sentBody(spy, first!.index) as { deliveryDate: string }).deliveryDate).toBe('2026-12-01')
    expect((sentBody(spy, second!.index) as { deliveryDate: string }).deliveryDate).toBe(friday.date)
  })

  it('says plainly when no date is open, and keeps the draft', async () => {
    routeFetch({
      delivery: () => scheduled(),
      orders: [
        () =>
          Response.json(
            {
              error: 'No delivery date is open within the next year.',
              code: 'DELIVERY_DATE_UNAVAILABLE',
              nextDeliveryDate: null,
              nextCutoff: null,
            },
            { status: 409 },
          ),
      ],
    })
    renderWithApp(<OrderForm />)
    await toStep2()
    fireEvent.click(screen.getByRole('button', { name: 'Submit Order' }))
    expect(
      await screen.findByText('No delivery date is open within the next year. Your order is kept.'),
    ).toBeTruthy()
    expect(quantityOf('Olive oil').value).toBe('2')
  })

  it('changes nothing for a customer without delivery days', async () => {
    const spy = routeFetch({ orders: [() => Response.json(placed, { status: 201 })] })
    renderWithApp(<OrderForm />)
    const user = await toStep2()
    expect(screen.queryByTestId('order-by')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Submit Order' }))
    expect((await screen.findByTestId('delivery-date')).textContent).toBe('Delivery: Not scheduled')
    const [call] = orderCalls(spy)
    expect(sentBody(spy, call!.index)).toEqual({
      items: [{ productId: 'OIL', quantity: 2, quantityType: 'case', substituteAllowed: false }],
    })
  })
})
