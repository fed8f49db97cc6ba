import type { ImportKind, ImportPreview, ImportResult } from '@provender/events'
import {
  ApiError,
  currentConsistencyToken,
  NetworkError,
  rememberConsistencyToken,
} from '@provender/web-shared/api.ts'

// The answers' shapes are the contract's (events/), as the command service builds them.
export type {
  ImportKind,
  ImportPreview,
  ImportResult,
  ImportRowStatus as RowStatus,
} from '@provender/events'

/**
 * Sends the file itself (not JSON, so not through api()): the same session cookie, CSRF header,
 * read-your-writes token and error type as every other call.
 */
async function post(path: string, file: File, headers: Record<string, string>, accept: string) {
  const token = currentConsistencyToken()
  let response: Response
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'include',
      body: file,
      headers: {
        Accept: accept,
        'X-Requested-With': 'XMLHttpRequest',
        'Content-Type': file.type || 'application/octet-stream',
        'X-File-Name': encodeURIComponent(file.name),
        ...(token ? { 'Consistency-Token': token } : {}),
        ...headers,
      },
    })
  } catch {
    throw new NetworkError()
  }
  rememberConsistencyToken(response.headers.get('Consistency-Token'))
  if (response.ok) return response
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>
  const code = typeof body.code === 'string' ? body.code : undefined
  throw new ApiError(response.status, typeof body.error === 'string' ? body.error : '', code, [], null, body)
}

async function upload<T>(path: string, file: File, headers: Record<string, string>): Promise<T> {
  const response = await post(path, file, headers, 'application/json')
  return (await response.json().catch(() => ({}))) as T
}

const mappingHeader = (mapping: Record<string, string>): Record<string, string> =>
  Object.keys(mapping).length > 0 ? { 'X-Column-Mapping': encodeURIComponent(JSON.stringify(mapping)) } : {}

export function previewImport(kind: ImportKind, file: File, mapping: Record<string, string>) {
  return upload<ImportPreview>(`/api/imports/${kind}/preview`, file, mappingHeader(mapping))
}

/** Applies the previewed file; `validOnly`, its rows without errors (the others are left out). */
export function applyImport(
  kind: ImportKind,
  file: File,
  mapping: Record<string, string>,
  digest: string,
  validOnly = false,
) {
  return upload<ImportResult>(`/api/imports/${kind}/apply${validOnly ? '?validOnly=true' : ''}`, file, {
    ...mappingHeader(mapping),
    'X-Preview-Digest': digest,
  })
}

export type SheetFormat = 'csv' | 'xlsx'

/** The rows of the file the preview refuses, with an Error column, made from the file again. */
export async function refusedRowsFile(
  kind: ImportKind,
  file: File,
  mapping: Record<string, string>,
  format: SheetFormat,
): Promise<Blob> {
  const response = await post(`/api/imports/${kind}/refused.${format}`, file, mappingHeader(mapping), '*/*')
  try {
    return await response.blob()
  } catch {
    // The connection broke while the file was coming.
    throw new NetworkError()
  }
}
