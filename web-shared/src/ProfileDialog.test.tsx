// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ProfileDialog } from './ProfileDialog.tsx'
import { loadStoredUser, storeUser } from './session.ts'
import { sentBody, stubFetch } from './testing/browser.ts'
import { renderScreen } from './testing/render.tsx'
import { customerUser, resetBrowserEachTest } from './testing/session.ts'

const account = customerUser()
/** The mail section asks for the user's choices as the dialog opens: that is fetch call 0. */
const PREFS = { body: { orders: true, shipping: true, priceDigest: true, reminders: false, newOrders: true } }
const profileSaves = (spy: ReturnType<typeof stubFetch>) =>
  spy.mock.calls.filter(([url, init]) => url === '/api/account/profile' && init?.method === 'PUT')

resetBrowserEachTest()
beforeEach(() => {
  storeUser(account)
  stubFetch(PREFS)
})

describe('ProfileDialog', () => {
  it('holds the mail choices below the profile fields', async () => {
    renderScreen(<ProfileDialog open onClose={() => {}} />)
    expect(await screen.findByRole('switch', { name: 'Order confirmations' })).toHaveProperty('checked', true)
    expect(screen.getByRole('switch', { name: 'Ordering reminders' })).toHaveProperty('checked', false)
  })

  it('shows the stored phone masked', () => {
    renderScreen(<ProfileDialog open onClose={() => {}} />)
    expect(screen.getByLabelText('Phone')).toHaveProperty('value', '(555) 123-4567')
  })

  it('refuses a short phone number with the spec message', async () => {
    const fetchSpy = stubFetch()
    renderScreen(<ProfileDialog open onClose={() => {}} />)
    const user = userEvent.setup()
    const phone = screen.getByLabelText('Phone')
    await user.clear(phone)
    await user.type(phone, '555123')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(screen.getByText('Enter a valid 10-digit phone number.')).toBeTruthy()
    expect(screen.getByText('Please fix the highlighted fields.')).toBeTruthy()
    expect(profileSaves(fetchSpy)).toHaveLength(0)
  })

  it('accepts an 11-digit number with a leading 1 and sends digits only', async () => {
    const saved = { ...account, phone: '5559876543' }
    const fetchSpy = stubFetch(PREFS, { body: { user: saved } })
    const onClose = vi.fn()
    renderScreen(<ProfileDialog open onClose={onClose} />)
    const user = userEvent.setup()
    const phone = screen.getByLabelText('Phone')
    await user.clear(phone)
    await user.type(phone, '1 555 987 6543')
    expect(phone).toHaveProperty('value', '(555) 987-6543')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(sentBody(fetchSpy, 1)).toMatchObject({ phone: '5559876543' })
    expect(loadStoredUser()?.phone).toBe('5559876543')
  })

  it('requires the names', async () => {
    renderScreen(<ProfileDialog open onClose={() => {}} />)
    const user = userEvent.setup()
    await user.clear(screen.getByLabelText('First name'))
    await user.clear(screen.getByLabelText('Last name'))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(screen.getByText('Please enter your first name.')).toBeTruthy()
    expect(screen.getByText('Please enter your last name.')).toBeTruthy()
  })

  it('counts each name and the email against the server’s limits, and stops typing there', async () => {
    renderScreen(<ProfileDialog open onClose={() => {}} />)
    expect(screen.getAllByText('3/60')).toHaveLength(2)
    expect(screen.getByText('15/254')).toBeTruthy()
    const user = userEvent.setup()
    const first = screen.getByLabelText('First name')
    await user.clear(first)
    await user.paste('A'.repeat(70))
    expect(first).toHaveProperty('value', 'A'.repeat(60))
    expect(screen.getByText('60/60')).toBeTruthy()
  })

  it('refuses a stored over-long or control-laden name with the server’s words, sending nothing', async () => {
    storeUser({ ...account, firstName: 'A'.repeat(61), lastName: 'Lee\u202E' })
    const fetchSpy = stubFetch()
    renderScreen(<ProfileDialog open onClose={() => {}} />)
    expect(screen.getByText('61/60')).toBeTruthy()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }))
    expect(screen.getByText('First name must be at most 60 characters.')).toBeTruthy()
    expect(screen.getByText('Last name cannot contain line breaks or control characters.')).toBeTruthy()
    expect(profileSaves(fetchSpy)).toHaveLength(0)
  })
})
