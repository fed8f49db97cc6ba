import { Alert, Box, Link, Stack, Typography } from '@mui/material'
import { type FormEvent, useEffect, useState } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import { AuthLayout } from './AuthLayout.tsx'
import { AuthEmailField, AuthSubmitButton, useEmailField } from './AuthParts.tsx'
import { ApiError, api, NetworkError } from './api.ts'
import { FORGOT_PASSWORD_PATH } from './guards.ts'
import { Logo } from './Logo.tsx'
import { PasswordField } from './PasswordField.tsx'
import { LOGOUT_REASON_KEY, type LogoutReason, type SessionUser, storeUser } from './session.ts'

export const LOGIN_MESSAGES = {
  userNotFound: 'No account found for that email.',
  invalidPassword: 'Incorrect password.',
  failed: 'Invalid email or password.',
  network: 'Network error. Please try again.',
} as const

const REASON_TEXT: Record<LogoutReason, string> = {
  'auth-required': 'Please sign in to continue.',
  'session-expired': 'Your session has ended. Please sign in again.',
  'account-removed': 'This account is no longer available. Please contact your sales representative.',
}

function isReason(value: string | null): value is LogoutReason {
  return value !== null && value in REASON_TEXT
}

/** Spec 2.2: the reason comes in the query and is also stored, so it survives a reload. */
function readLogoutReason(): LogoutReason | null {
  const fromQuery = new URLSearchParams(window.location.search).get('reason')
  if (isReason(fromQuery)) {
    sessionStorage.setItem(LOGOUT_REASON_KEY, fromQuery)
    return fromQuery
  }
  const stored = sessionStorage.getItem(LOGOUT_REASON_KEY)
  return isReason(stored) ? stored : null
}

type Status = 'idle' | 'submitting' | 'error'

export function LoginPage() {
  const email = useEmailField('')
  const [password, setPassword] = useState('')
  const [passwordError, setPasswordError] = useState<string | null>(null)
  const [formError, setFormError] = useState<string | null>(null)
  const [status, setStatus] = useState<Status>('idle')
  const [reason, setReason] = useState<LogoutReason | null>(null)

  useEffect(() => setReason(readLogoutReason()), [])

  const canSubmit = email.value.trim() !== '' && password !== '' && status !== 'submitting'

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    const checked = email.check()
    if (checked.error || !password) {
      if (!password) setPasswordError('Password is required.')
      return
    }
    setStatus('submitting')
    setPasswordError(null)
    setFormError(null)
    try {
      const { user } = await api<{ user: SessionUser }>('/api/auth/login', {
        method: 'POST',
        body: { email: checked.value, password },
        skipAuthRedirect: true,
      })
      storeUser(user)
      sessionStorage.removeItem(LOGOUT_REASON_KEY)
      // The gateway serves the console to staff and the ordering app to customers,
      // so only a full page load reaches the right one.
      window.location.assign('/')
    } catch (error) {
      setStatus('error')
      if (error instanceof NetworkError) setFormError(LOGIN_MESSAGES.network)
      else if (error instanceof ApiError && error.code === 'USER_NOT_FOUND')
        email.setError(LOGIN_MESSAGES.userNotFound)
      else if (error instanceof ApiError && error.code === 'INVALID_PASSWORD')
        setPasswordError(LOGIN_MESSAGES.invalidPassword)
      // A paused account is not a wrong password: say how long to wait.
      else if (error instanceof ApiError && error.code === 'TOO_MANY_ATTEMPTS') setFormError(error.message)
      else setFormError(LOGIN_MESSAGES.failed)
    }
  }

  const submitting = status === 'submitting'

  return (
    <AuthLayout>
      <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2.5} alignItems="stretch">
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <Logo size={250} />
        </Box>
        <Box sx={{ textAlign: 'center' }}>
          <Typography variant="h5" component="h1">
            Sign in
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Use the email and password of your Provender account.
          </Typography>
        </Box>
        {reason && !formError && <Alert severity="info">{REASON_TEXT[reason]}</Alert>}
        {formError && <Alert severity="error">{formError}</Alert>}
        <AuthEmailField field={email} disabled={submitting} />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => {
            setPassword(e.target.value)
            setPasswordError(null)
          }}
          error={Boolean(passwordError)}
          helperText={passwordError ?? ' '}
          disabled={submitting}
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: '-12px !important' }}>
          {/* The typed address goes along in the router's state, never in the URL (logs, history). */}
          <Link
            component={RouterLink}
            to={FORGOT_PASSWORD_PATH}
            state={{ email: email.value.trim() }}
            variant="body2"
            sx={{ minHeight: 32, display: 'inline-flex', alignItems: 'center' }}
          >
            Forgot password?
          </Link>
        </Box>
        <AuthSubmitButton busy={submitting} busyLabel="Signing in…" disabled={!canSubmit}>
          Sign in
        </AuthSubmitButton>
      </Stack>
    </AuthLayout>
  )
}
