import { errorMessage } from '@provender/web-shared/api.ts'
import { belowMinimumQuestion } from '@provender/web-shared/ordering/orderRequirements.ts'
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

/** The refused write staff are asked about, and the question: past the cut-off, or below the minimum (its words). */
type Asked<Body> = { body: Body; question: 'cutoff' } | { body: Body; question: 'minimum'; text: string }

function askedAbout<Body extends OrderCancel | OrderChange>(
  failure: unknown,
  body: Body,
): Asked<Body> | null {
  if (needsCutoffConfirmation(failure) && !body.afterCutoff) return { body, question: 'cutoff' }
  const belowMinimum = belowMinimumQuestion(failure)
  if (belowMinimum && !body.belowMinimum) return { body, question: 'minimum', text: belowMinimum }
  return null
}

/**
 * One write to an order (a change of its lines, a cancel), sent with the version it was read
 * at. After the customer's cut-off the server asks staff to confirm (409 CONFIRMATION_REQUIRED):
 * `asking` holds what was refused until staff confirm, and it goes again with `afterCutoff`; below
 * the customer's minimum (409 BELOW_MINIMUM, issue 36) likewise, again with `belowMinimum`.
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
  const [asked, setAsked] = useState<Asked<Body> | null>(null)
  const [reloading, setReloading] = useState(false)
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: async () => {
      setAsked(null)
      await queryClient.invalidateQueries({ queryKey: ['orders'] })
      notify(`Order #${order.id} ${WRITES[kind].done}.`, 'success')
      onClose()
    },
    onError: (failure, body) => setAsked(askedAbout(failure, body)),
  })
  const { error, reset } = mutation
  const stale = isStale(error)
  return {
    busy: mutation.isPending || reloading,
    /** Sends `body` on the version this copy of the order was read at. */
    submit: (body: Body) =>
      mutation.mutate(order.version === undefined ? body : { ...body, version: order.version }),
    /** Staff are asked to confirm a write past the customer's cut-off. */
    asking: asked?.question === 'cutoff',
    /** The server's words for a change below the customer's minimum, while staff are asked to accept it. */
    askingMinimum: asked?.question === 'minimum' ? asked.text : null,
    confirm: () => {
      if (asked?.question === 'cutoff') mutation.mutate({ ...asked.body, afterCutoff: true })
      if (asked?.question === 'minimum') mutation.mutate({ ...asked.body, belowMinimum: true })
    },
    dismiss: () => {
      setAsked(null)
      reset()
    },
    stale,
    /** The refusal in the server's words, but for the question `asking` puts. */
    problem: error && asked === null ? errorMessage(error, WRITES[kind].failed) : null,
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
