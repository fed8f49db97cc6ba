import { Stack, Typography } from '@mui/material'
import type { Order } from '../dataProvider/index.ts'

/** The order's PO number and the customer's note to the warehouse (issue 36), each only when it has one. */
export function OrderNotes({ order }: { order: Pick<Order, 'poNumber' | 'note'> }) {
  if (!order.poNumber && !order.note) return null
  return (
    <Stack spacing={1} sx={{ mb: 3 }}>
      {order.poNumber && (
        <Typography data-testid="order-po-number">
          <strong>PO number:</strong> {order.poNumber}
        </Typography>
      )}
      {order.note && (
        // Kept in the lines it was typed in: a merged placement adds its note on a line of its own.
        <Typography data-testid="order-note" sx={{ whiteSpace: 'pre-line' }}>
          <strong>Note to the warehouse:</strong> {order.note}
        </Typography>
      )}
    </Stack>
  )
}
