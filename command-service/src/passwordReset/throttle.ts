import type { Database } from '@provender/server-kit'
import { postgresLoginThrottle, type Reservation } from '../users/loginThrottle.ts'

type Knex = Database['knex']

/** At most this many links asked for one address in a window: a mailbox is not flooded. */
export const RESET_REQUESTS_PER_ADDRESS = 3
/** At most this many requests from one client in a window, whatever addresses it names. */
export const RESET_REQUESTS_PER_CLIENT = 10
export const RESET_WINDOW_MINUTES = 15

/**
 * Limits "forgot password" requests per address and per client. It is the sign-in's table and
 * counting (one atomic upsert per attempt, outside the event log); the keys start with upper-case
 * letters, which a sign-in's key (a lower-cased address) never has, so the two never share a count.
 */
export interface ForgotPasswordThrottle {
  reserve(address: string, client: string, now: Date): Promise<Reservation>
}

export function forgotPasswordThrottle(knex: Knex): ForgotPasswordThrottle {
  const lockMs = RESET_WINDOW_MINUTES * 60_000
  const perAddress = postgresLoginThrottle(knex, { maxFailures: RESET_REQUESTS_PER_ADDRESS, lockMs })
  const perClient = postgresLoginThrottle(knex, { maxFailures: RESET_REQUESTS_PER_CLIENT, lockMs })
  return {
    async reserve(address, client, now) {
      // The client first: a client over its limit does not use up an address's requests.
      const byClient = await perClient.reserve(`RESET-CLIENT ${client}`, now)
      if (!byClient.allowed) return byClient
      return perAddress.reserve(`RESET-ADDRESS ${address}`, now)
    },
  }
}
