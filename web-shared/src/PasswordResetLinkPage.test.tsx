// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { FLASH_KEY } from './flash.ts'
import { PasswordResetLinkPage, RESET_LINK_MESSAGES } from './PasswordResetLinkPage.tsx'
import { loadStoredUser, storeUser } from './session.ts'
import { sentBody, stubFetch, stubLocation } from './testing/browser.ts'
import { renderScreen } from './testing/render.tsx'
import { customerUser, resetBrowserEachTest } from './testing/session.ts'

resetBrowserEachTest()

async function choose(next: string, confirm: string, token = 'tok.en.sig') {
  renderScreen(<PasswordResetLinkPage />, `/password-reset?token=${token}`)
  const user = userEvent.setup()
  if (next) await user.type(screen.getByLabelText('New Password'), next)
  if (confirm) await user.type(screen.getByLabelText('Confirm New Password'), confirm)
  await user.click(screen.getByRole('button', { name: 'Set new password' }))
}

describe('PasswordResetLinkPage', () => {
  it('lists the password rules, leaving out the one about a current password it never asks for', async () => {
    renderScreen(<PasswordResetLinkPage />, '/password-reset?token=t')
    expect(screen.getByText('One uppercase letter')).toBeTruthy()
    expect(screen.queryByText('Different from your current password')).toBeNull()
    expect(screen.queryByLabelText('Current Password')).toBeNull()
  })

  it('checks the rules and the confirmation before sending', async () => {
    const fetchSpy = stubFetch()
    await choose('freshstart9!', 'freshstart9?')
    expect(screen.getByText('Please meet all password requirements.')).toBeTruthy()
    expect(screen.getByText('Passwords do not match')).toBeTruthy()
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('sends the token with the new password, ends the local session and goes to sign-in with a notice', async () => {
    storeUser(customerUser())
    const assign = stubLocation('/password-reset', '?token=tok.en.sig')
    const fetchSpy = stubFetch({ body: { message: RESET_LINK_MESSAGES.changed } })
    await choose('Fresh-Start9', 'Fresh-Start9')
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/login'))
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('/api/auth/forgot-password/reset')
    expect(sentBody(fetchSpy, 0)).toEqual({
      token: 'tok.en.sig',
      newPassword: 'Fresh-Start9',
      confirmPassword: 'Fresh-Start9',
    })
    expect(loadStoredUser()).toBeNull()
    expect(sessionStorage.getItem(FLASH_KEY)).toContain(RESET_LINK_MESSAGES.changed)
  })

  it('says a spent link is spent and offers a new one', async () => {
    stubFetch({ status: 400, body: { error: RESET_LINK_MESSAGES.invalid, code: 'RESET_LINK_INVALID' } })
    await choose('Fresh-Start9', 'Fresh-Start9')
    expect(await screen.findByText(RESET_LINK_MESSAGES.invalid)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      '/forgot-password',
    )
    expect(screen.queryByLabelText('New Password')).toBeNull()
  })

  it('treats a link without a token as spent, before any typing', () => {
    const fetchSpy = stubFetch()
    renderScreen(<PasswordResetLinkPage />, '/password-reset')
    expect(screen.getByText(RESET_LINK_MESSAGES.invalid)).toBeTruthy()
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('puts the server’s password refusal under the field', async () => {
    stubFetch({ status: 400, body: { error: 'x', code: 'PASSWORD_NOT_DIFFERENT' } })
    await choose('Fresh-Start9', 'Fresh-Start9')
    expect(await screen.findByText('New password must be different from your current password')).toBeTruthy()
  })
})
