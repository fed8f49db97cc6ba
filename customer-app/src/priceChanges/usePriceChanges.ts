import { api } from '@provender/web-shared/api.ts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { PriceChange } from './priceChanges.ts'

export const priceChangesKey = ['price-changes', 'mine'] as const

/** The customer's price changes since its last orders; none when the call fails (a notice, not a blocker). */
export function usePriceChanges() {
  return useQuery({
    queryKey: priceChangesKey,
    queryFn: async () => {
      try {
        return (await api<{ changes: PriceChange[] }>('/api/price-changes/mine')).changes
      } catch (error) {
        console.error('Could not load price changes', error)
        return []
      }
    },
  })
}

/** Hides one change once the server has stored the dismissal; reloads the list when it refused. */
export function useDismissPriceChange() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (change: PriceChange) =>
      api<{ id: string; dismissed: boolean }>(`/api/price-changes/${encodeURIComponent(change.id)}/dismiss`, {
        method: 'POST',
      }),
    onSuccess: (_stored, change) => {
      queryClient.setQueryData<PriceChange[]>(priceChangesKey, (list) =>
        list?.filter((c) => c.id !== change.id),
      )
    },
    onError: (error, change) => {
      console.error(`Could not dismiss the price change ${change.id}`, error)
      // A refusal may mean the list is old (a newer change replaced this one): show the server's.
      void queryClient.invalidateQueries({ queryKey: priceChangesKey })
    },
  })
}
