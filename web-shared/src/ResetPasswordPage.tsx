import LockReset from '@mui/icons-material/LockReset'
import { Stack } from '@mui/material'
import { type FormEvent, useState } from 'react'
import { AuthForm, AuthHeading } from './AuthParts.tsx'
import { api } from './api.ts'
import { CancelAndSubmit } from './CancelAndSubmit.tsx'
import { useFieldForm } from './fieldBinding.ts'
import { flashAfterReload } from './flash.ts'
import { NewPasswordFields } from './NewPasswordFields.tsx'
import { PasswordField } from './PasswordField.tsx'
import {
  PASSWORD_MESSAGES,
  type PasswordForm,
  passwordServerErrors,
  validatePasswordForm,
} from './passwordChange.ts'
import { loadStoredUser, type SessionUser, storeUser } from './session.ts'

const EMPTY: PasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' }

export function ResetPasswordPage() {
  const fields = useFieldForm<keyof PasswordForm>(EMPTY)
  const form = fields.values
  const [alert, setAlert] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const mustChange = loadStoredUser()?.passwordChanged === false

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    setAlert(null)
    if (!fields.validate(validatePasswordForm)) return
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
      const mapped = passwordServerErrors(error)
      fields.setErrors(mapped.fields)
      setAlert(mapped.alert)
      setBusy(false)
    }
  }

  function handleBack() {
    if (window.history.length > 1) window.history.back()
    else window.location.assign('/')
  }

  return (
    <AuthForm
      heading={
        <AuthHeading icon={<LockReset color="primary" sx={{ fontSize: 44 }} />} title="Reset Your Password">
          {mustChange && 'Please choose a new password before you continue.'}
        </AuthHeading>
      }
      alert={alert}
      onSubmit={handleSubmit}
    >
      <PasswordField
        label="Current Password"
        autoComplete="current-password"
        {...fields.bind('currentPassword')}
        disabled={busy}
      />
      <NewPasswordFields
        bind={fields.bind}
        candidate={form.newPassword}
        currentPassword={form.currentPassword}
        disabled={busy}
      />
      <Stack direction="row" spacing={1.5} justifyContent="flex-end">
        <CancelAndSubmit
          cancel={['Back', handleBack]}
          submit={['Update Password', 'Updating…']}
          busy={busy}
        />
      </Stack>
    </AuthForm>
  )
}
