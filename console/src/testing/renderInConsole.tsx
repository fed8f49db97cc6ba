import { SnackbarProvider } from '@provender/web-shared/SnackbarProvider.tsx'
import { type Role, storeUser } from '@provender/web-shared/session.ts'
import { QueryClient } from '@tanstack/react-query'
import { cleanup, render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { AdminContext, memoryStore } from 'react-admin'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, vi } from 'vitest'
import { authProvider } from '../auth/authProvider.ts'
import { testUser } from '../auth/testUsers.ts'
import { dataProvider } from '../dataProvider/index.ts'
import { i18nProvider } from '../i18n/i18nProvider.ts'

// Vitest runs without globals, so Testing Library cannot register its own cleanup; each test
// starts signed out, with the real fetch and no spies left from the one before.
beforeEach(() => localStorage.clear())
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

/**
 * Signs `role` in and renders a screen inside what the console puts around it: the shared
 * notices, react-admin with the real data, auth and i18n providers (so role checks go
 * through `canAccess`), a fresh store, and a data router at `path` (matched by `route`).
 */
export function renderInConsole(ui: ReactElement, { role, path = '/', route = '*' }: ConsoleRenderOptions) {
  storeUser(testUser(role))
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const element = (
    <SnackbarProvider>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={memoryStore()}
        queryClient={queryClient}
      >
        {ui}
      </AdminContext>
    </SnackbarProvider>
  )
  const router = createMemoryRouter([{ path: route, element }], { initialEntries: [path] })
  return render(<RouterProvider router={router} />)
}

export interface ConsoleRenderOptions {
  role: Role
  path?: string
  route?: string
}

/**
 * Stubs fetch (the browser's edge) with the JSON `answer` gives for each URL (and the request,
 * for an answer that depends on the method or the body); returns the spy.
 */
export function stubApi(answer: (url: string, init?: RequestInit) => unknown) {
  const spy = vi.fn(async (url: string, init?: RequestInit) => {
    const body = answer(url, init)
    // A Response's body reads once; each call gets its own copy.
    return body instanceof Response
      ? body.clone()
      : new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } })
  })
  vi.stubGlobal('fetch', spy)
  return spy
}

/** The query string of each call the spy saw, in order. */
export function queriesOf(spy: ReturnType<typeof stubApi>): Record<string, string>[] {
  return spy.mock.calls.map(([url]) => Object.fromEntries(new URL(url, 'http://x').searchParams))
}
