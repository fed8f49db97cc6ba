import MarkEmailRead from '@mui/icons-material/MarkEmailRead'
import { Button } from '@mui/material'
import { type FormEvent, useState } from 'react'
import { Link as RouterLink, useLocation } from 'react-router-dom'
import {
  AuthEmailField,
  AuthForm,
  AuthHeading,
  AuthOutcome,
  AuthSubmitButton,
  BackToSignInLink,
  useEmailField,
} from './AuthParts.tsx'
import { ApiError, api, errorMessage } from './api.ts'
import { LOGIN_PATH } from './guards.ts'

export const FORGOT_MESSAGES = {
  /** The server's own answer, whatever the address: it never tells whether an account uses it. */
  sent: 'If an account uses that address, a link to reset its password is on its way. It works for 30 minutes.',
  throttled: 'Too many requests for a reset link.',
  failed: 'The link could not be sent. Please try again.',
} as const

/** "Try again in 4 minutes." from a Retry-After of 230 seconds: whole minutes, rounded up. */
export function retryInWords(seconds: number | null): string {
  if (seconds === null || seconds <= 0) return 'Wait a few minutes, then try again.'
  if (seconds < 60) return `Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`
  const minutes = Math.ceil(seconds / 60)
  return `Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
}

function throttledText(error: ApiError): string {
  const said = error.message || FORGOT_MESSAGES.throttled
  return /try again/i.test(said) ? said : `${said} ${retryInWords(error.retryAfterSeconds)}`
}

/** The address typed on the sign-in screen comes along in the router's state. */
function emailFromSignIn(state: unknown): string {
  return state && typeof state === 'object' && 'email' in state && typeof state.email === 'string'
    ? state.email
    : ''
}

/** "Forgot password?": asks for the address and always gives the same answer (issue 27). */
export function ForgotPasswordPage() {
  const location = useLocation()
  const email = useEmailField(() => emailFromSignIn(location.state), { quietWhenBlank: true })
  const [alert, setAlert] = useState<string | null>(null)
  const [sent, setSent] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    const checked = email.check()
    setAlert(null)
    if (checked.error) return
    setBusy(true)
    try {
      const answer = await api<{ message?: unknown } | null>('/api/auth/forgot-password', {
        method: 'POST',
        body: { email: checked.value },
        skipAuthRedirect: true,
      })
      setSent(typeof answer?.message === 'string' ? answer.message : FORGOT_MESSAGES.sent)
    } catch (error) {
      setAlert(
        error instanceof ApiError && error.status === 429
          ? throttledText(error)
          : errorMessage(error, FORGOT_MESSAGES.failed),
      )
    } finally {
      setBusy(false)
    }
  }

  const icon = <MarkEmailRead color="primary" sx={{ fontSize: 44 }} />
  if (sent) {
    return (
      <AuthOutcome
        heading={<AuthHeading icon={icon} title="Check your mail" />}
        severity="info"
        message={sent}
        actions={
          <>
            <Button onClick={() => setSent(null)}>Use another address</Button>
            <Button component={RouterLink} to={LOGIN_PATH} variant="contained">
              Back to sign in
            </Button>
          </>
        }
      />
    )
  }

  return (
    <AuthForm
      heading={
        <AuthHeading icon={icon} title="Forgot your password?">
          Enter the email of your Provender account and we will mail you a link to choose a new password.
        </AuthHeading>
      }
      alert={alert}
      onSubmit={handleSubmit}
    >
      <AuthEmailField field={email} disabled={busy} />
      <AuthSubmitButton busy={busy} busyLabel="Sending…">
        Send reset link
      </AuthSubmitButton>
      <BackToSignInLink />
    </AuthForm>
  )
}
