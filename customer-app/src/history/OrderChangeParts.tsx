import { Alert, Typography } from '@mui/material'
import { formatDateTime } from '@provender/web-shared/format/index.ts'
import type { ChangeChance } from './orderChange.ts'
import type { OrderRow } from './orderLines.ts'

/** "Changed Dec 1, 2026, 9:14 AM by Dana Cole": the last change, for the order page (issue 36). */
export function ChangedLine({ order }: { order: Pick<OrderRow, 'changedAt' | 'changedBy'> }) {
  if (!order.changedAt) return null
  return (
    <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
      Changed {formatDateTime(order.changedAt)}
      {order.changedBy ? ` by ${order.changedBy}` : ''}
    </Typography>
  )
}

/** A cancelled order stays in the history, saying who cancelled it, when and why. */
export function CancelledAlert({
  order,
}: {
  order: Pick<OrderRow, 'cancelled' | 'cancelledAt' | 'cancelledBy' | 'cancelReason'>
}) {
  if (!order.cancelled) return null
  const who = order.cancelledBy ? ` by ${order.cancelledBy}` : ''
  const when = order.cancelledAt ? ` ${formatDateTime(order.cancelledAt)}` : ''
  return (
    <Alert severity="info" sx={{ mt: 1 }}>
      Cancelled{when}
      {who}. It will not be delivered.
      {order.cancelReason ? ` Reason: ${order.cancelReason}` : ''}
    </Alert>
  )
}

/** Until when the order can be changed here, or why not and whom to call. */
export function ChangeNotice({ chance }: { chance: ChangeChance }) {
  if (chance.kind === 'none') return null
  if (chance.kind === 'closed') {
    return (
      <Alert severity="info" sx={{ mt: 1 }}>
        {chance.text}
      </Alert>
    )
  }
  return (
    <Typography variant="body2" sx={{ mt: 1 }}>
      {chance.until
        ? `You can change or cancel this order until ${chance.until}.`
        : 'You can change or cancel this order while ordering is open.'}
    </Typography>
  )
}
