import { Navigate, Outlet, useLocation } from 'react-router-dom'
import { useUserState } from '../session/UserContext.tsx'
import { decideRoute } from './routeDecision.ts'
import { StaffConsoleRedirect } from './StaffConsoleRedirect.tsx'

/** Applies the route table to every visit before any screen renders. */
export function RouteGate() {
  const { user } = useUserState()
  const location = useLocation()
  const decision = decideRoute(user, location.pathname)
  if (decision.kind === 'staff-console') return <StaffConsoleRedirect />
  if (decision.kind === 'redirect') {
    const from = `${location.pathname}${location.search}${location.hash}`
    return <Navigate to={decision.to} replace state={decision.rememberOrigin ? { from } : undefined} />
  }
  return <Outlet />
}
