import type { Role, SessionUser } from '@provender/web-shared/session.ts'

/** A signed-in user for tests; only the role and the password flag matter to the console. */
export function testUser(role: Role, overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 1,
    role,
    passwordChanged: true,
    firstName: 'Alex',
    lastName: 'Morgan',
    email: 'alex@example.com',
    phone: '5555550100',
    ...overrides,
  }
}
