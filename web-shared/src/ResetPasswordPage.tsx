import LockReset from '@mui/icons-material/LockReset'
import { Stack } from '@mui/material'
import { AuthForm, AuthHeading } from './AuthParts.tsx'
import { CancelAndSubmit } from './CancelAndSubmit.tsx'
import { flashAfterReload } from './flash.ts'
import { NewPasswordFields } from './NewPasswordFields.tsx'
import { PasswordField } from './PasswordField.tsx'
import { PASSWORD_MESSAGES, type PasswordForm, validatePasswordForm } from './passwordChange.ts'
import { loadStoredUser, type SessionUser, storeUser } from './session.ts'
import { usePasswordSubmit } from './usePasswordSubmit.ts'

const EMPTY: PasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' }

export function ResetPasswordPage() {
  const mustChange = loadStoredUser()?.passwordChanged === false
  const { fields, alert, busy, handleSubmit } = usePasswordSubmit<keyof PasswordForm, { user?: SessionUser }>(
    {
      empty: EMPTY,
      check: validatePasswordForm,
      path: '/api/account/password',
      body: ({ currentPassword, newPassword }) => ({ oldPassword: currentPassword, newPassword }),
      onChanged: (answer) => {
        const stored = loadStoredUser()
        const user = answer?.user ?? (stored ? { ...stored, passwordChanged: true } : null)
        if (user) storeUser({ ...user, passwordChanged: true })
        flashAfterReload(PASSWORD_MESSAGES.success, 'success')
        window.location.assign('/')
      },
    },
  )
  const form = fields.values

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
