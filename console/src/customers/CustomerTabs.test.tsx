// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useLocation } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import type { Customer } from '../dataProvider/index.ts'
import { blueDoorDetails } from '../testing/customers.ts'
import { renderInConsole, stubApi } from '../testing/renderInConsole.tsx'
import { useCustomerActions } from './CustomerActions.tsx'
import { CustomerEdit } from './CustomerEdit.tsx'

// Issue 36: the customer's delivery days had their own Save under the price rows, so the page
// had two; they now have a tab of their own, opened from the list's ⋮ menu too.

const blueDoor: Customer = {
  id: 1,
  ...blueDoorDetails,
  salesUserId: 1,
  SalesUser: { id: 1, firstName: 'Sam', lastName: 'Reyes' },
  products: [],
  version: 1,
}

const tuesdays = [{ weekday: 2, cutoffDaysBefore: 1, cutoffTime: '22:00' }]

/** The customer, its delivery days, and an empty answer for every list the page reads. */
function stubCustomerApi() {
  stubApi((url) => {
    if (url.startsWith('/api/customers/1/delivery-schedule'))
      return { days: tuesdays, own: tuesdays, inherited: false, timeZone: 'America/Chicago' }
    if (url.startsWith('/api/settings/delivery-schedule')) return { days: null, timeZone: 'America/Chicago' }
    if (url.startsWith('/api/customers/1?') || url === '/api/customers/1') return blueDoor
    return { products: [], total: 0, rows: [], poNumberRequired: false, minimumOrder: null }
  })
}

/** Where the router is, shown on the page, so a test reads where a tab or a menu went. */
function Address() {
  return <output aria-label="Address">{useLocation().pathname}</output>
}

function openCustomer(path: string) {
  stubCustomerApi()
  renderInConsole(
    <>
      <CustomerEdit />
      <Address />
    </>,
    { role: 'admin', path, route: '/customers/:id/edit/*' },
  )
}

const address = () => screen.getByRole('status', { name: 'Address' }).textContent

describe("the customer page's tabs (issue 36)", { timeout: 60_000 }, () => {
  it('opens on the details and prices, with one Save: the delivery days wait in their tab', async () => {
    openCustomer('/customers/1/edit')
    const details = await screen.findByRole('tab', { name: 'Details and prices' })
    expect(details.getAttribute('aria-selected')).toBe('true')
    expect(await screen.findByRole('button', { name: 'Save' })).toBeTruthy()
    // The hidden tab's Save is out of reach (and out of the accessibility tree), not under the prices.
    expect(screen.queryByRole('button', { name: 'Save delivery days' })).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Delivery days' })).toBeNull()
  })

  it('shows the delivery days in their own tab, at an address of its own, without the details Save', async () => {
    const user = userEvent.setup()
    openCustomer('/customers/1/edit')
    await user.click(await screen.findByRole('tab', { name: 'Delivery days' }))
    expect(address()).toBe('/customers/1/edit/delivery-days')
    const panel = screen.getByRole('tabpanel', { name: 'Delivery days' })
    expect(await within(panel).findByRole('button', { name: 'Save delivery days' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull()
  })

  it('keeps what was typed in the details across a look at another tab, without asking', async () => {
    const user = userEvent.setup()
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false)
    openCustomer('/customers/1/edit')
    const name = await screen.findByLabelText(/Business name/)
    await waitFor(() => expect((name as HTMLInputElement).value).toBe('Blue Door'))
    await user.type(name, ' Bistro')
    await user.click(screen.getByRole('tab', { name: 'Delivery days' }))
    expect(address()).toBe('/customers/1/edit/delivery-days')
    await user.click(screen.getByRole('tab', { name: 'Details and prices' }))
    expect(address()).toBe('/customers/1/edit')
    expect((screen.getByLabelText(/Business name/) as HTMLInputElement).value).toBe('Blue Door Bistro')
    expect(confirm).not.toHaveBeenCalled()
  })

  it('opens the delivery days tab from its address', async () => {
    openCustomer('/customers/1/edit/delivery-days')
    const tab = await screen.findByRole('tab', { name: 'Delivery days' })
    expect(tab.getAttribute('aria-selected')).toBe('true')
    expect(await screen.findByRole('button', { name: 'Save delivery days' })).toBeTruthy()
  })

  it('sends an address no tab has to the first tab', async () => {
    openCustomer('/customers/1/edit/no-such-tab')
    const details = await screen.findByRole('tab', { name: 'Details and prices' })
    expect(details.getAttribute('aria-selected')).toBe('true')
    expect(address()).toBe('/customers/1/edit')
  })
})

function RowMenu() {
  const { menu } = useCustomerActions()
  return menu(blueDoor)
}

describe("the customers list's ⋮ menu (issue 36)", { timeout: 60_000 }, () => {
  it('opens the delivery days tab of the customer', async () => {
    const user = userEvent.setup()
    stubCustomerApi()
    renderInConsole(
      <>
        <RowMenu />
        <Address />
      </>,
      { role: 'admin', path: '/customers' },
    )
    await user.click(await screen.findByRole('button', { name: 'Actions for Blue Door' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Delivery Days' }))
    expect(address()).toBe('/customers/1/edit/delivery-days')
  })
})
