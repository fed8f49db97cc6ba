import { api } from '@provender/web-shared/api.ts'
import type { CustomerProduct } from '@provender/web-shared/ordering/types.ts'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import type { OrderRow } from '../history/orderLines.ts'
import { reorderLinesOf } from '../history/reorder.ts'
import { draftFromPastOrder, type OrderDraft, type ReorderState } from './draft.ts'

function reorderOf(state: unknown): ReorderState['reorder'] | null {
  const reorder = (state as Partial<ReorderState> | null)?.reorder
  return reorder && typeof reorder.orderId === 'number' && Array.isArray(reorder.lines) ? reorder : null
}

/** `?reorder=12`: a positive whole order id, else nothing (a hand-typed "abc" is ignored). */
function orderIdOf(param: string | null): number | null {
  const id = Number(param)
  return param && Number.isSafeInteger(id) && id > 0 ? id : null
}

/**
 * "Order again" (/customer/order-form?reorder={orderId}): the lines come with the navigation,
 * or, on a reload or a shared link, from GET /api/orders/{id}. Once the price list is known the
 * draft is that order at today's prices, opened on step 2 (Choose Quantities); the address then drops the id.
 */
export function useReorder(
  products: readonly CustomerProduct[] | undefined,
  setDraft: (draft: OrderDraft) => void,
) {
  const location = useLocation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const handed = reorderOf(location.state)
  const orderId = handed?.orderId ?? orderIdOf(params.get('reorder'))
  const order = useQuery({
    queryKey: ['orders', 'reorder', orderId],
    queryFn: () => api<OrderRow>(`/api/orders/${orderId}`),
    enabled: !handed && orderId !== null,
  })
  const fetched = useMemo(() => (order.data ? reorderLinesOf(order.data) : undefined), [order.data])
  const lines = handed?.lines ?? fetched

  useEffect(() => {
    if (!products || !lines || orderId === null) return
    setDraft(draftFromPastOrder(orderId, lines, products))
    navigate(location.pathname, { replace: true, state: null })
  }, [products, lines, orderId, setDraft, navigate, location.pathname])

  return { failed: order.isError }
}
