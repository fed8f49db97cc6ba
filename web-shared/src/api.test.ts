// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { ApiError, api, apiFile, NetworkError } from './api.ts'
import { LOGOUT_REASON_KEY, loadStoredUser, storeUser } from './session.ts'
import { sentHeaders, stubFetch, stubLocation } from './testing/browser.ts'
import { customerUser, resetBrowserEachTest } from './testing/session.ts'

const user = customerUser({ id: 3 })

resetBrowserEachTest()

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

describe('a password change the server requires', () => {
  it('marks the stored user and goes to /reset-password on PASSWORD_CHANGE_REQUIRED', async () => {
    storeUser(user)
    const assign = stubLocation('/customers')
    stubFetch({ status: 403, body: { error: 'Change it', code: 'PASSWORD_CHANGE_REQUIRED' } })
    await expect(api('/api/customers')).rejects.toMatchObject({
      status: 403,
      code: 'PASSWORD_CHANGE_REQUIRED',
    })
    expect(loadStoredUser()).toMatchObject({ id: 3, passwordChanged: false })
    expect(assign).toHaveBeenCalledWith('/reset-password')
  })

  it('stays put when already on /reset-password, and leaves other 403s alone', async () => {
    storeUser(user)
    const assign = stubLocation('/reset-password')
    stubFetch(
      { status: 403, body: { error: 'Change it', code: 'PASSWORD_CHANGE_REQUIRED' } },
      { status: 403, body: { error: 'You are not allowed to do that.' } },
    )
    await expect(api('/api/orders')).rejects.toBeInstanceOf(ApiError)
    expect(assign).not.toHaveBeenCalled()
    storeUser(user)
    await expect(api('/api/users')).rejects.toMatchObject({ status: 403 })
    expect(loadStoredUser()).toMatchObject({ passwordChanged: true })
  })
})

it('turns an unreachable server into a NetworkError', async () => {
  stubFetch(new TypeError('Failed to fetch'))
  await expect(api('/api/x')).rejects.toBeInstanceOf(NetworkError)
})

describe('a file the server makes (an export)', () => {
  it('is fetched with the session and the token, and handed over as it came', async () => {
    const fetchSpy = stubFetch({ headers: { 'Consistency-Token': '9.1' } }, { body: 'When,Kind' })
    await api('/api/a', { method: 'POST', body: {} })
    const file = await apiFile('/api/history/customers/7/timeline.csv', {
      query: { kind: 'price', from: '' },
    })
    expect(fetchSpy.mock.calls[1]?.[0]).toBe('/api/history/customers/7/timeline.csv?kind=price')
    expect(fetchSpy.mock.calls[1]?.[1]?.credentials).toBe('include')
    expect(sentHeaders(fetchSpy, 1)['Consistency-Token']).toBe('9.1')
    expect(await file.text()).toBe('"When,Kind"')
  })

  it("is refused as api() refuses: the server's words, and the session ended when it says so", async () => {
    stubLocation('/customers/7/history')
    storeUser(user)
    stubFetch(
      { status: 404, body: { error: 'Customer not found.' } },
      { status: 401, body: { error: 'Your session has ended.', code: 'AUTH_EXPIRED' } },
    )
    await expect(apiFile('/api/history/customers/8/timeline.csv')).rejects.toMatchObject({
      status: 404,
      message: 'Customer not found.',
    })
    await expect(apiFile('/api/history/customers/7/timeline.csv')).rejects.toBeInstanceOf(ApiError)
    expect(loadStoredUser()).toBeNull()
  })
})
