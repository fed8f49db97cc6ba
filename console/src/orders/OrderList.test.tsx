// @vitest-environment jsdom
import type { Role } from '@provender/web-shared/session.ts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Order } from '../dataProvider/index.ts'
import { queriesOf, renderInConsole, stubApi } from '../testing/renderInConsole.tsx'
import { OrderList } from './OrderList.tsx'

function row(id: number): Order {
  return {
    id,
    createdAt: '2026-11-20T14:03:00.000Z',
    fulfilled: false,
    fulfilledAt: null,
    totalPrice: 10,
    customerId: 7,
    Customer: {
      id: 7,
      businessName: `Customer ${id}`,
      accountNumber: `AC-${id}`,
      SalesUser: { id: 2, firstName: 'Sam', lastName: 'Reyes' },
    },
    OrderItems: [],
  }
}

let fetchMock: ReturnType<typeof stubApi>

/** The orders reads only (the delivery filter reads the distributor's zone beside them). */
const orderQueries = () =>
  queriesOf(fetchMock).filter((_query, i) => String(fetchMock.mock.calls[i]?.[0]).startsWith('/api/orders'))

beforeEach(() => {
  fetchMock = stubApi((url) => {
    if (url.startsWith('/api/settings/delivery-schedule')) return { days: null, timeZone: 'America/Chicago' }
    const offset = Number(new URL(url, 'http://x').searchParams.get('offset'))
    return { rows: Array.from({ length: 10 }, (_, i) => row(offset + i + 1)), count: 25 }
  })
})

const showList = (role: Role) => renderInConsole(<OrderList />, { role })

describe('OrderList', () => {
  it('opens on current orders, newest first, 10 a page, All for an admin', async () => {
    showList('admin')
    await screen.findByText('Customer 1')
    expect(orderQueries()[0]).toEqual({
      limit: '10',
      offset: '0',
      fulfilled: 'false',
      scope: 'all',
      sortField: 'createdAt',
      sortOrder: 'DESC',
    })
    expect(screen.getByText('Sales Rep')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Mine' })).toBeTruthy()
  })

  it('shows sales neither the Sales Rep column nor the scope toggle, and sends no scope', async () => {
    showList('sales')
    await screen.findByText('Customer 1')
    expect(screen.queryByText('Sales Rep')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Mine' })).toBeNull()
    expect(orderQueries()[0]).not.toHaveProperty('scope')
  })

  it('goes back to page 1 when the tab changes', async () => {
    const user = userEvent.setup()
    showList('admin')
    await screen.findByText('Customer 1')
    await user.click(screen.getByRole('button', { name: /page 2/i }))
    await screen.findByText('Customer 11')
    expect(orderQueries().at(-1)).toMatchObject({ offset: '10', fulfilled: 'false' })

    await user.click(screen.getByRole('tab', { name: 'Past Orders' }))
    await waitFor(() => expect(orderQueries().at(-1)).toMatchObject({ offset: '0', fulfilled: 'true' }))
  })

  it('asks for Mine when an admin switches scope', async () => {
    const user = userEvent.setup()
    showList('admin')
    await screen.findByText('Customer 1')
    await user.click(screen.getByRole('button', { name: 'Mine' }))
    await waitFor(() => expect(orderQueries().at(-1)).toMatchObject({ scope: 'mine', offset: '0' }))
  })

  it("filters by the distributor's tomorrow, and by orders with no delivery date", async () => {
    const user = userEvent.setup()
    showList('sales')
    await screen.findByText('Customer 1')
    await user.click(screen.getByRole('combobox', { name: 'Delivery' }))
    await user.click(await screen.findByRole('option', { name: 'Tomorrow' }))
    await waitFor(() => expect(orderQueries().at(-1)).toHaveProperty('deliveryDate'))
    expect(orderQueries().at(-1)?.deliveryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    await user.click(screen.getByRole('combobox', { name: 'Delivery' }))
    await user.click(await screen.findByRole('option', { name: 'Not scheduled' }))
    await waitFor(() => expect(orderQueries().at(-1)).toMatchObject({ deliveryDate: 'none', offset: '0' }))
    expect(screen.getAllByText('Not scheduled').length).toBeGreaterThan(0)
  })

  it('marks a cancelled order Cancelled, not Unfulfilled', async () => {
    stubApi((url) =>
      url.startsWith('/api/settings/delivery-schedule')
        ? { days: null, timeZone: 'America/Chicago' }
        : { rows: [row(1), { ...row(2), cancelled: true, status: 'cancelled' }], count: 2 },
    )
    showList('admin')
    const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr, li') as HTMLElement
    const cancelled = await rowOf('Customer 2')
    expect(within(cancelled).getByText('Cancelled')).toBeTruthy()
    expect(within(cancelled).queryByText('Unfulfilled')).toBeNull()
    expect(within(await rowOf('Customer 1')).getByText('Unfulfilled')).toBeTruthy()
  })
})
