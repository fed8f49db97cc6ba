import { clearStoredUser } from '@provender/web-shared/session.ts'
import { CUSTOMER_APP_URL } from './sessionRoute.ts'

const SENT_AT_KEY = 'consoleSentCustomerAt'
/** Long enough to cover one page load, short enough not to matter to a later visit. */
const LOOP_WINDOW_MS = 10_000

/**
 * A customer who lands in the console is sent to the site root, where the gateway serves
 * the ordering app. If the root answers with the console again within a few seconds (the
 * cookie no longer matches the stored user), reloading would loop forever: drop the stale
 * user instead and let the console show its login screen.
 */
export function leaveForCustomerApp(
  now = Date.now(),
  storage: Storage = sessionStorage,
  loadPage: (url: string) => void = (url) => window.location.replace(url),
): 'leaving' | 'stale' {
  const sentAt = Number(storage.getItem(SENT_AT_KEY))
  if (sentAt && now - sentAt < LOOP_WINDOW_MS) {
    storage.removeItem(SENT_AT_KEY)
    clearStoredUser()
    return 'stale'
  }
  storage.setItem(SENT_AT_KEY, String(now))
  loadPage(CUSTOMER_APP_URL)
  return 'leaving'
}
