// @vitest-environment jsdom
import { loadStoredUser, storeUser } from '@provender/web-shared/session.ts'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { leaveForCustomerApp } from './leaveForCustomerApp.ts'
import { testUser } from './testUsers.ts'

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  storeUser(testUser('customer'))
})

describe('leaveForCustomerApp', () => {
  it('sends a customer to the ordering app at the site root', () => {
    const loadPage = vi.fn()
    expect(leaveForCustomerApp(1_000, sessionStorage, loadPage)).toBe('leaving')
    expect(loadPage).toHaveBeenCalledWith('/')
    expect(loadPage).toHaveBeenCalledTimes(1)
  })

  it('breaks the loop when the root serves the console again at once: the stale user is dropped', () => {
    const loadPage = vi.fn()
    leaveForCustomerApp(1_000, sessionStorage, loadPage)
    expect(leaveForCustomerApp(3_000, sessionStorage, loadPage)).toBe('stale')
    expect(loadPage).toHaveBeenCalledTimes(1)
    expect(loadStoredUser()).toBeNull()
  })

  it('leaves again on a later visit', () => {
    const loadPage = vi.fn()
    leaveForCustomerApp(1_000, sessionStorage, loadPage)
    expect(leaveForCustomerApp(60_000, sessionStorage, loadPage)).toBe('leaving')
    expect(loadPage).toHaveBeenCalledTimes(2)
  })
})
