import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type EventData, type ImportPreview, type Role, streams } from '@provender/events'
import { SESSION_COOKIE } from '@provender/server-kit'
import { afterAll, beforeAll, expect } from 'vitest'
import { createCommandApp } from '../app.ts'
import { load } from '../shared/commandHandler.ts'
import { type Appended, given, type SliceSpec, startSliceSpec } from '../shared/sliceSpec.ts'
import { userAggregate } from '../users/user.ts'

/** What the import specs send: the file's bytes and the import's headers. */
export interface UploadOptions {
  as?: { id: number; role: Role } | null
  fileName?: string
  contentType?: string
  mapping?: Record<string, string>
  digest?: string | null
}

/** The slice spec's service on a server of the specs' own: uploads are raw bytes, not JSON. */
export async function uploadServer(spec: SliceSpec) {
  const server: Server = createServer(createCommandApp(spec.deps).callback())
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  /** Where the events of the last upload start among those the spec has seen. */
  let mark = 0

  async function send(path: string, bytes: Uint8Array | string, options: UploadOptions): Promise<Response> {
    const headers: Record<string, string> = {
      'X-Requested-With': 'import-spec',
      'Content-Type': options.contentType ?? 'text/csv',
      'X-File-Name': encodeURIComponent(options.fileName ?? 'prices-2026-12.csv'),
    }
    if (options.mapping) headers['X-Column-Mapping'] = encodeURIComponent(JSON.stringify(options.mapping))
    if (options.digest) headers['X-Preview-Digest'] = options.digest
    const as = options.as === undefined ? { id: 900, role: 'admin' as const } : options.as
    if (as) {
      const { state } = await load(spec.deps.store, streams.user(as.id), userAggregate)
      const token = await spec.deps.sessions.sign({
        userId: as.id,
        role: as.role,
        sessionVersion: state.sessionVersion,
      })
      headers.Cookie = `${SESSION_COOKIE}=${token}`
    }
    mark = spec.newEvents().length
    const body = new Blob([typeof bytes === 'string' ? bytes : Uint8Array.from(bytes)])
    return fetch(url + path, { method: 'POST', headers, body })
  }

  async function upload<T = Record<string, unknown>>(
    path: string,
    bytes: Uint8Array | string,
    options: UploadOptions = {},
  ): Promise<{ status: number; body: T }> {
    const response = await send(path, bytes, options)
    const text = await response.text()
    return { status: response.status, body: text ? JSON.parse(text) : null }
  }

  /** An upload answered with a file: its status, headers and bytes. */
  async function download(path: string, bytes: Uint8Array | string, options: UploadOptions = {}) {
    const response = await send(path, bytes, options)
    return {
      status: response.status,
      headers: response.headers,
      bytes: Buffer.from(await response.arrayBuffer()),
    }
  }

  /** Previews, then applies with the preview's digest. */
  async function previewAndApply(kind: string, bytes: Uint8Array | string, options: UploadOptions = {}) {
    const preview = await upload<ImportPreview>(`/api/imports/${kind}/preview`, bytes, options)
    const apply = await upload(`/api/imports/${kind}/apply`, bytes, {
      ...options,
      digest: preview.body.previewDigest,
    })
    return { preview, apply }
  }

  /** Then: the appends the last upload made, each a list of its events (as SliceSpec.newAppends). */
  function newAppends() {
    let skipped = 0
    return spec.newAppends().filter((events) => {
      const keep = skipped >= mark
      skipped += events.length
      return keep
    })
  }

  return {
    upload,
    download,
    /** Then: the events the last upload appended. */
    newEvents: () => spec.newEvents().slice(mark),
    newAppends,
    previewAndApply,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type UploadServer = Awaited<ReturnType<typeof uploadServer>>

/**
 * A slice spec and its upload server for the tests of one file: started before them with the
 * Given events `opened` appends, and stopped after them (as useSliceSpec, filled in when started).
 */
export function useUploadServer(opened: (spec: SliceSpec) => Promise<void>) {
  const spec = {} as SliceSpec
  const server = {} as UploadServer
  beforeAll(async () => {
    Object.assign(spec, await startSliceSpec())
    await opened(spec)
    Object.assign(server, await uploadServer(spec))
  })
  afterAll(async () => {
    await server.close?.()
    await spec.stop?.()
  })
  return { spec, server }
}

/** Then: the ImportApplied of a price file the specs send (prices-2026-12.csv), with its counts. */
export function importApplied(
  importId: string,
  data: Pick<EventData<'ImportApplied'>, 'rows' | 'changed' | 'refused'>,
): Appended {
  return {
    stream: streams.import(importId),
    type: 'ImportApplied',
    data: {
      importId,
      kind: 'prices',
      fileName: 'prices-2026-12.csv',
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      ...data,
    },
  }
}

/** Given: product P1, and customer 101 ("Shop", account BD-1001) of rep 901, with no prices yet. */
export async function givenShop(spec: SliceSpec): Promise<void> {
  await spec.given(streams.product('P1'), given.product('P1', 1000))
  await spec.given(streams.accountNumber('BD-1001'), {
    type: 'AccountNumberReserved',
    data: { accountNumber: 'BD-1001', customerId: 101 },
  })
  await spec.given(
    streams.customer(101),
    ...given.customer(
      { customerId: 101, businessName: 'Shop', accountNumber: 'BD-1001', salesUserId: 901 },
      {},
    ),
  )
}
