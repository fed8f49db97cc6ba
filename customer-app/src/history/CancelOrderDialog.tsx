import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material'
import { ApiError, api, errorMessage } from '@provender/web-shared/api.ts'
import { useNotify } from '@provender/web-shared/SnackbarProvider.tsx'
import { useMutation, useQueryClient } from '@tanstack/react-query'

export const CANCEL_FAILED = 'The order could not be cancelled. Please try again.'

/**
 * Asks before cancelling (issue 36): a tap on Cancel order alone never loses an order. The
 * version of the copy on screen goes with it, so a change made meanwhile on another device is
 * never cancelled unseen (409 STALE, in the server's words).
 */
export function CancelOrderDialog({
  order,
  onClose,
}: {
  order: { id: number; version: number } | null
  onClose: () => void
}) {
  const notify = useNotify()
  const queryClient = useQueryClient()
  const cancel = useMutation({
    mutationFn: (target: { id: number; version: number }) =>
      api(`/api/orders/${target.id}/cancel`, { method: 'POST', body: { version: target.version } }),
    onSuccess: (_answer, target) => {
      notify(`Order #${target.id} cancelled.`, 'success')
      onClose()
    },
    // Cancelled, refused or stale: the lists and the detail read again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  })
  const refusal = cancel.error
    ? cancel.error instanceof ApiError
      ? errorMessage(cancel.error, CANCEL_FAILED)
      : CANCEL_FAILED
    : null
  return (
    <Dialog
      open={order !== null}
      onClose={cancel.isPending ? undefined : onClose}
      aria-labelledby="cancel-order-title"
      slotProps={{ transition: { onExited: () => cancel.reset() } }}
    >
      <DialogTitle id="cancel-order-title">Cancel order #{order?.id}?</DialogTitle>
      <DialogContent>
        <Typography>It will not be delivered. This cannot be undone; you can place a new order.</Typography>
        {refusal && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {refusal}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 2, py: 1.5, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={onClose} disabled={cancel.isPending} sx={{ minHeight: 44 }}>
          Keep order
        </Button>
        <Button
          variant="contained"
          color="error"
          disabled={cancel.isPending || order === null}
          onClick={() => order && cancel.mutate(order)}
          sx={{ minHeight: 44 }}
        >
          {cancel.isPending ? 'Cancelling…' : 'Cancel order'}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
