import { vi } from 'vitest'

/** Replaces window.location (jsdom cannot navigate) and returns the spy on assign. */
export function stubLocation(pathname = '/', search = '') {
  const assign = vi.fn<(url: string) => void>()
  vi.stubGlobal('location', {
    pathname,
    search,
    hash: '',
    href: `http://localhost${pathname}${search}`,
    assign,
  })
  return assign
}

export interface FakeReply {
  status?: number
  body?: unknown
  headers?: Record<string, string>
}

/** Stubs fetch (the browser boundary) with scripted replies; returns the spy to inspect calls. */
export function stubFetch(...replies: (FakeReply | Error)[]) {
  const queue = [...replies]
  const spy = vi.fn(async (_url: string, _init?: RequestInit) => {
    const next = queue.shift() ?? { status: 200, body: {} }
    if (next instanceof Error) throw next
    return new Response(next.body === undefined ? null : JSON.stringify(next.body), {
      status: next.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...next.headers },
    })
  })
  vi.stubGlobal('fetch', spy)
  return spy
}

export function sentHeaders(spy: ReturnType<typeof stubFetch>, call: number): Record<string, string> {
  return (spy.mock.calls[call]?.[1]?.headers ?? {}) as Record<string, string>
}

export function sentBody(spy: ReturnType<typeof stubFetch>, call: number): unknown {
  const body = spy.mock.calls[call]?.[1]?.body
  return typeof body === 'string' ? JSON.parse(body) : undefined
}
