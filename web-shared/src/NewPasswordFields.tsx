import type { fieldBinding } from './fieldBinding.ts'
import { PasswordChecklist } from './PasswordChecklist.tsx'
import { PasswordField } from './PasswordField.tsx'

type NewPasswordField = 'newPassword' | 'confirmPassword'

/**
 * The new password, its live checklist and its confirmation: the same on the change-password
 * screen and the mailed reset link, so both hold the same rules and labels.
 */
export function NewPasswordFields({
  bind,
  candidate,
  currentPassword,
  disabled,
  autoFocus,
}: {
  bind: ReturnType<typeof fieldBinding<NewPasswordField>>
  candidate: string
  /** null when the screen does not ask for it (a mailed reset link). */
  currentPassword: string | null
  disabled: boolean
  autoFocus?: boolean
}) {
  return (
    <>
      <PasswordField
        label="New Password"
        autoComplete="new-password"
        autoFocus={autoFocus}
        {...bind('newPassword')}
        disabled={disabled}
      />
      <PasswordChecklist candidate={candidate} currentPassword={currentPassword} />
      <PasswordField
        label="Confirm New Password"
        autoComplete="new-password"
        {...bind('confirmPassword')}
        disabled={disabled}
      />
    </>
  )
}
