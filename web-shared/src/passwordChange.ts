import { passwordIssues } from '@provender/events'
import { ApiError, errorMessage } from './api.ts'

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
  const errors: PasswordFormErrors = validateNewPassword(form, form.currentPassword)
  if (!form.currentPassword) errors.currentPassword = PASSWORD_MESSAGES.currentRequired
  return errors
}

/**
 * The new password and its confirmation alone, for a reset by mailed link where the current
 * password is unknown (the server still refuses one equal to it).
 */
export function validateNewPassword(
  form: Pick<PasswordForm, 'newPassword' | 'confirmPassword'>,
  currentPassword = '',
): PasswordFormErrors {
  const errors: PasswordFormErrors = {}
  if (!form.newPassword) errors.newPassword = PASSWORD_MESSAGES.newRequired
  else if (passwordIssues(form.newPassword, currentPassword).length > 0)
    errors.newPassword = PASSWORD_MESSAGES.rulesFailed
  if (!form.confirmPassword) errors.confirmPassword = PASSWORD_MESSAGES.confirmRequired
  else if (form.confirmPassword !== form.newPassword) errors.confirmPassword = PASSWORD_MESSAGES.mismatch
  return errors
}

/** Maps the server's refusal of a new password to a field message, or to the alert above the form. */
export function passwordServerErrors(error: unknown): { fields: PasswordFormErrors; alert: string | null } {
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
