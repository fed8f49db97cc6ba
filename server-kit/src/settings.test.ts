import { describe, expect, it } from 'vitest'
import { parseSettings, SettingsError } from './settings.ts'

describe('the service URLs of the gateway', () => {
  it('take one URL or several separated by commas', () => {
    expect(parseSettings({ QUERY_SERVICE_URL: 'http://q1:3002' }).QUERY_SERVICE_URL).toEqual([
      'http://q1:3002',
    ])
    expect(
      parseSettings({ COMMAND_SERVICE_URL: 'http://c1:3001, http://c2:3001' }).COMMAND_SERVICE_URL,
    ).toEqual(['http://c1:3001', 'http://c2:3001'])
    expect(parseSettings({}).COMMAND_SERVICE_URL).toBeUndefined()
  })

  it('refuse anything that is not a list of http URLs, naming the variable', () => {
    for (const bad of ['http://c1:3001,', 'c1:3001', 'ftp://c1']) {
      expect(() => parseSettings({ COMMAND_SERVICE_URL: bad })).toThrow(SettingsError)
      expect(() => parseSettings({ COMMAND_SERVICE_URL: bad })).toThrow(/COMMAND_SERVICE_URL/)
    }
  })
})

describe('RETRY_GRACE_MS', () => {
  it('is five seconds unless set, 0 to send every request once, and never negative', () => {
    expect(parseSettings({}).RETRY_GRACE_MS).toBe(5000)
    expect(parseSettings({ RETRY_GRACE_MS: '0' }).RETRY_GRACE_MS).toBe(0)
    for (const bad of ['-1', 'soon', '1.5']) {
      expect(() => parseSettings({ RETRY_GRACE_MS: bad })).toThrow(/RETRY_GRACE_MS/)
    }
  })
})

describe('READ_DATABASE_URL', () => {
  it('takes a postgres:// URL beside DATABASE_URL, and nothing else', () => {
    const primary = { DATABASE_URL: 'postgres://db/provender' }
    expect(
      parseSettings({ ...primary, READ_DATABASE_URL: 'postgres://replica/provender' }).READ_DATABASE_URL,
    ).toBe('postgres://replica/provender')
    expect(() => parseSettings({ ...primary, READ_DATABASE_URL: 'mysql://replica' })).toThrow(
      /READ_DATABASE_URL/,
    )
    // A replica of the embedded database cannot exist.
    expect(() => parseSettings({ READ_DATABASE_URL: 'postgres://replica/provender' })).toThrow(
      /READ_DATABASE_URL: needs DATABASE_URL/,
    )
  })
})
