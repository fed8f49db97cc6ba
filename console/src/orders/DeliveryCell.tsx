import EventRepeatIcon from '@mui/icons-material/EventRepeat'
import { Stack, Typography } from '@mui/material'
import type { Order } from '../dataProvider/index.ts'
import { formatDeliveryDate } from '../delivery/deliveryFormat.ts'

/** An order's delivery date in the lists ("Not scheduled" for one without), and whether a standing order placed it. */
export function DeliveryCell({ order }: { order: Pick<Order, 'deliveryDate' | 'standingOrderId'> }) {
  return (
    <Stack component="span" spacing={0.25}>
      <Typography
        component="span"
        variant="body2"
        color={order.deliveryDate ? 'text.primary' : 'text.secondary'}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {formatDeliveryDate(order.deliveryDate)}
      </Typography>
      {order.standingOrderId && <StandingMarker />}
    </Stack>
  )
}

/** "Standing": placed by a standing order at its cut-off. */
export function StandingMarker() {
  return (
    <Stack direction="row" spacing={0.5} alignItems="center" component="span">
      <EventRepeatIcon sx={{ fontSize: 14, color: 'text.secondary' }} aria-hidden />
      <Typography variant="caption" color="text.secondary" component="span">
        Standing
      </Typography>
    </Stack>
  )
}
