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
 * Uploads the file itself (not JSON, so not through api()): the same session cookie, CSRF header,
 * read-your-writes token and error type as every other call.
 */
async function upload<T>(path: string, file: File, headers: Record<string, string>): Promise<T> {
  const token = currentConsistencyToken()
  let response: Response
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'include',
      body: file,
      headers: {
        Accept: 'application/json',
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
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>
  if (!response.ok) {
    const code = typeof body.code === 'string' ? body.code : undefined
    throw new ApiError(
      response.status,
      typeof body.error === 'string' ? body.error : '',
      code,
      [],
      null,
      body,
    )
  }
  return body as T
}

const mappingHeader = (mapping: Record<string, string>): Record<string, string> =>
  Object.keys(mapping).length > 0 ? { 'X-Column-Mapping': encodeURIComponent(JSON.stringify(mapping)) } : {}

export function previewImport(kind: ImportKind, file: File, mapping: Record<string, string>) {
  return upload<ImportPreview>(`/api/imports/${kind}/preview`, file, mappingHeader(mapping))
}

export function applyImport(kind: ImportKind, file: File, mapping: Record<string, string>, digest: string) {
  return upload<ImportResult>(`/api/imports/${kind}/apply`, file, {
    ...mappingHeader(mapping),
    'X-Preview-Digest': digest,
  })
}
