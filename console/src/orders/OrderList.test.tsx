// @vitest-environment jsdom
import { SnackbarProvider } from '@provender/web-shared/SnackbarProvider.tsx'
import { storeUser } from '@provender/web-shared/session.ts'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { AdminContext, memoryStore } from 'react-admin'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { testUser } from '../auth/testUsers.ts'
import type { Order } from '../dataProvider/index.ts'
import { dataProvider } from '../dataProvider/index.ts'
import { i18nProvider } from '../i18n/i18nProvider.ts'
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

const fetchMock = vi.fn(async (url: string) => {
  const offset = Number(new URL(url, 'http://x').searchParams.get('offset'))
  const rows = Array.from({ length: 10 }, (_, i) => row(offset + i + 1))
  return new Response(JSON.stringify({ rows, count: 25 }), { status: 200 })
})

/** The query of each GET /api/orders the list made, in order. */
function listQueries(): Record<string, string>[] {
  return fetchMock.mock.calls.map(([url]) => Object.fromEntries(new URL(url, 'http://x').searchParams))
}

function showList() {
  return render(
    <MemoryRouter>
      <SnackbarProvider>
        <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
          <OrderList />
        </AdminContext>
      </SnackbarProvider>
    </MemoryRouter>,
  )
}

beforeEach(() => {
  localStorage.clear()
  fetchMock.mockClear()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('OrderList', () => {
  it('opens on current orders, newest first, 10 a page, All for an admin', async () => {
    storeUser(testUser('admin'))
    showList()
    await screen.findByText('Customer 1')
    expect(listQueries()[0]).toEqual({
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
    storeUser(testUser('sales'))
    showList()
    await screen.findByText('Customer 1')
    expect(screen.queryByText('Sales Rep')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Mine' })).toBeNull()
    expect(listQueries()[0]).not.toHaveProperty('scope')
  })

  it('goes back to page 1 when the tab changes', async () => {
    storeUser(testUser('admin'))
    const user = userEvent.setup()
    showList()
    await screen.findByText('Customer 1')
    await user.click(screen.getByRole('button', { name: /page 2/i }))
    await screen.findByText('Customer 11')
    expect(listQueries().at(-1)).toMatchObject({ offset: '10', fulfilled: 'false' })

    await user.click(screen.getByRole('tab', { name: 'Past Orders' }))
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ offset: '0', fulfilled: 'true' }))
  })

  it('asks for Mine when an admin switches scope', async () => {
    storeUser(testUser('admin'))
    const user = userEvent.setup()
    showList()
    await screen.findByText('Customer 1')
    await user.click(screen.getByRole('button', { name: 'Mine' }))
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ scope: 'mine', offset: '0' }))
  })
})
