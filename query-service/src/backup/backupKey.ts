import { SettingsError } from '@provender/server-kit'
import { z } from 'zod'

const HEX = /^[0-9a-fA-F]{64}$/
const BASE64 = /^[A-Za-z0-9+/]{43}=$/

/**
 * BACKUP_KEY: the 32-byte key backups are encrypted with, as 64 hex characters
 * (`openssl rand -hex 32`) or base64 (`openssl rand -base64 32`). Unset: backups are written
 * in the clear. Kept apart from the backups, or the encryption protects nothing.
 */
export const backupKeySchema = z
  .string()
  .trim()
  .refine((value) => HEX.test(value) || BASE64.test(value), {
    message:
      'BACKUP_KEY must be 32 bytes written as 64 hex characters (openssl rand -hex 32) or as base64 (openssl rand -base64 32)',
  })
  .transform((value) => Buffer.from(value, HEX.test(value) ? 'hex' : 'base64'))

/** The key from the environment, null when unset; a malformed key stops the command before it starts. */
export function backupKey(env: Record<string, string | undefined>): Buffer | null {
  const value = env.BACKUP_KEY
  if (value === undefined || value === '') return null
  const parsed = backupKeySchema.safeParse(value)
  if (!parsed.success) throw new SettingsError(parsed.error.issues.map((issue) => issue.message))
  return parsed.data
}
