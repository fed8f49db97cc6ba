import { unavailable } from '@provender/events'
import type { CommandDeps } from '../deps.ts'

/**
 * The password new and reset accounts get. Outside demo mode it exists only when the operator
 * sets DEFAULT_PASSWORD; without it such a request is refused whole (503), changing nothing.
 */
export function requireDefaultPassword(deps: Pick<CommandDeps, 'settings'>): string {
  const password = deps.settings.DEFAULT_PASSWORD
  if (!password) {
    throw unavailable(
      'No default password is configured (DEFAULT_PASSWORD), so new and reset accounts cannot be given one.',
      'DEFAULT_PASSWORD_UNSET',
    )
  }
  return password
}
