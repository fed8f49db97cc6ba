// @vitest-environment jsdom
import { SnackbarProvider } from '@provender/web-shared/SnackbarProvider.tsx'
import { storeUser } from '@provender/web-shared/session.ts'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { AdminContext } from 'react-admin'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { testUser } from '../auth/testUsers.ts'
import { dataProvider } from '../dataProvider/index.ts'
import { blueDoorDetails } from '../testing/customers.ts'
import { CustomerEdit } from './CustomerEdit.tsx'
import { validateCustomer } from './customerForm.ts'

// Issue 22: the form shows how much of each limit is used, stops at it, and its validator
// refuses what the server would, in the server's words.

/** /customers/new in a data router, as the console has one (its unsaved-changes guard needs it). */
function newCustomerForm() {
  const router = createMemoryRouter(
    [
      {
        path: '/customers/new',
        element: (
          <SnackbarProvider>
            <AdminContext dataProvider={dataProvider}>
              <CustomerEdit />
            </AdminContext>
          </SnackbarProvider>
        ),
      },
    ],
    { initialEntries: ['/customers/new'] },
  )
  return render(<RouterProvider router={router} />)
}

const filled = { ...blueDoorDetails, salesUserId: '' as const }

beforeEach(() => {
  localStorage.clear()
  storeUser(testUser('sales'))
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ products: [], total: 0 }), { status: 200 })),
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('customer form text limits', () => {
  it('counts the business name against its limit of 80 and stops typing there', async () => {
    const user = userEvent.setup()
    newCustomerForm()
    const name = await screen.findByLabelText(/Business name/)
    expect(screen.getAllByText('0/80')).toHaveLength(1)
    await user.type(name, 'Blue')
    expect(screen.getByText('4/80')).toBeTruthy()
    await user.clear(name)
    await user.paste('B'.repeat(124))
    expect((name as HTMLInputElement).value).toHaveLength(80)
    expect(screen.getByText('80/80')).toBeTruthy()
  })

  it('counts the account number and the names too', async () => {
    newCustomerForm()
    await screen.findByLabelText(/Business name/)
    expect(screen.getByText('0/50')).toBeTruthy()
    expect(screen.getAllByText('0/60')).toHaveLength(2)
    expect(screen.getByText('0/254')).toBeTruthy()
  })

  it('the validator refuses an over-long or control-laden name with the server’s message', () => {
    expect(validateCustomer({ ...filled, businessName: 'B'.repeat(124) }, { ownerRequired: false })).toEqual({
      businessName: 'Business name must be at most 80 characters.',
    })
    expect(
      validateCustomer(
        { ...filled, businessName: 'Evil\r\nBcc: x@example.com', lastName: 'Chen\u202E' },
        { ownerRequired: false },
      ),
    ).toEqual({
      businessName: 'Business name cannot contain line breaks or control characters.',
      lastName: 'Last name cannot contain line breaks or control characters.',
    })
    expect(validateCustomer({ ...filled, firstName: 'M'.repeat(61) }, { ownerRequired: false })).toEqual({
      firstName: 'First name must be at most 60 characters.',
    })
    expect(validateCustomer({ ...filled, accountNumber: 'A'.repeat(51) }, { ownerRequired: false })).toEqual({
      accountNumber: 'Account number must be at most 50 characters.',
    })
  })
})
