// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError, api, NetworkError } from './api.ts'
import { LOGOUT_REASON_KEY, loadStoredUser, storeUser } from './session.ts'
import { sentHeaders, stubFetch, stubLocation } from './testing/browser.ts'

const user = {
  id: 3,
  role: 'customer' as const,
  passwordChanged: true,
  firstName: 'Ada',
  lastName: 'Lee',
  email: 'ada@example.com',
  phone: '5551234567',
}

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})
afterEach(() => vi.unstubAllGlobals())

describe('read-your-writes consistency token', () => {
  it('keeps the highest token seen and sends it on later calls', async () => {
    const fetchSpy = stubFetch(
      { headers: { 'Consistency-Token': '5.10' } },
      { headers: { 'Consistency-Token': '5.2' } },
      { headers: { 'Consistency-Token': '6.0' } },
      {},
    )
    await api('/api/a', { method: 'POST', body: {} })
    await api('/api/b', { method: 'POST', body: {} })
    expect(sentHeaders(fetchSpy, 1)['Consistency-Token']).toBe('5.10')
    await api('/api/c')
    expect(sentHeaders(fetchSpy, 2)['Consistency-Token']).toBe('5.10')
    await api('/api/d')
    expect(sentHeaders(fetchSpy, 3)['Consistency-Token']).toBe('6.0')
  })
})

describe('ended sessions', () => {
  it('clears the user and goes to login with session-expired on AUTH_EXPIRED', async () => {
    storeUser(user)
    const assign = stubLocation('/customer/order-form')
    stubFetch({ status: 401, body: { error: 'Session expired', code: 'AUTH_EXPIRED' } })
    await expect(api('/api/orders/customer/3')).rejects.toBeInstanceOf(ApiError)
    expect(loadStoredUser()).toBeNull()
    expect(sessionStorage.getItem(LOGOUT_REASON_KEY)).toBe('session-expired')
    expect(assign).toHaveBeenCalledWith('/login?reason=session-expired')
  })

  it('leaves the login call alone', async () => {
    const assign = stubLocation('/login')
    stubFetch({ status: 401, body: { error: 'Incorrect password.', code: 'INVALID_PASSWORD' } })
    const failure = api('/api/auth/login', { method: 'POST', body: {}, skipAuthRedirect: true })
    await expect(failure).rejects.toMatchObject({ status: 401, code: 'INVALID_PASSWORD' })
    expect(assign).not.toHaveBeenCalled()
  })

  it('does not redirect a login call even when the code would end a session', async () => {
    storeUser(user)
    const assign = stubLocation('/somewhere')
    stubFetch({ status: 401, body: { error: 'gone', code: 'ACCOUNT_DELETED' } })
    await expect(api('/api/auth/login', { method: 'POST', skipAuthRedirect: true })).rejects.toThrow()
    expect(assign).not.toHaveBeenCalled()
    expect(loadStoredUser()).not.toBeNull()
  })
})

it('turns an unreachable server into a NetworkError', async () => {
  stubFetch(new TypeError('Failed to fetch'))
  await expect(api('/api/x')).rejects.toBeInstanceOf(NetworkError)
})
