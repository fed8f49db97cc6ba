// @vitest-environment jsdom
import { sentHeaders } from '@provender/web-shared/testing/browser.ts'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { demoCustomer, renderWithApp } from '../testing/renderWithApp.tsx'
import { draftKey, parseDraft } from './draft.ts'
import { OFFLINE_WAITING } from './OfflineNotice.tsx'
import { OrderForm } from './OrderForm.tsx'
import {
  oil,
  orderCalls,
  placed,
  quantityOf,
  routeFetch,
  salt,
  sandboxEachOrderFormTest,
  setOnline,
} from './orderFormTesting.ts'

const storedDraft = () => parseDraft(sessionStorage.getItem(draftKey(demoCustomer.id)))

sandboxEachOrderFormTest()

/** The phone's network as the app sees it: navigator.onLine, and the event the query cache follows. */
function network(online: boolean) {
  setOnline(online)
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'))
  })
}

/** "Fill from last order" (Olive oil), plus a pack of Sea salt when asked, then step 2. */
async function fillAndGoToStep2({ withSalt = false } = {}) {
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: /Fill from last order/ }))
  if (withSalt) await user.click(screen.getByRole('button', { name: 'One pack more of Sea salt' }))
  await user.click(screen.getByRole('button', { name: 'Next' }))
  return user
}

describe('a submit across a reload, and a product gone at submit', { timeout: 90_000 }, () => {
  it('resends an unanswered submit after a reload with the same key, and clears it once placed', async () => {
    const spy = routeFetch({
      orders: [
        () => {
          throw new TypeError('Failed to fetch')
        },
        () => Response.json(placed, { status: 201 }),
      ],
    })
    const view = renderWithApp(<OrderForm />)
    const user = await fillAndGoToStep2()
    await user.click(screen.getByRole('button', { name: 'Submit Order' }))
    await screen.findByText('There was an error submitting your order. Please try again.')
    const key = sentHeaders(spy, orderCalls(spy)[0]!.index)['Idempotency-Key']
    await waitFor(() => expect(storedDraft().submission?.key).toBe(key))

    // The tab reloads: the draft, and with it the key, come back from storage.
    view.unmount()
    renderWithApp(<OrderForm />)
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Submit Order' }))
    expect(await screen.findByText('Order Confirmed')).toBeTruthy()
    const [first, second] = orderCalls(spy)
    expect(sentHeaders(spy, second!.index)['Idempotency-Key']).toBe(key)
    expect(second!.index).toBeGreaterThan(first!.index)
    await waitFor(() => expect(sessionStorage.getItem(draftKey(demoCustomer.id))).toBeNull())
  })

  it('names a line whose product was removed before submit, and keeps the rest', async () => {
    let list = [oil, salt]
    routeFetch({
      products: () => list,
      orders: [() => Response.json({ error: 'Product OIL is not on your price list.' }, { status: 400 })],
    })
    renderWithApp(<OrderForm />)
    const user = await fillAndGoToStep2({ withSalt: true })
    list = [salt]
    await user.click(screen.getByRole('button', { name: 'Submit Order' }))
    expect(
      await screen.findByText('Olive oil is no longer available and was taken out of your order.'),
    ).toBeTruthy()
    expect(screen.queryByLabelText('Quantity of Olive oil')).toBeNull()
    expect(quantityOf('Sea salt').value).toBe('1')
    // The refusal's own words (a product id) are not shown beside it.
    expect(screen.queryByText(/not on your price list/)).toBeNull()
  })

  it('still waits after a reload while offline, and sends once with the same key when back online', async () => {
    const spy = routeFetch({ orders: [() => Response.json(placed, { status: 201 })] })
    const view = renderWithApp(<OrderForm />)
    const user = await fillAndGoToStep2()
    network(false)
    await user.click(screen.getByRole('button', { name: 'Submit Order' }))
    expect(screen.getByTestId('offline-banner').textContent).toBe(OFFLINE_WAITING)
    await waitFor(() => expect(storedDraft().submission?.waiting).toBe(true))
    const key = storedDraft().submission!.key

    // Reopened offline: no price list can load, yet the submit still waits, and says so.
    view.unmount()
    const productLoads = () => spy.mock.calls.filter(([url]) => String(url).endsWith('/products')).length
    const loadsBefore = productLoads()
    renderWithApp(<OrderForm />)
    expect((await screen.findByTestId('offline-banner')).textContent).toBe(OFFLINE_WAITING)
    expect(productLoads()).toBe(loadsBefore)
    expect(orderCalls(spy)).toEqual([])

    network(true)
    expect(await screen.findByText('Order Confirmed')).toBeTruthy()
    const sent = orderCalls(spy)
    expect(sent).toHaveLength(1)
    expect(sentHeaders(spy, sent[0]!.index)['Idempotency-Key']).toBe(key)
    await waitFor(() => expect(sessionStorage.getItem(draftKey(demoCustomer.id))).toBeNull())
  })
})
