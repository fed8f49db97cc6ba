// @vitest-environment jsdom
import type { Role } from '@provender/web-shared/session.ts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { queriesOf, renderInConsole, stubApi } from '../testing/renderInConsole.tsx'
import { AuditorsPanel } from './AuditorsPanel.tsx'

const ada = {
  id: 12,
  firstName: 'Ada',
  lastName: 'Byrne',
  email: 'audit@provender.test',
  phone: '3125550103',
  role: 'auditor',
}

let fetchMock: ReturnType<typeof stubApi>

beforeEach(() => {
  fetchMock = stubApi(() => ({ users: [ada], totalCount: 1 }))
})

const showPanel = (role: Role) => renderInConsole(<AuditorsPanel />, { role })

describe('the Auditors tab, in the list pattern of the other Users tabs', () => {
  it('lists auditors by first name through the data provider, the phone as (312) 555-0103', async () => {
    showPanel('admin')
    const row = (await screen.findByText('Ada Byrne')).closest('tr')!
    expect(within(row).getByText('(312) 555-0103')).toBeTruthy()
    expect(queriesOf(fetchMock)[0]).toEqual({
      page: '1',
      limit: '10',
      sortBy: 'firstName',
      order: 'ASC',
      role: 'auditor',
    })
    expect(screen.getByText('Rows per page:')).toBeTruthy()
  })

  it('searches with the typed words', async () => {
    const user = userEvent.setup()
    showPanel('admin')
    await screen.findByText('Ada Byrne')
    await user.type(screen.getByRole('textbox', { name: 'Search auditors' }), 'byrne')
    await waitFor(() =>
      expect(queriesOf(fetchMock).at(-1)).toMatchObject({ search: 'byrne', role: 'auditor', page: '1' }),
    )
  })

  it('gives an admin the row menu: Edit, Reset Password, Delete', async () => {
    const user = userEvent.setup()
    showPanel('admin')
    await user.click(await screen.findByRole('button', { name: 'Actions for Ada Byrne' }))
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Edit',
      'Reset Password',
      'Delete',
    ])
  })

  it('gives an auditor the list and no menu', async () => {
    showPanel('auditor')
    await screen.findByText('Ada Byrne')
    expect(screen.queryByRole('button', { name: /^Actions for/ })).toBeNull()
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull()
  })
})
