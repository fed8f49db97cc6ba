/**
 * The password rules of spec section 5, shared by the server (which enforces them)
 * and the two apps (which show them as a live checklist).
 */
export const MIN_PASSWORD_LENGTH = 8
/**
 * Beyond the spec: a bound on what a new password may be, so a request cannot hand the
 * password hash megabytes to chew on. Long enough for any passphrase or manager's password.
 */
export const MAX_PASSWORD_LENGTH = 128

export interface PasswordRule {
  id: 'length' | 'lowercase' | 'uppercase' | 'number' | 'special' | 'notPassword' | 'different'
  label: string
  test: (candidate: string, currentPassword: string) => boolean
}

export const passwordRules: readonly PasswordRule[] = [
  {
    id: 'length',
    label: `At least ${MIN_PASSWORD_LENGTH} characters`,
    test: (p) => p.length >= MIN_PASSWORD_LENGTH,
  },
  { id: 'lowercase', label: 'One lowercase letter', test: (p) => /[a-z]/.test(p) },
  { id: 'uppercase', label: 'One uppercase letter', test: (p) => /[A-Z]/.test(p) },
  { id: 'number', label: 'One number', test: (p) => /[0-9]/.test(p) },
  { id: 'special', label: 'One special character', test: (p) => /[^A-Za-z0-9]/.test(p) },
  { id: 'notPassword', label: 'Does not contain the word "password"', test: (p) => !/password/i.test(p) },
  {
    id: 'different',
    label: 'Different from your current password',
    test: (p, current) => p.length > 0 && p !== current,
  },
]

/** Labels of the rules a candidate fails, in the order of the spec. */
export function passwordIssues(candidate: string, currentPassword: string): string[] {
  return passwordRules.filter((rule) => !rule.test(candidate, currentPassword)).map((rule) => rule.label)
}

export type PasswordStrength = 'Very Weak' | 'Weak' | 'Okay' | 'Good' | 'Strong'

/**
 * Strength by how many of the first five rules are met (spec: 2 or fewer Very Weak,
 * 3 Weak, 4 Okay, 5 Good). The spec leaves "Strong" open: we give it to a password
 * that meets all five and is at least 12 characters long.
 */
export function passwordStrength(candidate: string): PasswordStrength {
  const met = passwordRules.slice(0, 5).filter((rule) => rule.test(candidate, '')).length
  if (met <= 2) return 'Very Weak'
  if (met === 3) return 'Weak'
  if (met === 4) return 'Okay'
  return candidate.length >= 12 ? 'Strong' : 'Good'
}
