/**
 * The signed-in user as the browser keeps it (spec 2.1: local storage key `user`).
 * The session itself is an httpOnly cookie the scripts never see; this record only
 * lets the apps render at once and route by role.
 */
export type Role = 'admin' | 'sales' | 'customer' | 'auditor'

export interface SessionUser {
  id: number
  role: Role
  passwordChanged: boolean
  firstName: string
  lastName: string
  email: string
  phone: string
}

export const USER_KEY = 'user'
export const LOGOUT_REASON_KEY = 'logoutReason'

export type LogoutReason = 'auth-required' | 'session-expired' | 'account-removed'

/** Restores the stored user; a corrupt record (or one without an id) is removed. */
export function loadStoredUser(storage: Storage = localStorage): SessionUser | null {
  const raw = storage.getItem(USER_KEY)
  if (raw === null) return null
  try {
    const parsed: unknown = JSON.parse(raw)
    if (parsed && typeof parsed === 'object' && 'id' in parsed && typeof parsed.id === 'number') {
      return parsed as SessionUser
    }
  } catch {
    // fall through: corrupt
  }
  storage.removeItem(USER_KEY)
  return null
}

export function storeUser(user: SessionUser, storage: Storage = localStorage): void {
  storage.setItem(USER_KEY, JSON.stringify(user))
}

export function clearStoredUser(storage: Storage = localStorage): void {
  storage.removeItem(USER_KEY)
}

export const logoutReasonByCode: Record<string, LogoutReason> = {
  AUTH_REQUIRED: 'auth-required',
  AUTH_EXPIRED: 'session-expired',
  ACCOUNT_DELETED: 'account-removed',
}
