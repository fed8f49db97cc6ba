import { promisify } from 'node:util'
import { inflateRaw } from 'node:zlib'
import { type DomainError, invalid } from '@provender/events'

/**
 * The parts of an XLSX (a zip archive), read from its central directory at the end of the file
 * rather than by streaming from the start: a file cut short has no directory and is refused at
 * once, instead of a reader waiting for bytes that never come.
 */

export const DAMAGED = 'This file is damaged or not a spreadsheet. Save it again as .xlsx or .csv.'

/** The most one part of a workbook may unpack to: a 200,000-line price sheet is about 35 MB. */
export const MAX_PART_BYTES = 40 * 1024 * 1024
/** The most all the parts read together may unpack to (the sheet, its strings, the workbook). */
export const MAX_UNPACKED_BYTES = 80 * 1024 * 1024
export const UNPACKS_TOO_LARGE = `The workbook unpacks to more than ${MAX_PART_BYTES / 1024 / 1024} MB of sheet data; split it, or save it as .csv.`

/** A workbook past the unpacked limits: answered 413 like a file past the upload limit. */
export class UnpacksTooLarge extends Error {
  constructor() {
    super(UNPACKS_TOO_LARGE)
    this.name = 'UnpacksTooLarge'
  }
}

export const damaged = (): DomainError => invalid(DAMAGED, [], 'IMPORT_DAMAGED_FILE')

interface Entry {
  method: number
  flags: number
  compressedSize: number
  /** As the directory declares it: checked before inflating, and bounded again while inflating. */
  size: number
  localOffset: number
}

const inflateAsync = promisify(inflateRaw)

export class ZipParts {
  private unpacked = 0

  private constructor(
    private readonly bytes: Buffer,
    private readonly entries: ReadonlyMap<string, Entry>,
  ) {}

  /** The archive's directory; a file without a whole one is damaged. */
  static open(bytes: Buffer): ZipParts {
    const end = endOfDirectory(bytes)
    const count = bytes.readUInt16LE(end + 10)
    const size = bytes.readUInt32LE(end + 12)
    let at = bytes.readUInt32LE(end + 16)
    if (at + size > end) throw damaged()
    const entries = new Map<string, Entry>()
    for (let i = 0; i < count; i++) {
      if (at + 46 > end || bytes.readUInt32LE(at) !== 0x02014b50) throw damaged()
      const nameLength = bytes.readUInt16LE(at + 28)
      const skip = nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32)
      const name = bytes.toString('utf8', at + 46, at + 46 + nameLength)
      entries.set(name.replace(/^\//, ''), {
        flags: bytes.readUInt16LE(at + 8),
        method: bytes.readUInt16LE(at + 10),
        compressedSize: bytes.readUInt32LE(at + 20),
        size: bytes.readUInt32LE(at + 24),
        localOffset: bytes.readUInt32LE(at + 42),
      })
      at += 46 + skip
    }
    return new ZipParts(bytes, entries)
  }

  has(name: string): boolean {
    return this.entries.has(name)
  }

  /**
   * A part's bytes. Refused past the limits by its declared size before anything is inflated,
   * and (a directory can lie) by zlib's own output bound while inflating, which runs on libuv's
   * thread pool, not on the event loop.
   */
  async read(name: string): Promise<Buffer> {
    const entry = this.entries.get(name)
    if (!entry) throw damaged()
    // Encrypted parts (flag bit 0) and methods other than stored and deflate are no workbook of ours.
    if (entry.flags & 1 || (entry.method !== 0 && entry.method !== 8)) throw damaged()
    const budget = Math.min(MAX_PART_BYTES, MAX_UNPACKED_BYTES - this.unpacked)
    if (entry.size > budget) throw new UnpacksTooLarge()
    const at = entry.localOffset
    if (at + 30 > this.bytes.length || this.bytes.readUInt32LE(at) !== 0x04034b50) throw damaged()
    const start = at + 30 + this.bytes.readUInt16LE(at + 26) + this.bytes.readUInt16LE(at + 28)
    if (start + entry.compressedSize > this.bytes.length) throw damaged()
    const data = this.bytes.subarray(start, start + entry.compressedSize)
    let part: Buffer
    if (entry.method === 0) part = data
    else {
      try {
        part = await inflateAsync(data, { maxOutputLength: budget })
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new UnpacksTooLarge()
        throw damaged()
      }
    }
    if (part.length !== entry.size) throw damaged()
    this.unpacked += part.length
    return part
  }
}

/** Where the end-of-directory record starts: searched back over the longest comment a zip may have. */
function endOfDirectory(bytes: Buffer): number {
  const lowest = Math.max(0, bytes.length - 22 - 0xffff)
  for (let at = bytes.length - 22; at >= lowest; at--) {
    if (bytes.readUInt32LE(at) === 0x06054b50) return at
  }
  throw damaged()
}
