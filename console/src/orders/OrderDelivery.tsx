import EventIcon from '@mui/icons-material/Event'
import EventRepeatIcon from '@mui/icons-material/EventRepeat'
import { Alert, Button, Chip, Stack, Typography } from '@mui/material'
import { leftOutLineText } from '@provender/events/rules/leftOut'
import { useState } from 'react'
import { useCan } from '../auth/useCan.ts'
import type { Order } from '../dataProvider/index.ts'
import { ClosedDateWarning } from '../delivery/ClosedDateWarnings.tsx'
import { formatDeliveryDate } from '../delivery/deliveryFormat.ts'
import { MakeStandingDialog } from '../standingOrders/MakeStandingDialog.tsx'
import { isCancelled } from './orderEdit.ts'

/**
 * The order's delivery (issue 25): the day it ships ("Not scheduled" for orders from before
 * delivery days), whether a standing order placed it and what it left out; staff make it standing
 * (unless cancelled). Moving it is one of the order's actions (OrderActions).
 */
export function OrderDelivery({ order }: { order: Order }) {
  const canMakeStanding = useCan('standing-orders', 'create')
  const [standing, setStanding] = useState(false)
  const leftOut = order.leftOut ?? []
  const offerStanding = canMakeStanding && !order.standingOrderId && !isCancelled(order)
  return (
    <Stack spacing={1.5} sx={{ mb: 3 }}>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center">
        <EventIcon fontSize="small" sx={{ color: 'text.secondary' }} aria-hidden />
        <Typography fontWeight={600} data-testid="order-delivery-date">
          {order.deliveryDate ? `Delivery ${formatDeliveryDate(order.deliveryDate)}` : 'Not scheduled'}
        </Typography>
        {order.outsideSchedule && (
          <Typography variant="body2" color="text.secondary">
            (outside the customer's delivery days)
          </Typography>
        )}
        {order.standingOrderId && (
          <Chip size="small" variant="outlined" icon={<EventRepeatIcon />} label="Standing" />
        )}
        <Stack direction="row" spacing={1} sx={{ ml: { sm: 'auto' } }}>
          {offerStanding && (
            <Button
              size="small"
              variant="outlined"
              startIcon={<EventRepeatIcon />}
              onClick={() => setStanding(true)}
            >
              Make standing
            </Button>
          )}
        </Stack>
      </Stack>
      <ClosedDateWarning orderId={order.id} onMove={null} />
      {leftOut.length > 0 && (
        <Alert severity="warning">
          Left out of this standing order: {leftOut.map((line) => leftOutLineText(line, 'staff')).join('; ')}
        </Alert>
      )}
      {canMakeStanding && (
        <MakeStandingDialog order={order} open={standing} onClose={() => setStanding(false)} />
      )}
    </Stack>
  )
}
