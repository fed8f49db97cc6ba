// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { FLASH_KEY } from './flash.ts'
import { ResetPasswordPage } from './ResetPasswordPage.tsx'
import { loadStoredUser, storeUser } from './session.ts'
import { sentBody, stubFetch, stubLocation } from './testing/browser.ts'
import { renderScreen } from './testing/render.tsx'
import { customerUser, resetBrowserEachTest } from './testing/session.ts'

const account = customerUser({ passwordChanged: false })

async function fill(current: string, next: string, confirm: string) {
  const user = userEvent.setup()
  if (current) await user.type(screen.getByLabelText('Current Password'), current)
  if (next) await user.type(screen.getByLabelText('New Password'), next)
  if (confirm) await user.type(screen.getByLabelText('Confirm New Password'), confirm)
  await user.click(screen.getByRole('button', { name: 'Update Password' }))
}

resetBrowserEachTest()
beforeEach(() => storeUser(account))

describe('ResetPasswordPage', () => {
  it('asks for every field', async () => {
    renderScreen(<ResetPasswordPage />)
    await fill('', '', '')
    expect(screen.getByText('Current password is required')).toBeTruthy()
    expect(screen.getByText('New password is required')).toBeTruthy()
    expect(screen.getByText('Please confirm your new password')).toBeTruthy()
  })

  it('refuses a confirmation that does not match', async () => {
    const fetchSpy = stubFetch()
    renderScreen(<ResetPasswordPage />)
    await fill('Old-pass1', 'Fresh-Start9', 'Fresh-Start8')
    expect(screen.getByText('Passwords do not match')).toBeTruthy()
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('refuses a password that fails a rule and shows the rule unmet', async () => {
    const fetchSpy = stubFetch()
    renderScreen(<ResetPasswordPage />)
    await fill('Old-pass1', 'freshstart9!', 'freshstart9!')
    expect(screen.getByText('Please meet all password requirements.')).toBeTruthy()
    const rule = screen.getByText('One uppercase letter').closest('li')
    expect(rule?.getAttribute('data-met')).toBe('false')
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('shows the strength of the new password as it is typed', async () => {
    renderScreen(<ResetPasswordPage />)
    await userEvent.setup().type(screen.getByLabelText('New Password'), 'abcDEF12')
    expect(screen.getByTestId('password-strength').textContent).toBe('Okay')
  })

  it('puts a wrong current password under its field', async () => {
    stubFetch({ status: 400, body: { error: 'Incorrect old password', code: 'INCORRECT_OLD_PASSWORD' } })
    renderScreen(<ResetPasswordPage />)
    await fill('Wrong-pass1', 'Fresh-Start9', 'Fresh-Start9')
    expect(await screen.findByText('Incorrect current password')).toBeTruthy()
  })

  it('stores the changed user and goes home with a notice', async () => {
    const assign = stubLocation('/reset-password')
    const fetchSpy = stubFetch({ body: { user: { ...account, passwordChanged: true } } })
    renderScreen(<ResetPasswordPage />)
    await fill('Old-pass1', 'Fresh-Start9', 'Fresh-Start9')
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'))
    expect(sentBody(fetchSpy, 0)).toEqual({ oldPassword: 'Old-pass1', newPassword: 'Fresh-Start9' })
    expect(loadStoredUser()?.passwordChanged).toBe(true)
    expect(sessionStorage.getItem(FLASH_KEY)).toContain('Password updated successfully!')
  })
})
