import { api } from '@provender/web-shared/api'
import { useQuery } from '@tanstack/react-query'
import { FALLBACK_WINDOW, type OrderWindow } from './orderWindow.ts'

async function fetchEffectiveWindow(): Promise<OrderWindow> {
  try {
    const found = await api<Partial<OrderWindow> | null>('/api/settings/order-window/effective')
    if (!found || typeof found.open !== 'boolean') return FALLBACK_WINDOW
    return {
      alwaysOpen: Boolean(found.alwaysOpen),
      openTime: found.openTime ?? null,
      closeTime: found.closeTime ?? null,
      open: found.open,
    }
  } catch {
    // Spec 4: a failed fetch means always open, so a missing endpoint never blocks ordering.
    return FALLBACK_WINDOW
  }
}

/** Re-checked every minute so the Place Order card opens and closes on time. */
export function useOrderWindow() {
  return useQuery({
    queryKey: ['order-window', 'effective'],
    queryFn: fetchEffectiveWindow,
    refetchInterval: 60_000,
  })
}
