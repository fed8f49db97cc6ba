import { errorMessage } from '@provender/web-shared/api.ts'
import { useNotify } from '@provender/web-shared/SnackbarProvider.tsx'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useConsoleData } from '../common/useConsoleData.ts'
import type { OrderCancel, OrderChange } from '../dataProvider/index.ts'
import type { OrderEditDialogProps } from './orderDialogProps.ts'
import { isStale, needsCutoffConfirmation } from './orderEdit.ts'

const WRITES = {
  change: { done: 'changed', failed: 'Failed to change the order.' },
  cancel: { done: 'cancelled', failed: 'Failed to cancel the order.' },
} as const

type Write = keyof typeof WRITES
type BodyOf<K extends Write> = K extends 'change' ? OrderChange : OrderCancel

/**
 * One write to an order (a change of its lines, a cancel), sent with the version it was read
 * at. After the customer's cut-off the server asks staff to confirm (409 CONFIRMATION_REQUIRED):
 * `asking` holds what was refused until staff confirm, and it goes again with `afterCutoff`.
 * A stale copy (409 STALE) keeps what staff entered and offers to reload the order. Done: the
 * order and the lists refetch (the client sends the write's Consistency-Token), then it closes.
 */
export function useOrderEdit<K extends Write>(kind: K, { order, onClose, onReload }: OrderEditDialogProps) {
  const data = useConsoleData()
  type Body = BodyOf<K>
  const send = (body: Body) =>
    kind === 'change'
      ? data.changeOrder(order.id, body as OrderChange)
      : data.cancelOrder(order.id, body as OrderCancel)
  const queryClient = useQueryClient()
  const notify = useNotify()
  const [asking, setAsking] = useState<Body | null>(null)
  const [reloading, setReloading] = useState(false)
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: async () => {
      setAsking(null)
      await queryClient.invalidateQueries({ queryKey: ['orders'] })
      notify(`Order #${order.id} ${WRITES[kind].done}.`, 'success')
      onClose()
    },
    onError: (failure, body) => {
      setAsking(needsCutoffConfirmation(failure) && !body.afterCutoff ? body : null)
    },
  })
  const { error, reset } = mutation
  const stale = isStale(error)
  return {
    busy: mutation.isPending || reloading,
    /** Sends `body` on the version this copy of the order was read at. */
    submit: (body: Body) =>
      mutation.mutate(order.version === undefined ? body : { ...body, version: order.version }),
    /** The refusal staff are asked to confirm, if any. */
    asking: asking !== null,
    confirm: () => {
      if (asking) mutation.mutate({ ...asking, afterCutoff: true })
    },
    dismiss: () => {
      setAsking(null)
      reset()
    },
    stale,
    /** The refusal in the server's words, but for the question `asking` puts. */
    problem: error && asking === null ? errorMessage(error, WRITES[kind].failed) : null,
    /** Reads the order again and clears the refusal; answers the order as it now is. */
    reload: async () => {
      setReloading(true)
      try {
        const fresh = await onReload()
        reset()
        return fresh
      } finally {
        setReloading(false)
      }
    },
  }
}
