import { customerUser } from '@provender/web-shared/testing/session.ts'
import { describe, expect, it } from 'vitest'
import { decideRoute } from './routeDecision.ts'

const customer = (passwordChanged = true) => customerUser({ passwordChanged })

describe('customer app routes', () => {
  it('offers only /login without a user, remembering where the visitor was going', () => {
    expect(decideRoute(null, '/login')).toEqual({ kind: 'render' })
    expect(decideRoute(null, '/customer/order-form')).toEqual({
      kind: 'redirect',
      to: '/login',
      rememberOrigin: true,
    })
    expect(decideRoute(null, '/reset-password')).toEqual({
      kind: 'redirect',
      to: '/login',
      rememberOrigin: true,
    })
  })

  it('renders the customer screens', () => {
    for (const path of [
      '/',
      '/customer/order-form',
      '/customer/order-history',
      '/reset-password',
      '/login',
    ]) {
      expect(decideRoute(customer(), path)).toEqual({ kind: 'render' })
    }
  })

  it('opens the mailed-link screens to anyone, staff and a forced password change included', () => {
    for (const path of ['/forgot-password', '/password-reset', '/unsubscribe']) {
      expect(decideRoute(null, path)).toEqual({ kind: 'render' })
      expect(decideRoute(customer(false), path)).toEqual({ kind: 'render' })
      expect(decideRoute({ ...customer(), role: 'sales' }, path)).toEqual({ kind: 'render' })
    }
  })

  it('sends unknown paths home', () => {
    expect(decideRoute(customer(), '/products')).toEqual({ kind: 'redirect', to: '/', rememberOrigin: false })
  })

  it('forces the password change first', () => {
    expect(decideRoute(customer(false), '/customer/order-form')).toEqual({
      kind: 'redirect',
      to: '/reset-password',
      rememberOrigin: false,
    })
    expect(decideRoute(customer(false), '/reset-password')).toEqual({ kind: 'render' })
  })

  it('hands staff over to the console', () => {
    expect(decideRoute({ ...customer(), role: 'admin' }, '/')).toEqual({ kind: 'staff-console' })
    expect(decideRoute({ ...customer(), role: 'sales' }, '/customer/order-form')).toEqual({
      kind: 'staff-console',
    })
  })

  it('ignores a trailing slash', () => {
    expect(decideRoute(customer(), '/customer/order-history/')).toEqual({ kind: 'render' })
  })
})
