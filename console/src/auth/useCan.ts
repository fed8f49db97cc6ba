import { loadStoredUser, type Role } from '@provender/web-shared/session.ts'
import { useCanAccess } from 'react-admin'
import type { ConsoleAction, ConsoleResource } from './canAccess.ts'

/** The signed-in role, for what is worded by role rather than guarded (the dashboard's title). */
export function useRole(): Role | null {
  return loadStoredUser()?.role ?? null
}

/**
 * react-admin's `useCanAccess`, which asks the authProvider (the console's pure `canAccess`),
 * with the console's resource and action names so a typo fails to compile. Until the answer
 * comes (a tick: the check reads the stored user) the answer is no.
 */
export function useCan(resource: ConsoleResource, action: ConsoleAction): boolean {
  return useCanAccess({ resource, action }).canAccess === true
}
