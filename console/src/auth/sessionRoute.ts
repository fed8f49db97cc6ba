import { loginGuardRedirect, RESET_PASSWORD_PATH } from '@provender/web-shared/guards.ts'
import type { SessionUser } from '@provender/web-shared/session.ts'

/** The gateway serves customers the ordering app at the site root. */
export const CUSTOMER_APP_URL = '/'

/**
 * Where the console must send the browser before it shows `pathname` (spec 2.1):
 * `login` with nobody signed in; `customer-app` for a customer, who has no business in
 * the console and needs a full page load to reach the other app; `reset-password` while
 * the password must be changed; `stay` to show the page.
 */
export type SessionRoute = 'login' | 'customer-app' | 'reset-password' | 'stay'

export function sessionRoute(user: SessionUser | null, pathname: string): SessionRoute {
  if (!user) return 'login'
  if (user.role === 'customer') return 'customer-app'
  return loginGuardRedirect(user, pathname) === RESET_PASSWORD_PATH ? 'reset-password' : 'stay'
}
