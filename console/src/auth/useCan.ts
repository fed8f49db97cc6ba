import { loadStoredUser, type Role } from '@provender/web-shared/session.ts'
import { type ConsoleAction, type ConsoleResource, canAccess } from './canAccess.ts'

/**
 * The signed-in role, read straight from the stored user: it is there before the first
 * render (spec 2.1) and a role never changes within a session, so screens can decide on
 * their columns and buttons without waiting for react-admin's permissions query.
 */
export function useRole(): Role | null {
  return loadStoredUser()?.role ?? null
}

export function useCan(resource: ConsoleResource, action: ConsoleAction): boolean {
  return canAccess(useRole(), resource, action)
}
