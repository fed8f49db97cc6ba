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
  it('is forty seconds unless set, 0 to send every request once, and never negative', () => {
    // A drain (at most SHUTDOWN_GRACE_SECONDS, 10 s) and a start (4 to 8 s quiet, 13 to 20 s busy).
    expect(parseSettings({}).RETRY_GRACE_MS).toBe(40_000)
    expect(parseSettings({ RETRY_GRACE_MS: '0' }).RETRY_GRACE_MS).toBe(0)
    for (const bad of ['-1', 'soon', '1.5']) {
      expect(() => parseSettings({ RETRY_GRACE_MS: bad })).toThrow(/RETRY_GRACE_MS/)
    }
  })
})

describe('the timeouts of the gateway and the servers', () => {
  it('have defaults, and a keep-alive of at least five seconds', () => {
    expect(parseSettings({})).toMatchObject({
      PROXY_CONNECT_TIMEOUT_MS: 2000,
      PROXY_ANSWER_TIMEOUT_MS: 30_000,
      PROXY_FILE_ANSWER_TIMEOUT_MS: 300_000,
      KEEP_ALIVE_TIMEOUT_MS: 65_000,
    })
    expect(parseSettings({ KEEP_ALIVE_TIMEOUT_MS: '5000' }).KEEP_ALIVE_TIMEOUT_MS).toBe(5000)
    expect(() => parseSettings({ KEEP_ALIVE_TIMEOUT_MS: '4999' })).toThrow(/KEEP_ALIVE_TIMEOUT_MS/)
    expect(() => parseSettings({ PROXY_CONNECT_TIMEOUT_MS: 'soon' })).toThrow(/PROXY_CONNECT_TIMEOUT_MS/)
  })

  it('refuse an answer timeout that would cut off a read waiting for its token', () => {
    expect(() => parseSettings({ CONSISTENCY_WAIT_MS: '30000' })).toThrow(/PROXY_ANSWER_TIMEOUT_MS/)
    expect(
      parseSettings({ CONSISTENCY_WAIT_MS: '20000', PROXY_ANSWER_TIMEOUT_MS: '25000' })
        .PROXY_ANSWER_TIMEOUT_MS,
    ).toBe(25_000)
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
