import type { ReactNode } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router-dom'
import { LOGIN_PATH, loginGuardRedirect } from './guards.ts'
import type { SessionUser } from './session.ts'

export interface LoginRedirectState {
  /** Where the visitor was going, so a screen may take them there after signing in. */
  from: string
}

/**
 * The login guard (spec 2.1): no user goes to /login remembering the origin; a user who
 * must change the password goes to /reset-password. Renders its children or the nested routes.
 */
export function RequireSession({ user, children }: { user: SessionUser | null; children?: ReactNode }) {
  const location = useLocation()
  const target = loginGuardRedirect(user, location.pathname)
  if (target) {
    const state: LoginRedirectState | undefined =
      target === LOGIN_PATH ? { from: `${location.pathname}${location.search}${location.hash}` } : undefined
    return <Navigate to={target} replace state={state} />
  }
  return children ?? <Outlet />
}
