import { ApiError } from '@provender/web-shared/api.ts'
import { LOGIN_PATH } from '@provender/web-shared/guards.ts'
import { logout as endSession } from '@provender/web-shared/logout.ts'
import { loadStoredUser, logoutReasonByCode } from '@provender/web-shared/session.ts'
import type { AuthProvider } from 'react-admin'
import { canAccess } from './canAccess.ts'
import { CUSTOMER_APP_URL, sessionRoute } from './sessionRoute.ts'

/**
 * What to do with a failed API call:
 * - `session-ended`: the API client has already cleared the user and is loading the login
 *   screen with the reason (spec 4); doing anything more would race that page load;
 * - `sign-in-again`: some other 401, the session is gone without a reason;
 * - `ignore`: not about the session (403, 404, validation...), the screen shows the error.
 */
export type ErrorDecision = 'session-ended' | 'sign-in-again' | 'ignore'

export function decideOnError(error: unknown): ErrorDecision {
  if (!(error instanceof ApiError) || error.status !== 401) return 'ignore'
  return error.code && logoutReasonByCode[error.code] ? 'session-ended' : 'sign-in-again'
}

export interface AuthProviderOptions {
  /** A full page load; the gateway decides which app the browser gets. */
  loadPage?: (url: string) => void
}

/**
 * react-admin's view of the session. Signing in is the shared LoginPage's job (it stores
 * the user and reloads the site), so `login` has nothing left to do here.
 */
export function createAuthProvider({
  loadPage = (url) => window.location.assign(url),
}: AuthProviderOptions = {}): AuthProvider {
  return {
    login: async () => undefined,

    async checkAuth() {
      const route = sessionRoute(loadStoredUser(), window.location.pathname)
      if (route === 'login') throw { redirectTo: LOGIN_PATH, message: false }
      if (route === 'customer-app') {
        loadPage(CUSTOMER_APP_URL)
        // The page is going away; settling would let react-admin log the customer out.
        return new Promise<void>(() => {})
      }
      // A pending password change is not a failed check: the layout guard sends the
      // user to /reset-password, because a rejection here would end the session.
    },

    async logout() {
      // Without a stored user there is no session to end; react-admin then navigates to
      // /login itself and remembers where the visitor was going.
      if (loadStoredUser()) await endSession()
      return LOGIN_PATH
    },

    async checkError(error: unknown) {
      const decision = decideOnError(error)
      if (decision === 'session-ended') throw { logoutUser: false, message: false }
      if (decision === 'sign-in-again') throw { redirectTo: LOGIN_PATH }
    },

    async getIdentity() {
      const user = loadStoredUser()
      if (!user) throw new Error('Not signed in')
      return { id: user.id, fullName: `${user.firstName} ${user.lastName}`.trim() }
    },

    async getPermissions() {
      return loadStoredUser()?.role ?? null
    },

    async canAccess({ resource, action }) {
      return canAccess(loadStoredUser()?.role, resource, action)
    },
  }
}

export const authProvider = createAuthProvider()
