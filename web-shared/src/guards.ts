import type { SessionUser } from './session.ts'

export const LOGIN_PATH = '/login'
export const RESET_PASSWORD_PATH = '/reset-password'

/**
 * The login guard of spec 2.1 as a pure decision: where to send a visitor of
 * `pathname`, or null to let the screen render.
 */
export function loginGuardRedirect(user: SessionUser | null, pathname: string): string | null {
  if (!user) return pathname === LOGIN_PATH ? null : LOGIN_PATH
  if (!user.passwordChanged && pathname !== RESET_PASSWORD_PATH) return RESET_PASSWORD_PATH
  return null
}

export function isStaff(user: SessionUser): boolean {
  return user.role !== 'customer'
}
