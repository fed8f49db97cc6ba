// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { FORGOT_MESSAGES, ForgotPasswordPage, retryInWords } from './ForgotPasswordPage.tsx'
import { LoginPage } from './LoginPage.tsx'
import { sentBody, stubFetch, stubLocation } from './testing/browser.ts'
import { renderScreen } from './testing/render.tsx'
import { resetBrowserEachTest } from './testing/session.ts'

resetBrowserEachTest()

async function ask(email: string) {
  renderScreen(<ForgotPasswordPage />, '/forgot-password')
  const user = userEvent.setup()
  if (email) await user.type(screen.getByLabelText('Email'), email)
  await user.click(screen.getByRole('button', { name: 'Send reset link' }))
}

describe('ForgotPasswordPage', () => {
  it('is reached from the sign-in screen with the address typed there', async () => {
    stubLocation('/login')
    renderScreen(
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      </Routes>,
      '/login',
    )
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Email'), 'ada@example.com')
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }))
    expect(screen.getByRole('heading', { name: 'Forgot your password?' })).toBeTruthy()
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'ada@example.com')
  })

  it('shows the neutral answer, and sends the address trimmed and lower-cased', async () => {
    const fetchSpy = stubFetch({ status: 202, body: { message: FORGOT_MESSAGES.sent } })
    await ask('  Ada@Example.com ')
    expect(await screen.findByText(FORGOT_MESSAGES.sent)).toBeTruthy()
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('/api/auth/forgot-password')
    expect(sentBody(fetchSpy, 0)).toEqual({ email: 'ada@example.com' })
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/login')
  })

  it('refuses a bad address without asking the server', async () => {
    const fetchSpy = stubFetch()
    await ask('ada@')
    expect(screen.getByText('Enter a valid email (e.g., name@example.com).')).toBeTruthy()
    await userEvent.setup().clear(screen.getByLabelText('Email'))
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send reset link' }))
    expect(screen.getByText('Email is required.')).toBeTruthy()
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('says when to try again after too many requests', async () => {
    stubFetch({
      status: 429,
      body: { error: 'Too many requests.', code: 'TOO_MANY_REQUESTS' },
      headers: { 'Retry-After': '230' },
    })
    await ask('ada@example.com')
    expect(await screen.findByText('Too many requests. Try again in 4 minutes.')).toBeTruthy()
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'ada@example.com')
  })

  it('keeps the server’s words when they already say when', async () => {
    stubFetch({ status: 429, body: { error: 'Too many requests. Try again in 2 minutes.' } })
    await ask('ada@example.com')
    expect(await screen.findByText('Too many requests. Try again in 2 minutes.')).toBeTruthy()
  })

  it('puts the wait in words', () => {
    expect(retryInWords(1)).toBe('Try again in 1 second.')
    expect(retryInWords(59)).toBe('Try again in 59 seconds.')
    expect(retryInWords(60)).toBe('Try again in 1 minute.')
    expect(retryInWords(61)).toBe('Try again in 2 minutes.')
    expect(retryInWords(null)).toBe('Wait a few minutes, then try again.')
  })

  it('shows a network failure', async () => {
    stubFetch(new TypeError('offline'))
    await ask('ada@example.com')
    expect(await screen.findByText('Network error. Please try again.')).toBeTruthy()
  })
})
