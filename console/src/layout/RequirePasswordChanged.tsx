import { RESET_PASSWORD_PATH } from '@provender/web-shared/guards.ts'
import { loadStoredUser } from '@provender/web-shared/session.ts'
import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router-dom'
import { sessionRoute } from '../auth/sessionRoute.ts'

/**
 * Spec 2.1: until the password is changed, every screen of the layout sends the user to
 * /reset-password. It reads the stored user on each navigation, so the change made on
 * that screen takes effect without a reload.
 */
export function RequirePasswordChanged({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  if (sessionRoute(loadStoredUser(), pathname) === 'reset-password') {
    return <Navigate to={RESET_PASSWORD_PATH} replace />
  }
  return children
}
