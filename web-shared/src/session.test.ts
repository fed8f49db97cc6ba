// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { loadStoredUser, storeUser, USER_KEY } from './session.ts'
import { customerUser } from './testing/session.ts'

const user = customerUser()

describe('restoring the stored user at start-up', () => {
  beforeEach(() => localStorage.clear())

  it('restores a stored user with an id', () => {
    storeUser(user)
    expect(loadStoredUser()).toEqual(user)
  })

  it('answers null when nothing is stored', () => {
    expect(loadStoredUser()).toBeNull()
  })

  it('removes a record that is not JSON', () => {
    localStorage.setItem(USER_KEY, '{not json')
    expect(loadStoredUser()).toBeNull()
    expect(localStorage.getItem(USER_KEY)).toBeNull()
  })

  it('removes a record without an id', () => {
    localStorage.setItem(USER_KEY, JSON.stringify({ role: 'customer' }))
    expect(loadStoredUser()).toBeNull()
    expect(localStorage.getItem(USER_KEY)).toBeNull()
  })
})
