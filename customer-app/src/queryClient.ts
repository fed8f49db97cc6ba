import { ApiError } from '@provender/web-shared/api.ts'
import { onlineManager, QueryClient } from '@tanstack/react-query'

/** A refused request (4xx) will be refused again; only flaky ones are worth a retry. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false
  return failureCount < 2
}

export function createQueryClient(): QueryClient {
  // The query cache assumes a network until an 'offline' event says otherwise, and an app
  // opened offline (from the service worker's shell) gets no such event: its loads would fail
  // and never be tried again. Started from what the phone says, they wait, and run once the
  // 'online' event comes (a submit waiting for the network needs the price list back).
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine)
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  })
}
