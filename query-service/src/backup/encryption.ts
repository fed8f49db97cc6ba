import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'
import { open } from 'node:fs/promises'
import { Transform, type TransformCallback } from 'node:stream'

/**
 * An encrypted backup is the gzip stream of a plain one, sealed in AES-256-GCM frames:
 *
 *   `PROVENDER-BACKUP-ENCRYPTED 1\n` (clear, so the file is recognisable), a random 16-byte salt,
 *   then frames of [flag: 1 byte, 1 on the last frame][length: 4 bytes][ciphertext][tag: 16 bytes].
 *
 * Each file's key is derived from BACKUP_KEY and its salt (HKDF-SHA256), so the frames' nonces can
 * be their counter. Every frame's tag covers the header and its flag: a frame is handed on only
 * once its tag holds, a reordered or dropped frame fails its tag, and a file cut at a frame's end
 * lacks the last frame.
 */
export const ENCRYPTED_MAGIC = Buffer.from('PROVENDER-BACKUP-ENCRYPTED 1\n', 'latin1')
const SALT_BYTES = 16
const TAG_BYTES = 16
const FRAME_HEAD = 5
const HEADER_BYTES = ENCRYPTED_MAGIC.length + SALT_BYTES
/** Plaintext per frame. */
export const FRAME_BYTES = 64 * 1024
const LAST = 1

/** The file cannot be authenticated with this key: a wrong key, or its bytes were changed or cut. */
export class BackupAuthenticationError extends Error {}

function fileKey(key: Buffer, salt: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', key, salt, 'provender-backup aes-256-gcm 1', 32))
}

function nonce(counter: bigint): Buffer {
  const iv = Buffer.alloc(12)
  iv.writeBigUInt64BE(counter, 4)
  return iv
}

function additionalData(header: Buffer, flag: number): Buffer {
  return Buffer.concat([header, Buffer.of(flag)])
}

/** Plaintext in, the encrypted file's bytes out (header first, the last frame at the end). */
export function encryptStream(key: Buffer): Transform {
  const salt = randomBytes(SALT_BYTES)
  const header = Buffer.concat([ENCRYPTED_MAGIC, salt])
  const derived = fileKey(key, salt)
  let counter = 0n
  let pending: Buffer[] = []
  let pendingBytes = 0
  const frame = (plain: Buffer, flag: number): Buffer => {
    const cipher = createCipheriv('aes-256-gcm', derived, nonce(counter++))
    cipher.setAAD(additionalData(header, flag))
    const body = Buffer.concat([cipher.update(plain), cipher.final()])
    const head = Buffer.alloc(FRAME_HEAD)
    head.writeUInt8(flag, 0)
    head.writeUInt32BE(body.length, 1)
    return Buffer.concat([head, body, cipher.getAuthTag()])
  }
  return new Transform({
    construct(callback) {
      this.push(header)
      callback()
    },
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      pending.push(chunk)
      pendingBytes += chunk.length
      if (pendingBytes >= FRAME_BYTES) {
        let all = Buffer.concat(pending)
        while (all.length >= FRAME_BYTES) {
          this.push(frame(all.subarray(0, FRAME_BYTES), 0))
          all = all.subarray(FRAME_BYTES)
        }
        pending = [all]
        pendingBytes = all.length
      }
      callback()
    },
    flush(callback: TransformCallback) {
      callback(null, frame(Buffer.concat(pending), LAST))
    },
  })
}

/**
 * The encrypted file's bytes in, plaintext out, a frame at a time and only once its tag holds.
 * Fails with BackupAuthenticationError on a wrong key, any changed byte, or a cut file.
 */
export function decryptStream(key: Buffer): Transform {
  let buffered: Buffer = Buffer.alloc(0)
  let header: Buffer | null = null
  let derived: Buffer | null = null
  let counter = 0n
  let ended = false
  const refuse = (why: string) => new BackupAuthenticationError(why)
  const open = (frameFlag: number, body: Buffer, tag: Buffer): Buffer => {
    const decipher = createDecipheriv('aes-256-gcm', derived!, nonce(counter++))
    decipher.setAAD(additionalData(header!, frameFlag))
    decipher.setAuthTag(tag)
    try {
      return Buffer.concat([decipher.update(body), decipher.final()])
    } catch {
      throw refuse(`frame ${counter} does not authenticate (a wrong BACKUP_KEY, or the file was altered)`)
    }
  }
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk
      try {
        if (!header) {
          if (buffered.length < HEADER_BYTES) return callback()
          header = Buffer.from(buffered.subarray(0, HEADER_BYTES))
          if (!header.subarray(0, ENCRYPTED_MAGIC.length).equals(ENCRYPTED_MAGIC))
            throw refuse('it does not start with the encrypted backup header')
          derived = fileKey(key, header.subarray(ENCRYPTED_MAGIC.length))
          buffered = buffered.subarray(HEADER_BYTES)
        }
        while (buffered.length >= FRAME_HEAD) {
          if (ended) throw refuse('bytes follow its last frame')
          const flag = buffered.readUInt8(0)
          const length = buffered.readUInt32BE(1)
          if (flag > LAST || length > FRAME_BYTES) throw refuse(`frame ${counter + 1n} has a damaged head`)
          const end = FRAME_HEAD + length + TAG_BYTES
          if (buffered.length < end) break
          this.push(
            open(
              flag,
              buffered.subarray(FRAME_HEAD, FRAME_HEAD + length),
              buffered.subarray(end - TAG_BYTES, end),
            ),
          )
          ended = flag === LAST
          buffered = buffered.subarray(end)
        }
        callback()
      } catch (error) {
        callback(error as Error)
      }
    },
    flush(callback: TransformCallback) {
      if (!ended || buffered.length > 0) callback(refuse('it is cut short (its last frame is missing)'))
      else callback()
    },
  })
}

/** Whether the file starts with the encrypted backup header. */
export async function isEncryptedBackup(file: string): Promise<boolean> {
  const handle = await open(file, 'r')
  try {
    const start = Buffer.alloc(ENCRYPTED_MAGIC.length)
    const { bytesRead } = await handle.read(start, 0, start.length, 0)
    return bytesRead === start.length && start.equals(ENCRYPTED_MAGIC)
  } finally {
    await handle.close()
  }
}
