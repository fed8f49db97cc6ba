import { SettingsError } from '@provender/server-kit'
import { describe, expect, it } from 'vitest'
import { backupKey } from './backupKey.ts'

describe('BACKUP_KEY', () => {
  const hex = '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff'

  it('is unset: no key (backups in the clear)', () => {
    expect(backupKey({})).toBeNull()
    expect(backupKey({ BACKUP_KEY: '' })).toBeNull()
  })

  it('reads 64 hex characters or base64 of 32 bytes as the same key', () => {
    const fromHex = backupKey({ BACKUP_KEY: hex })!
    expect(fromHex.length).toBe(32)
    expect(backupKey({ BACKUP_KEY: Buffer.from(hex, 'hex').toString('base64') })!.equals(fromHex)).toBe(true)
    expect(backupKey({ BACKUP_KEY: `${hex.toUpperCase()}\n` })!.equals(fromHex)).toBe(true)
  })

  it('refuses anything else, saying how to make one', () => {
    for (const value of [
      hex.slice(0, 62),
      `${hex}00`,
      'z'.repeat(64),
      'a passphrase',
      Buffer.alloc(16).toString('base64'),
    ]) {
      expect(() => backupKey({ BACKUP_KEY: value })).toThrow(SettingsError)
      expect(() => backupKey({ BACKUP_KEY: value })).toThrow(/64 hex characters \(openssl rand -hex 32\)/)
    }
  })
})
