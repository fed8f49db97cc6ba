import EventRepeat from '@mui/icons-material/EventRepeat'
import { Chip, Typography } from '@mui/material'
import { deliveryDateLabel } from '@provender/web-shared/ordering/delivery.ts'
import { leftOutText, type OrderRow } from './orderLines.ts'

/** Marks an order a standing order placed, beside its status: the label says it, not the colour. */
export function StandingChip() {
  return (
    <Chip
      size="small"
      icon={<EventRepeat />}
      label="Standing"
      sx={{ bgcolor: '#efe9f7', color: '#3b2360', fontWeight: 600, '& .MuiChip-icon': { color: 'inherit' } }}
    />
  )
}

/** "For Tuesday, Dec 1" ("Not scheduled" for an order without a date), under when it was placed. */
export function DeliveryDateText({ order }: { order: Pick<OrderRow, 'deliveryDate'> }) {
  return (
    <Typography variant="body2" component="span" sx={{ display: 'block', fontWeight: 600 }}>
      {deliveryDateLabel(order.deliveryDate)}
    </Typography>
  )
}

/** A standing order's placed order says what it could not place. */
export function LeftOutNote({ order }: { order: Pick<OrderRow, 'leftOut'> }) {
  const text = leftOutText(order)
  return text ? (
    <Typography variant="body2" component="span" color="warning.dark" sx={{ display: 'block' }}>
      {text}
    </Typography>
  ) : null
}
