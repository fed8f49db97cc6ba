// @vitest-environment jsdom
import { SnackbarProvider } from '@provender/web-shared/SnackbarProvider.tsx'
import { storeUser } from '@provender/web-shared/session.ts'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { AdminContext, memoryStore } from 'react-admin'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { testUser } from '../auth/testUsers.ts'
import { dataProvider } from '../dataProvider/index.ts'
import { i18nProvider } from '../i18n/i18nProvider.ts'
import { AuditorsPanel } from './AuditorsPanel.tsx'

const ada = {
  id: 12,
  firstName: 'Ada',
  lastName: 'Byrne',
  email: 'audit@provender.test',
  phone: '3125550103',
  role: 'auditor',
}

const fetchMock = vi.fn(async (_url: string) => new Response(JSON.stringify({ users: [ada], totalCount: 1 })))

/** The query of each GET /api/users the list made, in order. */
function listQueries(): Record<string, string>[] {
  return fetchMock.mock.calls.map(([url]) => Object.fromEntries(new URL(url, 'http://x').searchParams))
}

function showPanel() {
  return render(
    <MemoryRouter>
      <SnackbarProvider>
        <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
          <AuditorsPanel />
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

describe('the Auditors tab, in the list pattern of the other Users tabs', () => {
  it('lists auditors by first name through the data provider, the phone as (312) 555-0103', async () => {
    storeUser(testUser('admin'))
    showPanel()
    const row = (await screen.findByText('Ada Byrne')).closest('tr')!
    expect(within(row).getByText('(312) 555-0103')).toBeTruthy()
    expect(listQueries()[0]).toEqual({
      page: '1',
      limit: '10',
      sortBy: 'firstName',
      order: 'ASC',
      role: 'auditor',
    })
    expect(screen.getByText('Rows per page:')).toBeTruthy()
  })

  it('searches with the typed words', async () => {
    storeUser(testUser('admin'))
    const user = userEvent.setup()
    showPanel()
    await screen.findByText('Ada Byrne')
    await user.type(screen.getByRole('textbox', { name: 'Search auditors' }), 'byrne')
    await waitFor(() =>
      expect(listQueries().at(-1)).toMatchObject({ search: 'byrne', role: 'auditor', page: '1' }),
    )
  })

  it('gives an admin the row menu: Edit, Reset Password, Delete', async () => {
    storeUser(testUser('admin'))
    const user = userEvent.setup()
    showPanel()
    await user.click(await screen.findByRole('button', { name: 'Actions for Ada Byrne' }))
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Edit',
      'Reset Password',
      'Delete',
    ])
  })

  it('gives an auditor the list and no menu', async () => {
    storeUser(testUser('auditor'))
    showPanel()
    await screen.findByText('Ada Byrne')
    expect(screen.queryByRole('button', { name: /^Actions for/ })).toBeNull()
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull()
  })
})
