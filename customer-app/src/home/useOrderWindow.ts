import { api } from '@provender/web-shared/api.ts'
import { useQuery } from '@tanstack/react-query'
import { FALLBACK_WINDOW, type OrderWindow } from './orderWindow.ts'

const text = (value: unknown) => (typeof value === 'string' ? value : null)

async function fetchEffectiveWindow(): Promise<OrderWindow> {
  try {
    const found = await api<Record<string, unknown> | null>('/api/settings/order-window/effective')
    if (!found || typeof found.open !== 'boolean') return FALLBACK_WINDOW
    return {
      alwaysOpen: Boolean(found.alwaysOpen),
      openTime: text(found.openTime),
      closeTime: text(found.closeTime),
      open: found.open,
      opensAt: text(found.opensAt),
      closesAt: text(found.closesAt),
      timeZone: text(found.timeZone),
    }
  } catch {
    // Spec 4: a failed fetch means always open, so a missing endpoint never blocks ordering.
    return FALLBACK_WINDOW
  }
}

const MINUTE = 60_000

/** Asked again when the server said ordering opens or closes, and at least every minute. */
export function useOrderWindow() {
  return useQuery({
    queryKey: ['order-window', 'effective'],
    queryFn: fetchEffectiveWindow,
    refetchInterval: (query) => {
      const change = query.state.data?.opensAt ?? query.state.data?.closesAt
      const wait = change ? new Date(change).getTime() - Date.now() + 1000 : MINUTE
      return Math.min(MINUTE, Math.max(1000, Number.isFinite(wait) ? wait : MINUTE))
    },
  })
}
