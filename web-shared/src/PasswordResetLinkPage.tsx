import LockReset from '@mui/icons-material/LockReset'
import { Button } from '@mui/material'
import { useState } from 'react'
import { Link as RouterLink, useSearchParams } from 'react-router-dom'
import { AuthForm, AuthHeading, AuthOutcome, AuthSubmitButton, BackToSignInLink } from './AuthParts.tsx'
import { ApiError } from './api.ts'
import { flashAfterReload } from './flash.ts'
import { FORGOT_PASSWORD_PATH, LOGIN_PATH } from './guards.ts'
import { NewPasswordFields } from './NewPasswordFields.tsx'
import { type PasswordForm, validateNewPassword } from './passwordChange.ts'
import { clearStoredUser } from './session.ts'
import { usePasswordSubmit } from './usePasswordSubmit.ts'

export const RESET_LINK_MESSAGES = {
  invalid: 'This link has expired or was already used. Ask for a new one.',
  changed: 'Your password is changed. Sign in with the new one.',
} as const

type NewPasswordForm = Pick<PasswordForm, 'newPassword' | 'confirmPassword'>
const EMPTY: NewPasswordForm = { newPassword: '', confirmPassword: '' }

/** Where the mailed "reset your password" link lands: a new password, then sign in with it. */
export function PasswordResetLinkPage() {
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  // A link cut short by a mail program is as useless as a spent one: say so before any typing.
  const [linkInvalid, setLinkInvalid] = useState(token === '')
  const { fields, alert, busy, handleSubmit } = usePasswordSubmit<
    keyof NewPasswordForm,
    { message?: unknown }
  >({
    empty: EMPTY,
    check: validateNewPassword,
    path: '/api/auth/forgot-password/reset',
    body: ({ newPassword, confirmPassword }) => ({ token, newPassword, confirmPassword }),
    skipAuthRedirect: true,
    onChanged: (answer) => {
      // The change ended every session of the account, this browser's included.
      clearStoredUser()
      flashAfterReload(
        typeof answer?.message === 'string' ? answer.message : RESET_LINK_MESSAGES.changed,
        'success',
      )
      window.location.assign(LOGIN_PATH)
    },
    takeRefusal: (error) => {
      const spent = error instanceof ApiError && error.code === 'RESET_LINK_INVALID'
      if (spent) setLinkInvalid(true)
      return spent
    },
  })

  const heading = (
    <AuthHeading icon={<LockReset color="primary" sx={{ fontSize: 44 }} />} title="Choose a new password" />
  )
  if (linkInvalid) {
    return (
      <AuthOutcome
        heading={heading}
        severity="error"
        message={RESET_LINK_MESSAGES.invalid}
        actions={
          <>
            <Button component={RouterLink} to={LOGIN_PATH}>
              Back to sign in
            </Button>
            <Button component={RouterLink} to={FORGOT_PASSWORD_PATH} variant="contained">
              Ask for a new link
            </Button>
          </>
        }
      />
    )
  }

  return (
    <AuthForm heading={heading} alert={alert} onSubmit={handleSubmit}>
      <NewPasswordFields
        bind={fields.bind}
        candidate={fields.values.newPassword}
        currentPassword={null}
        disabled={busy}
        autoFocus
      />
      <AuthSubmitButton busy={busy} busyLabel="Saving…">
        Set new password
      </AuthSubmitButton>
      <BackToSignInLink />
    </AuthForm>
  )
}
