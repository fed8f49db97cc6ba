// @vitest-environment jsdom
import { ApiError } from '@provender/web-shared/api.ts'
import { storeUser } from '@provender/web-shared/session.ts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createAuthProvider, decideOnError } from './authProvider.ts'
import { sessionRoute } from './sessionRoute.ts'
import { testUser } from './testUsers.ts'

beforeEach(() => {
  localStorage.clear()
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('sessionRoute (spec 2.1 guards)', () => {
  it('sends a visitor with no stored user to the login screen', () => {
    expect(sessionRoute(null, '/orders/3')).toBe('login')
  })

  it('sends a customer to the ordering app', () => {
    expect(sessionRoute(testUser('customer'), '/')).toBe('customer-app')
  })

  it('sends staff who must change the password to /reset-password, unless already there', () => {
    const user = testUser('sales', { passwordChanged: false })
    expect(sessionRoute(user, '/')).toBe('reset-password')
    expect(sessionRoute(user, '/reset-password')).toBe('stay')
  })

  it('lets staff with a changed password stay', () => {
    for (const role of ['admin', 'sales', 'auditor'] as const)
      expect(sessionRoute(testUser(role), '/')).toBe('stay')
  })
})

describe('authProvider', () => {
  it('rejects checkAuth without a stored user, quietly, towards /login', async () => {
    await expect(createAuthProvider().checkAuth({})).rejects.toEqual({ redirectTo: '/login', message: false })
  })

  it('does not let a customer in: it loads the ordering app instead and never settles', async () => {
    storeUser(testUser('customer'))
    const loadPage = vi.fn()
    const settled = vi.fn()
    createAuthProvider({ loadPage }).checkAuth({}).then(settled, settled)
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(loadPage).toHaveBeenCalledWith('/')
    expect(settled).not.toHaveBeenCalled()
    await expect(createAuthProvider().canAccess?.({ resource: 'orders', action: 'list' })).resolves.toBe(
      false,
    )
  })

  it('accepts staff, including one who must change the password (the layout guard redirects)', async () => {
    storeUser(testUser('admin', { passwordChanged: false }))
    await expect(createAuthProvider().checkAuth({})).resolves.toBeUndefined()
  })

  it('answers identity, role and access from the stored user', async () => {
    storeUser(testUser('sales', { id: 4, firstName: 'Sam', lastName: 'Reyes' }))
    const provider = createAuthProvider()
    await expect(provider.getIdentity?.()).resolves.toEqual({ id: 4, fullName: 'Sam Reyes' })
    await expect(provider.getPermissions?.({})).resolves.toBe('sales')
    await expect(provider.canAccess?.({ resource: 'orders', action: 'show' })).resolves.toBe(true)
    await expect(provider.canAccess?.({ resource: 'users', action: 'list' })).resolves.toBe(false)
  })

  it('skips the logout call when nobody is stored', async () => {
    const fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    await expect(createAuthProvider().logout({})).resolves.toBe('/login')
    expect(fetchMock).not.toHaveBeenCalled()
  })
})

describe('decideOnError', () => {
  it('leaves the session-ended 401s to the API client, which is already redirecting', () => {
    for (const code of ['AUTH_REQUIRED', 'AUTH_EXPIRED', 'ACCOUNT_DELETED']) {
      expect(decideOnError(new ApiError(401, 'ended', code))).toBe('session-ended')
    }
  })

  it('signs out on any other 401', () => {
    expect(decideOnError(new ApiError(401, 'Unauthorized'))).toBe('sign-in-again')
  })

  it('ignores errors that are not about the session', () => {
    expect(decideOnError(new ApiError(403, 'Forbidden'))).toBe('ignore')
    expect(decideOnError(new ApiError(404, 'Not found'))).toBe('ignore')
    expect(decideOnError(new Error('boom'))).toBe('ignore')
  })

  it('maps the decisions onto react-admin checkError', async () => {
    const provider = createAuthProvider()
    await expect(provider.checkError(new ApiError(401, 'x', 'AUTH_EXPIRED'))).rejects.toEqual({
      logoutUser: false,
      message: false,
    })
    await expect(provider.checkError(new ApiError(401, 'x'))).rejects.toEqual({ redirectTo: '/login' })
    await expect(provider.checkError(new ApiError(500, 'x'))).resolves.toBeUndefined()
  })
})
