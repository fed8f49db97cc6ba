import { api } from './api.ts'
import { clearStoredUser } from './session.ts'

/** Spec 7: client state is cleared whatever the server answers. */
export async function logout(): Promise<void> {
  try {
    await api('/api/auth/logout', { method: 'POST', skipAuthRedirect: true })
  } catch {
    // the session ends locally either way
  }
  clearStoredUser()
  window.location.assign('/login')
}
