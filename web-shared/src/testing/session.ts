import { afterEach, beforeEach, vi } from 'vitest'
import type { SessionUser } from '../session.ts'

/** A signed-in customer as the apps keep one in local storage; tests override what they check. */
export function customerUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 7,
    role: 'customer',
    passwordChanged: true,
    firstName: 'Ada',
    lastName: 'Lee',
    email: 'ada@example.com',
    phone: '5551234567',
    ...overrides,
  }
}

/** Every test of the file starts with empty browser storage and leaves no stubbed global behind. */
export function resetBrowserEachTest(): void {
  beforeEach(() => {
    localStorage.clear()
    sessionStorage.clear()
  })
  afterEach(() => vi.unstubAllGlobals())
}
