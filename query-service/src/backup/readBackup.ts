import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { pipeline } from 'node:stream'
import { StringDecoder } from 'node:string_decoder'
import { createGunzip } from 'node:zlib'
import { BackupAuthenticationError, decryptStream, isEncryptedBackup } from './encryption.ts'
import {
  type BackupEvent,
  backupEventSchema,
  headerSchema,
  type Manifest,
  manifestLineSchema,
} from './format.ts'
import { damaged, KEY_NEEDED, RestoreRefused } from './refusal.ts'

export interface BackupReading {
  /** Whether the file was encrypted. */
  encrypted: boolean
  /** Every event, in the file's (the log's) order, each line checked against the event schema. */
  events: AsyncIterable<BackupEvent>
  /**
   * The manifest, once `events` is read through and the file's SHA-256 and event count agree
   * with it. Before that it throws.
   */
  manifest(): Manifest
}

/**
 * Reads a backup, plain or encrypted (with `key`), as restore and verify-backup both do: the
 * header first, then events, the manifest last; anything else is refused as damaged.
 */
export async function readBackup(file: string, key: Buffer | null): Promise<BackupReading> {
  const encrypted = await isEncryptedBackup(file)
  if (encrypted && !key) {
    throw new RestoreRefused(
      'The backup is encrypted: set BACKUP_KEY to the key it was written with. Nothing was restored.',
      KEY_NEEDED,
    )
  }
  let manifest: Manifest | null = null
  let complete = false
  async function* events(): AsyncGenerator<BackupEvent> {
    const sha = createHash('sha256')
    let count = 0
    let lineNo = 0
    for await (const line of fileLines(file, encrypted ? key : null)) {
      lineNo++
      if (manifest) throw damaged(`line ${lineNo} follows the manifest`)
      const value = parseLine(line, lineNo)
      if (lineNo === 1) {
        if (!headerSchema.safeParse(value).success)
          throw damaged('it does not start with a Provender backup header')
        continue
      }
      const closing = manifestLineSchema.safeParse(value)
      if (closing.success) {
        manifest = closing.data.manifest
        continue
      }
      const event = backupEventSchema.safeParse(value)
      if (!event.success) throw damaged(`line ${lineNo} is not an event`)
      sha.update(`${line}\n`)
      count++
      yield event.data
    }
    const found = manifest as Manifest | null
    if (!found) throw damaged('it has no manifest (cut short?)')
    const digest = sha.digest('hex')
    if (digest !== found.sha256) {
      throw damaged(`its events' SHA-256 is ${digest}, the manifest says ${found.sha256}`)
    }
    if (count !== found.events) throw damaged(`it holds ${count} events, the manifest says ${found.events}`)
    complete = true
  }
  return {
    encrypted,
    events: events(),
    manifest() {
      if (!complete || !manifest) throw new Error('The backup was not read through')
      return manifest
    },
  }
}

function parseLine(line: string, lineNo: number): unknown {
  try {
    return JSON.parse(line)
  } catch {
    throw damaged(`line ${lineNo} is not JSON`)
  }
}

/**
 * The file's lines, decrypted (when `key` is given) and gunzipped as they are read. A damaged
 * stream (cut short, bytes changed, a wrong key) is the backup's fault, so it is refused as
 * damaged; a file that cannot be read at all stays an error of its own.
 */
async function* fileLines(file: string, key: Buffer | null): AsyncGenerator<string> {
  const gunzip = createGunzip()
  // Errors reach `gunzip` (every stage is destroyed with the first error) and so the loop below.
  const ignore = () => {}
  if (key) pipeline(createReadStream(file), decryptStream(key), gunzip, ignore)
  else pipeline(createReadStream(file), gunzip, ignore)
  const decoder = new StringDecoder('utf8')
  let rest = ''
  try {
    for await (const chunk of gunzip) {
      const parts = (rest + decoder.write(chunk as Buffer)).split('\n')
      rest = parts.pop()!
      yield* parts
    }
  } catch (error) {
    if (error instanceof BackupAuthenticationError) throw damaged(error.message)
    // zlib's errors carry a Z_ code (Z_BUF_ERROR: cut short, Z_DATA_ERROR: not gzip or altered).
    const code = (error as { code?: unknown }).code
    if (typeof code !== 'string' || !code.startsWith('Z_')) throw error
    throw damaged(`its gzip stream is cut short or corrupt (${(error as Error).message}, ${code})`)
  } finally {
    gunzip.destroy()
  }
  rest += decoder.end()
  if (rest) yield rest
}
