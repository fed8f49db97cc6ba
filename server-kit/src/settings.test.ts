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
