import type { EventStore, IdAllocator, SessionKeys, Settings } from '@provender/events/server'
import type { CustomerOwners } from './salesUsers/customerOwners.ts'
import type { LoginThrottle } from './users/loginThrottle.ts'

/** What the command service is built from; wired by hand in the composition root. */
export interface CommandDeps {
  store: EventStore
  ids: IdAllocator
  sessions: SessionKeys
  throttle: LoginThrottle
  /** Read-model hints of who owns which customers (see salesUsers/customerOwners.ts). */
  customerOwners: CustomerOwners
  settings: Pick<Settings, 'COOKIE_SECURE' | 'TRUST_PROXY' | 'TIME_ZONE' | 'DEFAULT_PASSWORD'>
  clock: () => Date
}
