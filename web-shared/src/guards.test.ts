import { describe, expect, it } from 'vitest'
import { loginGuardRedirect } from './guards.ts'
import { customerUser } from './testing/session.ts'

const user = (passwordChanged: boolean) => customerUser({ passwordChanged })

describe('login guard', () => {
  it('sends a visitor without a user to /login', () => {
    expect(loginGuardRedirect(null, '/customer/order-form')).toBe('/login')
    expect(loginGuardRedirect(null, '/login')).toBeNull()
  })

  it('sends a user who must change the password to /reset-password, unless there', () => {
    expect(loginGuardRedirect(user(false), '/')).toBe('/reset-password')
    expect(loginGuardRedirect(user(false), '/reset-password')).toBeNull()
  })

  it('lets anyone reach the mailed-link screens, even one who must change the password', () => {
    for (const path of ['/forgot-password', '/password-reset', '/unsubscribe/']) {
      expect(loginGuardRedirect(null, path)).toBeNull()
      expect(loginGuardRedirect(user(false), path)).toBeNull()
    }
  })

  it('lets a user with a changed password through', () => {
    expect(loginGuardRedirect(user(true), '/customer/order-history')).toBeNull()
  })
})
