import { Chip } from '@mui/material'
import { type OrderStatus, STATUS_LABELS } from './reorder.ts'

/** Dark text on a pale tint: readable (AA) in every state, and not by colour alone (the label says it). */
const TINTS: Record<OrderStatus, { bgcolor: string; color: string }> = {
  pending: { bgcolor: '#e8eef7', color: '#173a63' },
  fulfilled: { bgcolor: '#e6f4ea', color: '#1e4620' },
  short: { bgcolor: '#fff1de', color: '#5f3700' },
  cancelled: { bgcolor: '#eceff1', color: '#37474f' },
}

export function OrderStatusChip({ status }: { status: OrderStatus }) {
  return (
    <Chip
      size="small"
      label={STATUS_LABELS[status]}
      data-status={status}
      sx={{ ...TINTS[status], fontWeight: 600 }}
    />
  )
}
