import LockReset from '@mui/icons-material/LockReset'
import { Alert, Box, Button, Stack, Typography } from '@mui/material'
import { type FormEvent, useState } from 'react'
import { AuthLayout } from './AuthLayout.tsx'
import { ApiError, api, errorMessage } from './api.ts'
import { fieldBinding } from './fieldBinding.ts'
import { flashAfterReload } from './flash.ts'
import { PasswordChecklist } from './PasswordChecklist.tsx'
import { PasswordField } from './PasswordField.tsx'
import {
  PASSWORD_MESSAGES,
  type PasswordForm,
  type PasswordFormErrors,
  validatePasswordForm,
} from './passwordChange.ts'
import { loadStoredUser, type SessionUser, storeUser } from './session.ts'

const EMPTY: PasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' }

/** Maps the server's refusal to a field message, or to the alert above the form. */
function serverErrors(error: unknown): { fields: PasswordFormErrors; alert: string | null } {
  if (error instanceof ApiError) {
    if (error.code === 'INCORRECT_OLD_PASSWORD')
      return { fields: { currentPassword: PASSWORD_MESSAGES.incorrectCurrent }, alert: null }
    if (error.code === 'PASSWORD_NOT_DIFFERENT')
      return { fields: { newPassword: PASSWORD_MESSAGES.notDifferent }, alert: null }
    if (error.code === 'WEAK_PASSWORD') {
      const detail = error.issues.length ? `: ${error.issues.join(', ')}` : ''
      return { fields: { newPassword: `${PASSWORD_MESSAGES.weak}${detail}` }, alert: null }
    }
  }
  return { fields: {}, alert: errorMessage(error, PASSWORD_MESSAGES.fallback) }
}

export function ResetPasswordPage() {
  const [form, setForm] = useState<PasswordForm>(EMPTY)
  const [errors, setErrors] = useState<PasswordFormErrors>({})
  const [alert, setAlert] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const mustChange = loadStoredUser()?.passwordChanged === false

  function update(field: keyof PasswordForm, value: string) {
    setForm((f) => ({ ...f, [field]: value }))
    setErrors((e) => ({ ...e, [field]: undefined }))
  }
  const bind = fieldBinding(form, errors, update)

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    const found = validatePasswordForm(form)
    setErrors(found)
    setAlert(null)
    if (Object.keys(found).length > 0) return
    setBusy(true)
    try {
      const response = await api<{ user?: SessionUser } | null>('/api/account/password', {
        method: 'POST',
        body: { oldPassword: form.currentPassword, newPassword: form.newPassword },
      })
      const stored = loadStoredUser()
      const user = response?.user ?? (stored ? { ...stored, passwordChanged: true } : null)
      if (user) storeUser({ ...user, passwordChanged: true })
      flashAfterReload(PASSWORD_MESSAGES.success, 'success')
      window.location.assign('/')
    } catch (error) {
      const mapped = serverErrors(error)
      setErrors(mapped.fields)
      setAlert(mapped.alert)
      setBusy(false)
    }
  }

  function handleBack() {
    if (window.history.length > 1) window.history.back()
    else window.location.assign('/')
  }

  return (
    <AuthLayout maxWidth={480}>
      <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2.5}>
        <Box sx={{ textAlign: 'center' }}>
          <LockReset color="primary" sx={{ fontSize: 44 }} />
          <Typography variant="h5" component="h1">
            Reset Your Password
          </Typography>
          {mustChange && (
            <Typography variant="body2" color="text.secondary">
              Please choose a new password before you continue.
            </Typography>
          )}
        </Box>
        {alert && <Alert severity="error">{alert}</Alert>}
        <PasswordField
          label="Current Password"
          autoComplete="current-password"
          {...bind('currentPassword')}
          disabled={busy}
        />
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          {...bind('newPassword')}
          disabled={busy}
        />
        <PasswordChecklist candidate={form.newPassword} currentPassword={form.currentPassword} />
        <PasswordField
          label="Confirm New Password"
          autoComplete="new-password"
          {...bind('confirmPassword')}
          disabled={busy}
        />
        <Stack direction="row" spacing={1.5} justifyContent="flex-end">
          <Button onClick={handleBack} disabled={busy}>
            Back
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Updating…' : 'Update Password'}
          </Button>
        </Stack>
      </Stack>
    </AuthLayout>
  )
}
