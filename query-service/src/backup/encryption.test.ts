import { randomBytes } from 'node:crypto'
import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import {
  BackupAuthenticationError,
  decryptStream,
  ENCRYPTED_MAGIC,
  encryptStream,
  FRAME_BYTES,
} from './encryption.ts'

const key = randomBytes(32)

async function through(stream: NodeJS.ReadWriteStream, input: Buffer, pieces = 7): Promise<Buffer> {
  const parts: Buffer[] = []
  const step = Math.max(1, Math.ceil(input.length / pieces))
  for (let at = 0; at < input.length; at += step) parts.push(input.subarray(at, at + step))
  const out: Buffer[] = []
  for await (const chunk of Readable.from(parts).pipe(stream)) out.push(chunk as Buffer)
  return Buffer.concat(out)
}

const encrypt = (plain: Buffer, k = key) => through(encryptStream(k), plain)
const decrypt = (sealed: Buffer, k = key) => through(decryptStream(k), sealed, 13)

async function refusal(sealed: Buffer, k = key): Promise<BackupAuthenticationError> {
  const error = await decrypt(sealed, k).catch((e: unknown) => e)
  expect(error).toBeInstanceOf(BackupAuthenticationError)
  return error as BackupAuthenticationError
}

const pieces = (bytes: Buffer, size: number) =>
  Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size))

/** Where frame `n` (0-based) of an encrypted buffer starts. */
function frameStart(sealed: Buffer, n: number): number {
  let at = ENCRYPTED_MAGIC.length + 16
  for (let i = 0; i < n; i++) at += 5 + sealed.readUInt32BE(at + 1) + 16
  return at
}

describe('backup encryption (AES-256-GCM frames)', () => {
  const plain = randomBytes(FRAME_BYTES * 3 + 1234)

  it('gives back the plaintext, across frames, whatever the chunking; the header is in the clear', async () => {
    const sealed = await encrypt(plain)
    expect(sealed.subarray(0, ENCRYPTED_MAGIC.length).toString('latin1')).toBe(
      'PROVENDER-BACKUP-ENCRYPTED 1\n',
    )
    expect(sealed.includes(plain.subarray(0, 64))).toBe(false)
    expect((await decrypt(sealed)).equals(plain)).toBe(true)
    for (const size of [0, 1, FRAME_BYTES, FRAME_BYTES * 2]) {
      const exact = randomBytes(size)
      expect((await decrypt(await encrypt(exact))).equals(exact)).toBe(true)
    }
  })

  it('uses a fresh salt per file: the same plaintext encrypts differently', async () => {
    const small = Buffer.from('the same bytes')
    expect((await encrypt(small)).equals(await encrypt(small))).toBe(false)
  })

  it('refuses a wrong key', async () => {
    const error = await refusal(await encrypt(plain), randomBytes(32))
    expect(error.message).toMatch(/wrong BACKUP_KEY, or the file was altered/)
  })

  it('refuses any flipped byte: in the salt, a frame head, a ciphertext or a tag', async () => {
    const sealed = await encrypt(plain)
    const second = frameStart(sealed, 1)
    const spots = [
      ENCRYPTED_MAGIC.length + 3,
      second,
      second + 5 + 1000,
      frameStart(sealed, 2) - 1,
      sealed.length - 1,
    ]
    for (const at of spots) {
      const flipped = Buffer.from(sealed)
      flipped[at]! ^= 0x01
      await refusal(flipped)
    }
  })

  it('hands on nothing of a frame whose tag fails', async () => {
    const sealed = Buffer.from(await encrypt(plain))
    sealed[frameStart(sealed, 1) + 5 + 10]! ^= 0x80
    const out: Buffer[] = []
    const stream = decryptStream(key)
    const error = await (async () => {
      for await (const chunk of Readable.from(pieces(sealed, 4096)).pipe(stream)) out.push(chunk as Buffer)
    })().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(BackupAuthenticationError)
    // At most the first frame, which held; none of the second's bytes.
    const got = Buffer.concat(out)
    expect(got.length).toBeLessThanOrEqual(FRAME_BYTES)
    expect(got.equals(plain.subarray(0, got.length))).toBe(true)
  })

  it('refuses a file cut anywhere: inside a frame, or exactly at the end of a frame', async () => {
    const sealed = await encrypt(plain)
    for (const length of [10, sealed.length - 1, frameStart(sealed, 2) + 100]) {
      expect((await refusal(sealed.subarray(0, length))).message).toMatch(/cut short/)
    }
    // Whole frames, none of them the last: authenticated, but not the end of the file.
    expect((await refusal(sealed.subarray(0, frameStart(sealed, 3)))).message).toMatch(/cut short/)
  })

  it('refuses frames reordered, and bytes after the last frame', async () => {
    const sealed = await encrypt(plain)
    const [a, b, c] = [frameStart(sealed, 0), frameStart(sealed, 1), frameStart(sealed, 2)]
    const swapped = Buffer.concat([
      sealed.subarray(0, a),
      sealed.subarray(b, c),
      sealed.subarray(a, b),
      sealed.subarray(c),
    ])
    await refusal(swapped)
    expect((await refusal(Buffer.concat([sealed, sealed.subarray(a, b)]))).message).toMatch(
      /follow its last frame/,
    )
  })
})
