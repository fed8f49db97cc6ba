import type { SessionUser } from './session.ts'

export const LOGIN_PATH = '/login'
export const RESET_PASSWORD_PATH = '/reset-password'
export const FORGOT_PASSWORD_PATH = '/forgot-password'
/** Where a mailed reset link lands (the change for a signed-in user is RESET_PASSWORD_PATH). */
export const PASSWORD_RESET_LINK_PATH = '/password-reset'
export const UNSUBSCRIBE_PATH = '/unsubscribe'

/** Screens for people who cannot or need not sign in: open to anyone, signed in or not. */
const PUBLIC_PATHS: ReadonlySet<string> = new Set([
  FORGOT_PASSWORD_PATH,
  PASSWORD_RESET_LINK_PATH,
  UNSUBSCRIBE_PATH,
])

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.has(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname)
}

/**
 * The login guard of spec 2.1 as a pure decision: where to send a visitor of
 * `pathname`, or null to let the screen render.
 */
export function loginGuardRedirect(user: SessionUser | null, pathname: string): string | null {
  if (isPublicPath(pathname)) return null
  if (!user) return pathname === LOGIN_PATH ? null : LOGIN_PATH
  if (!user.passwordChanged && pathname !== RESET_PASSWORD_PATH) return RESET_PASSWORD_PATH
  return null
}

export function isStaff(user: SessionUser): boolean {
  return user.role !== 'customer'
}
