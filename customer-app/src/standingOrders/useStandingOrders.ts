import { api } from '@provender/web-shared/api.ts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { StandingOrder } from './standingOrders.ts'

const KEY = ['standing-orders'] as const

/** The customer's standing orders (GET /api/standing-orders: its own, no parameter needed). */
export function useStandingOrders() {
  return useQuery({
    queryKey: KEY,
    queryFn: () => api<{ rows: StandingOrder[] }>('/api/standing-orders').then((r) => r.rows ?? []),
  })
}

export type StandingChange =
  | { kind: 'skip' | 'unskip'; id: string; deliveryDate: string }
  | { kind: 'pause' | 'resume'; id: string }
  | { kind: 'cancel'; id: string }

function send(change: StandingChange): Promise<unknown> {
  const path = `/api/standing-orders/${encodeURIComponent(change.id)}`
  switch (change.kind) {
    case 'skip':
    case 'unskip':
      return api(`${path}/${change.kind}`, { method: 'POST', body: { deliveryDate: change.deliveryDate } })
    case 'pause':
    case 'resume':
      return api(`${path}/${change.kind}`, { method: 'POST', body: {} })
    case 'cancel':
      return api(path, { method: 'DELETE' })
  }
}

/** Skip, take back a skip, pause, resume or cancel; the list is read again after each. */
export function useStandingChange() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  })
}

/** "Make this a standing order": the lines of a past order, every week or every other week. */
export function useMakeStanding() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: { fromOrderId: number; everyWeeks: 1 | 2 }) =>
      api<StandingOrder>('/api/standing-orders', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  })
}

export interface StandingItem {
  productId: string
  quantity: number
  quantityType: StandingOrder['lines'][number]['quantityType']
}

/** New lines: for every date from now on (with how often), or for one date only. */
export type StandingEdit =
  | { id: string; items: StandingItem[]; everyWeeks: 1 | 2 }
  | { id: string; items: StandingItem[]; deliveryDate: string }

/** Edit a standing order's lines (PUT), for all its dates or one; the list is read again after. */
export function useEditStanding() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (edit: StandingEdit) => {
      const path = `/api/standing-orders/${encodeURIComponent(edit.id)}`
      return 'deliveryDate' in edit
        ? api<StandingOrder>(`${path}/dates/${encodeURIComponent(edit.deliveryDate)}`, {
            method: 'PUT',
            body: { items: edit.items },
          })
        : api<StandingOrder>(path, {
            method: 'PUT',
            body: { items: edit.items, everyWeeks: edit.everyWeeks },
          })
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  })
}
