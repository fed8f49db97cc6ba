import { createHash } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { boundedText, DomainError, type ImportKind, invalid } from '@provender/events'
import { z } from 'zod'
import { readCsv } from './readCsv.ts'
import { looksLikeXlsx, readXlsx } from './readXlsx.ts'
import type { Table } from './table.ts'
import { DAMAGED } from './xlsx/zipParts.ts'

/** The largest file an import reads. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024
export const TOO_LARGE = 'The file is larger than the 20 MB limit.'

/** A body past the limit: answered 413 once the rest of it has been let through unread. */
export class UploadTooLarge extends Error {
  constructor() {
    super(TOO_LARGE)
    this.name = 'UploadTooLarge'
  }
}

/**
 * The request's body, up to the limit. Past it, the rest is read and dropped (never kept), so
 * the client that is still sending gets the 413 instead of a broken connection.
 */
export async function readUpload(req: IncomingMessage, limit = MAX_UPLOAD_BYTES): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? Number.NaN)
  const chunks: Buffer[] = []
  let size = 0
  let over = declared > limit
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > limit) over = true
    if (!over) chunks.push(chunk)
  }
  if (over) throw new UploadTooLarge()
  return Buffer.concat(chunks, size)
}

/** The file as sent: its bytes, its name, its SHA-256, and the admin's column choices. */
export interface Upload {
  bytes: Buffer
  fileName: string
  sha256: string
  mapping: Record<string, string>
}

const mappingSchema = z.record(z.string().max(200), z.string().max(64), {
  error: 'X-Column-Mapping must be a JSON object of header -> field.',
})

/**
 * The name is stored in every event the import writes and shown to auditors: the policy of all
 * stored text holds (no NUL, which PostgreSQL refuses, no line breaks or bidi overrides).
 */
const fileNameSchema = boundedText('The file name', 255)

function decodedHeader(value: string | undefined, name: string): string | undefined {
  if (value === undefined || value === '') return undefined
  try {
    return decodeURIComponent(value)
  } catch {
    throw invalid(`${name} must be percent-encoded.`)
  }
}

export function uploadOf(
  bytes: Buffer,
  headers: { fileName?: string | undefined; mapping?: string | undefined },
  kind: ImportKind,
): Upload {
  if (bytes.length === 0) throw invalid('The file is empty: it needs a header line and rows under it.')
  const name = fileNameSchema
    .parse(decodedHeader(headers.fileName, 'X-File-Name') ?? '')
    .replace(/[\\/]/g, '_')
  const fileName = name || `${kind}.${looksLikeXlsx(bytes) ? 'xlsx' : 'csv'}`
  const rawMapping = decodedHeader(headers.mapping, 'X-Column-Mapping')
  let mapping: Record<string, string> = {}
  if (rawMapping !== undefined) {
    let json: unknown
    try {
      json = JSON.parse(rawMapping)
    } catch {
      throw invalid('X-Column-Mapping must be a JSON object of header -> field.')
    }
    mapping = mappingSchema.parse(json)
  }
  const sha256 = createHash('sha256').update(bytes).digest('hex')
  return { bytes, fileName, sha256, mapping }
}

export const JSON_IS_NO_SPREADSHEET = 'Send the spreadsheet itself (CSV or XLSX) as the body, not JSON.'

/**
 * An XLSX by its zip signature, whatever the Content-Type says (browsers name CSV files many
 * ways); any other file is read as CSV text. A body sent as JSON is a client's mistake, never a
 * spreadsheet: refused rather than previewed as a one-cell CSV.
 */
export function readTable(upload: Upload, contentType: string): Promise<Table> | Table {
  if (/^application\/([\w.-]+\+)?json\b/i.test(contentType.trim())) {
    throw new DomainError('unsupported', JSON_IS_NO_SPREADSHEET, 'UNSUPPORTED_MEDIA_TYPE')
  }
  if (looksLikeXlsx(upload.bytes)) return readXlsx(upload.bytes)
  if (contentType.includes('spreadsheetml')) {
    throw invalid(DAMAGED, [], 'IMPORT_DAMAGED_FILE')
  }
  return readCsv(upload.bytes)
}
