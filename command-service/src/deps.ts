import type { EventStore, IdAllocator, SessionKeys, Settings } from '@provender/events/server'
import type { LoginThrottle } from './users/loginThrottle.ts'

/** What the command service is built from; wired by hand in the composition root. */
export interface CommandDeps {
  store: EventStore
  ids: IdAllocator
  sessions: SessionKeys
  throttle: LoginThrottle
  settings: Pick<Settings, 'COOKIE_SECURE' | 'TIME_ZONE' | 'DEFAULT_PASSWORD'>
  clock: () => Date
}
