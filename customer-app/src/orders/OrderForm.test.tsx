// @vitest-environment jsdom
import { sentBody, sentHeaders, stubFetch } from '@provender/web-shared/testing/browser.ts'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { demoCustomer, renderWithApp } from '../testing/renderWithApp.tsx'
import { draftKey } from './draft.ts'
import { EMPTY_GUIDE_TEXT } from './ItemsStep.tsx'
import { OFFLINE_WAITING } from './OfflineNotice.tsx'
import { OrderForm } from './OrderForm.tsx'
import {
  more,
  orderCalls,
  placed,
  quantityOf,
  routeFetch,
  sandboxEachOrderFormTest,
  setOnline,
} from './orderFormTesting.ts'

sandboxEachOrderFormTest()

/** Whether the stepper marks `label` (Choose Items, Enter Amounts, Confirmation) as the current step. */
const isCurrentStep = (label: string) =>
  screen.getByText(label, { selector: '.MuiStepLabel-label' }).classList.contains('Mui-active')

// MUI under jsdom on a shared two-core machine: a screen's walk takes tens of seconds.
describe('the order form (spec 2.14, with the guide inside it)', { timeout: 90_000 }, () => {
  it("opens on step 1 in the spec's words: Favorites first, then the categories, cards with their description", async () => {
    routeFetch()
    renderWithApp(<OrderForm />)
    expect(await screen.findByRole('heading', { name: 'Select Your Items' })).toBeTruthy()
    expect(screen.getByText('Select the products you want to order.')).toBeTruthy()
    expect(isCurrentStep('Choose Items')).toBe(true)
    await screen.findByRole('region', { name: 'Pantry' })
    expect(screen.getAllByRole('region').map((r) => r.querySelector('h2')?.textContent)).toEqual([
      'Favorites',
      'Pantry',
    ])
    expect(within(screen.getByRole('region', { name: 'Favorites' })).getByText('Sea salt')).toBeTruthy()
    const pantry = screen.getByRole('region', { name: 'Pantry' })
    expect(within(pantry).getByText('3 L tin')).toBeTruthy()
    expect(within(pantry).getByText('Last time: 2 cases')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true)
    expect(screen.queryByText(EMPTY_GUIDE_TEXT)).toBeNull()
    expect(screen.queryByText('Selected')).toBeNull()
  })

  it('chooses a card with a tap (Selected, Next on), narrows to the usual items, and a + adds the unit last ordered', async () => {
    routeFetch()
    renderWithApp(<OrderForm />)
    const user = userEvent.setup()
    const saltCard = await screen.findByRole('button', { name: /^Sea salt/ })
    await user.click(saltCard)
    expect(saltCard.getAttribute('aria-pressed')).toBe('true')
    expect(within(saltCard).getByText('Selected')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', false)
    // Chosen by a tap, it starts at 0 by the pack (spec 4).
    expect(quantityOf('Sea salt').value).toBe('')
    await user.click(saltCard)
    expect(screen.queryByText('Selected')).toBeNull()
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true)

    await user.click(screen.getByRole('button', { name: 'Usual items' }))
    expect(screen.queryByText('Sea salt')).toBeNull()
    expect(screen.getByRole('region', { name: 'Pantry' })).toBeTruthy()
    // Last ordered by the case: + adds a case, not a pack.
    await user.click(screen.getByRole('button', { name: 'One case more of Olive oil' }))
    expect(quantityOf('Olive oil').value).toBe('1')
    expect(screen.getByTestId('estimated-total').textContent).toBe('$75.00')
    expect(within(screen.getByRole('button', { name: /^Olive oil/ })).getByText('Selected')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Usual items' }))
    expect(screen.getByText('Sea salt')).toBeTruthy()
  })

  it('tells a new customer how the usual items fill, and offers no filter yet', async () => {
    routeFetch({ usual: { items: [], lastOrder: null } })
    renderWithApp(<OrderForm />)
    expect(await screen.findByText(EMPTY_GUIDE_TEXT)).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Fill from last order/ })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Usual items' })).toBeNull()
    expect(screen.getByRole('region', { name: 'Pantry' })).toBeTruthy()
    expect(await more('Olive oil')).toBeTruthy()
  })

  it('fills from the last order, goes to step 2, and resends a lost submit with the same key', async () => {
    const spy = routeFetch({
      orders: [
        () => {
          throw new TypeError('Failed to fetch')
        },
        () => Response.json(placed, { status: 201 }),
      ],
    })
    renderWithApp(<OrderForm />)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Fill from last order (1 item)' }))
    expect(quantityOf('Olive oil').value).toBe('2')
    expect(screen.getByTestId('estimated-total').textContent).toBe('$150.00')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByRole('heading', { name: 'Choose Quantities' })).toBeTruthy()
    expect(screen.getByText('Enter amounts by pack/case or weight.')).toBeTruthy()
    expect(screen.getByText('Actual totals may vary depending on incoming product weight.')).toBeTruthy()
    expect(screen.getByText('Estimated Total')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy()
    // One card per chosen product, prefilled from step 1; sold at $72.00 a case last time, $75.00 today.
    expect((await screen.findAllByLabelText(/^Quantity of/)).length).toBe(1)
    expect(quantityOf('Olive oil').value).toBe('2')
    expect(screen.getByTestId('price-move').textContent).toBe('Price changed: $72.00 → $75.00 /case')

    await user.click(screen.getByRole('button', { name: 'Submit Order' }))
    expect(
      await screen.findByText('There was an error submitting your order. Please try again.'),
    ).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Submit Order' }))
    expect(await screen.findByText('Order Confirmed')).toBeTruthy()
    expect(screen.getByText('Review your order details.')).toBeTruthy()
    // The confirmation's table loads on demand.
    const table = await screen.findByRole('table')
    expect(within(table).getByText('2 cases')).toBeTruthy()
    for (const header of ['Product', 'Quantity', 'Price'])
      expect(within(table).getByText(header)).toBeTruthy()
    expect(screen.getByText('Placed at:')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to Home' })).toBeTruthy()
    expect(isCurrentStep('Confirmation')).toBe(true)

    const [first, second] = orderCalls(spy)
    expect(sentBody(spy, first!.index)).toEqual({
      items: [{ productId: 'OIL', quantity: 2, quantityType: 'case', substituteAllowed: false }],
    })
    const key = sentHeaders(spy, first!.index)['Idempotency-Key']
    expect(key).toBeTruthy()
    expect(sentHeaders(spy, second!.index)['Idempotency-Key']).toBe(key)
    // The placed order leaves no draft behind (stored once the screen has settled).
    await waitFor(() => expect(sessionStorage.getItem(draftKey(demoCustomer.id))).toBeNull())
  })

  it('goes back from step 2 with the choice kept, and a line cleared on step 2 stays in the order', async () => {
    routeFetch()
    renderWithApp(<OrderForm />)
    const user = userEvent.setup()
    await user.click(await more('Sea salt'))
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect([isCurrentStep('Choose Items'), isCurrentStep('Enter Amounts')]).toEqual([false, true])
    await user.click(screen.getByRole('button', { name: 'One pack less of Sea salt' }))
    expect(quantityOf('Sea salt').value).toBe('')
    expect(screen.getByRole('button', { name: 'Submit Order' })).toHaveProperty('disabled', true)
    await user.click(screen.getByRole('button', { name: 'One pack more of Sea salt' }))
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(screen.getByRole('heading', { name: 'Select Your Items' })).toBeTruthy()
    expect(within(screen.getByRole('button', { name: /^Sea salt/ })).getByText('Selected')).toBeTruthy()
  })

  it('steps a line with − and +, switches its unit, and keeps it after a reload', async () => {
    routeFetch()
    const view = renderWithApp(<OrderForm />)
    const user = userEvent.setup()
    await user.click(await more('Sea salt'))
    await user.click(await more('Sea salt'))
    await user.click(screen.getByRole('button', { name: 'One pack less of Sea salt' }))
    expect(quantityOf('Sea salt').value).toBe('1')
    expect(screen.getByRole('status').textContent).toContain('1 item')
    const unit = screen.getByRole('group', { name: 'Unit for Olive oil' })
    await user.click(within(unit).getByRole('button', { name: 'Pack' }))
    await user.click(screen.getByRole('button', { name: 'One pack more of Olive oil' }))
    expect(screen.getByTestId('estimated-total').textContent).toBe('$25.00')

    view.unmount()
    renderWithApp(<OrderForm />)
    expect(((await screen.findByLabelText('Quantity of Olive oil')) as HTMLInputElement).value).toBe('1')
  })

  it('explains an amount the server would refuse and keeps Submit Order off', async () => {
    routeFetch()
    renderWithApp(<OrderForm />)
    const user = userEvent.setup()
    await more('Sea salt')
    await user.type(quantityOf('Sea salt'), '-1')
    expect(screen.getByText('Enter an amount above 0')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByText('Enter an amount above 0')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Submit Order' })).toHaveProperty('disabled', true)
    await user.clear(quantityOf('Sea salt'))
    await user.type(quantityOf('Sea salt'), '100001')
    expect(screen.getByText('At most 100,000 packs')).toBeTruthy()
  })

  it('asks before sending a line far above the usual, and sends once confirmed', async () => {
    const spy = routeFetch({ orders: [() => Response.json(placed, { status: 201 })] })
    renderWithApp(<OrderForm />)
    const user = userEvent.setup()
    await screen.findByRole('button', { name: 'One case more of Olive oil' })
    fireEvent.change(quantityOf('Olive oil'), { target: { value: '99' } })
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await user.click(screen.getByRole('button', { name: 'Submit Order' }))
    const dialog = await screen.findByRole('dialog', { name: 'Check these amounts' })
    expect(within(dialog).getByText('99 cases of Olive oil — is that right?')).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Change amounts' }))
    expect(orderCalls(spy)).toEqual([])
    // The dialog hides the page from assistive tech until it has closed.
    await user.click(await screen.findByRole('button', { name: 'Submit Order' }))
    await user.click(await screen.findByRole('button', { name: 'Yes, submit' }))
    expect(await screen.findByText('Order Confirmed')).toBeTruthy()
    expect(orderCalls(spy)).toHaveLength(1)
  })

  it('waits offline with a banner and sends once when the network returns', async () => {
    const spy = routeFetch({ orders: [() => Response.json(placed, { status: 201 })] })
    renderWithApp(<OrderForm />)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: /Fill from last order/ }))
    await user.click(screen.getByRole('button', { name: 'Next' }))
    setOnline(false)
    await user.click(screen.getByRole('button', { name: 'Submit Order' }))
    expect(screen.getByTestId('offline-banner').textContent).toContain(OFFLINE_WAITING)
    expect(screen.getByRole('button', { name: 'Waiting for network…' })).toHaveProperty('disabled', true)
    expect(orderCalls(spy)).toEqual([])
    setOnline(true)
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    expect(await screen.findByText('Order Confirmed')).toBeTruthy()
    expect(orderCalls(spy)).toHaveLength(1)
  })

  it('shows a refusal in words and keeps the draft', async () => {
    routeFetch({
      orders: [
        () =>
          Response.json({ error: 'Ordering is closed right now.', code: 'ORDERING_CLOSED' }, { status: 409 }),
      ],
    })
    renderWithApp(<OrderForm />)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: /Fill from last order/ }))
    await user.click(screen.getByRole('button', { name: 'Next' }))
    fireEvent.click(screen.getByRole('button', { name: 'Submit Order' }))
    expect(await screen.findByText('Ordering is closed right now. Your order is kept here.')).toBeTruthy()
    expect(quantityOf('Olive oil').value).toBe('2')
  })

  it('orders again from ?reorder=, marking moved prices and leaving out what is gone', async () => {
    const pastOrder = {
      id: 12,
      createdAt: '2026-11-01T14:00:00.000Z',
      fulfilled: true,
      OrderItems: [
        { id: 1, productId: 'SALT', productName: 'Sea salt', quantity: 3, quantityType: 'pack', price: 12 },
        { id: 2, productId: 'GONE', productName: 'Saffron', quantity: 1, quantityType: 'pack', price: 40 },
      ],
    }
    routeFetch({ pastOrder })
    renderWithApp(<OrderForm />, '/customer/order-form?reorder=12')
    // Order again opens on step 2: Submit Order is the next tap.
    expect(await screen.findByRole('heading', { name: 'Choose Quantities' })).toBeTruthy()
    // The lines come in a deferred render, just after the heading.
    expect(((await screen.findByLabelText('Quantity of Sea salt')) as HTMLInputElement).value).toBe('3')
    expect(screen.getByText(/No longer available, left out: Saffron/)).toBeTruthy()
    expect(screen.getByTestId('price-move').textContent).toBe('Price changed: $12.00 → $12.50 /pack')
  })

  it('says when a past order cannot be found, and when the products cannot be loaded', async () => {
    routeFetch()
    const view = renderWithApp(<OrderForm />, '/customer/order-form?reorder=999')
    expect(await screen.findByText('That order could not be found to order again.')).toBeTruthy()
    view.unmount()
    stubFetch().mockImplementation(async () => Response.json({ error: 'boom' }, { status: 500 }))
    renderWithApp(<OrderForm />)
    expect(await screen.findByText('Failed to load your products.')).toBeTruthy()
  })

  it('stars a favourite once the server stored it, and only logs a failure', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    let fail = false
    routeFetch({
      favorite: () =>
        fail
          ? Response.json({ error: 'nope' }, { status: 500 })
          : Response.json({ productId: 'OIL', favorite: true }),
    })
    renderWithApp(<OrderForm />)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Add Olive oil to favorites' }))
    expect(await screen.findByRole('button', { name: 'Remove Olive oil from favorites' })).toBeTruthy()
    fail = true
    await user.click(screen.getByRole('button', { name: 'Remove Olive oil from favorites' }))
    await waitFor(() => expect(error).toHaveBeenCalled())
    expect(screen.getByRole('button', { name: 'Remove Olive oil from favorites' })).toBeTruthy()
  })
})
