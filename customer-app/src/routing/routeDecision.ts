import {
  isPublicPath,
  isStaff,
  LOGIN_PATH,
  loginGuardRedirect,
  RESET_PASSWORD_PATH,
} from '@provender/web-shared/guards.ts'
import type { SessionUser } from '@provender/web-shared/session.ts'

export const HOME_PATH = '/'
export const ORDER_FORM_PATH = '/customer/order-form'
export const ORDER_HISTORY_PATH = '/customer/order-history'
export const STANDING_ORDERS_PATH = '/customer/standing-orders'
/** Issue 37: the customer's balance and open invoices. */
export const ACCOUNT_PATH = '/customer/account'

const CUSTOMER_PATHS = new Set([
  LOGIN_PATH,
  RESET_PASSWORD_PATH,
  HOME_PATH,
  ORDER_FORM_PATH,
  ORDER_HISTORY_PATH,
  STANDING_ORDERS_PATH,
  ACCOUNT_PATH,
])

export type RouteDecision =
  | { kind: 'render' }
  | { kind: 'redirect'; to: string; rememberOrigin: boolean }
  /** Staff belong to the console, which the gateway serves at / on a full page load. */
  | { kind: 'staff-console' }

/** The route table of spec 2.1 for this app, as one pure decision per visit. */
export function decideRoute(user: SessionUser | null, pathname: string): RouteDecision {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  // Before the staff hand-over: a link from a mail must work whoever this browser last signed in as.
  if (isPublicPath(path)) return { kind: 'render' }
  if (user && isStaff(user)) return { kind: 'staff-console' }
  if (user && path === LOGIN_PATH) return { kind: 'render' }
  const guard = loginGuardRedirect(user, path)
  if (guard) return { kind: 'redirect', to: guard, rememberOrigin: guard === LOGIN_PATH }
  if (!CUSTOMER_PATHS.has(path)) return { kind: 'redirect', to: HOME_PATH, rememberOrigin: false }
  return { kind: 'render' }
}
