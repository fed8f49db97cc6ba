import { passwordIssues } from '@provender/events'

export const PASSWORD_MESSAGES = {
  currentRequired: 'Current password is required',
  newRequired: 'New password is required',
  confirmRequired: 'Please confirm your new password',
  mismatch: 'Passwords do not match',
  rulesFailed: 'Please meet all password requirements.',
  incorrectCurrent: 'Incorrect current password',
  notDifferent: 'New password must be different from your current password',
  weak: 'Password does not meet requirements',
  fallback: 'Failed to update password.',
  success: 'Password updated successfully!',
} as const

export interface PasswordForm {
  currentPassword: string
  newPassword: string
  confirmPassword: string
}

export type PasswordFormErrors = Partial<Record<keyof PasswordForm, string>>

/** Spec 5's password-change checks, with its messages; empty when the form may be sent. */
export function validatePasswordForm(form: PasswordForm): PasswordFormErrors {
  const errors: PasswordFormErrors = {}
  if (!form.currentPassword) errors.currentPassword = PASSWORD_MESSAGES.currentRequired
  if (!form.newPassword) errors.newPassword = PASSWORD_MESSAGES.newRequired
  else if (passwordIssues(form.newPassword, form.currentPassword).length > 0)
    errors.newPassword = PASSWORD_MESSAGES.rulesFailed
  if (!form.confirmPassword) errors.confirmPassword = PASSWORD_MESSAGES.confirmRequired
  else if (form.confirmPassword !== form.newPassword) errors.confirmPassword = PASSWORD_MESSAGES.mismatch
  return errors
}
