import { isValidEmail, normalizeEmail } from '@provender/events'

/** The address shown in the pattern hint of spec 5 ('Enter a valid email (e.g., {email}).'). */
export const EXAMPLE_EMAIL = 'name@example.com'

export const EMAIL_REQUIRED = 'Email is required.'
export const EMAIL_INVALID = `Enter a valid email (e.g., ${EXAMPLE_EMAIL}).`

/** The email field's blur rule: trimmed and lower-cased, then checked. */
export function checkEmailOnBlur(raw: string): { value: string; error: string | null } {
  const value = normalizeEmail(raw)
  if (!value) return { value, error: EMAIL_REQUIRED }
  return { value, error: isValidEmail(value) ? null : EMAIL_INVALID }
}
