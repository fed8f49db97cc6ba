import { Typography } from '@mui/material'
import type { StoredOrderNotes } from '@provender/web-shared/ordering/types.ts'

/** The order's PO number and note to the warehouse (issue 36), each only when it has one. */
export function OrderNotesLines({ order }: { order: StoredOrderNotes }) {
  return (
    <>
      {order.poNumber && (
        <Typography sx={{ mt: 1 }}>
          <strong>PO number:</strong> {order.poNumber}
        </Typography>
      )}
      {order.note && (
        // The note keeps the lines it was typed in (a merge adds its own on a new line).
        <Typography sx={{ mt: 1, whiteSpace: 'pre-line' }}>
          <strong>Note to the warehouse:</strong> {order.note}
        </Typography>
      )}
    </>
  )
}
