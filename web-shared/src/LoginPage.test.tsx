// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { LoginPage } from './LoginPage.tsx'
import { LOGOUT_REASON_KEY, loadStoredUser } from './session.ts'
import { sentBody, stubFetch, stubLocation } from './testing/browser.ts'
import { renderScreen } from './testing/render.tsx'
import { customerUser, resetBrowserEachTest } from './testing/session.ts'

const signIn = () => screen.getByRole('button', { name: /sign in/i })

/** Opens the sign-in page and signs in with this email and password, as a person would. */
async function signInAs(email: string, password = 'secret') {
  renderScreen(<LoginPage />)
  const user = userEvent.setup()
  await user.type(screen.getByLabelText('Email'), email)
  await user.type(screen.getByLabelText('Password'), password)
  await user.click(signIn())
}

resetBrowserEachTest()

describe('LoginPage', () => {
  it('keeps the button disabled until both fields are filled', async () => {
    stubLocation('/login')
    renderScreen(<LoginPage />)
    const user = userEvent.setup()
    expect(signIn()).toHaveProperty('disabled', true)
    await user.type(screen.getByLabelText('Email'), 'ada@example.com')
    expect(signIn()).toHaveProperty('disabled', true)
    await user.type(screen.getByLabelText('Password'), 'secret')
    expect(signIn()).toHaveProperty('disabled', false)
  })

  it('trims and lower-cases the email on blur and explains a bad address', async () => {
    stubLocation('/login')
    renderScreen(<LoginPage />)
    const user = userEvent.setup()
    const email = screen.getByLabelText('Email')
    await user.type(email, '  Ada@Example  ')
    await user.tab()
    expect(email).toHaveProperty('value', 'ada@example')
    expect(screen.getByText('Enter a valid email (e.g., name@example.com).')).toBeTruthy()
  })

  it('shows an unknown email under the email field', async () => {
    stubLocation('/login')
    const fetchSpy = stubFetch({
      status: 401,
      body: { error: 'No account found for that email.', code: 'USER_NOT_FOUND' },
    })
    await signInAs('Nobody@Example.com')
    expect(await screen.findByText('No account found for that email.')).toBeTruthy()
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true')
    expect(sentBody(fetchSpy, 0)).toEqual({ email: 'nobody@example.com', password: 'secret' })
  })

  it('stores the user and loads / in full on success', async () => {
    const assign = stubLocation('/login')
    const account = customerUser()
    stubFetch({ body: { user: account } })
    await signInAs(account.email)
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'))
    expect(loadStoredUser()).toEqual(account)
  })

  it('says why the previous session ended', () => {
    stubLocation('/login', '?reason=session-expired')
    renderScreen(<LoginPage />)
    expect(screen.getByText('Your session has ended. Please sign in again.')).toBeTruthy()
    expect(sessionStorage.getItem(LOGOUT_REASON_KEY)).toBe('session-expired')
  })

  it('reports an unreachable server', async () => {
    stubLocation('/login')
    stubFetch(new TypeError('Failed to fetch'))
    await signInAs('a@b.co')
    expect(await screen.findByText('Network error. Please try again.')).toBeTruthy()
  })
})
