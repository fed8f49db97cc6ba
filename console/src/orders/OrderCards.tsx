import { Box, ListItem, ListItemButton, Stack, Typography } from '@mui/material'
import { Link } from 'react-router-dom'
import { CardList } from '../common/ListCard.tsx'
import type { Order } from '../dataProvider/index.ts'
import { formatDeliveryDate } from '../delivery/deliveryFormat.ts'
import { StandingMarker } from './DeliveryCell.tsx'
import { OrderStatusChip } from './OrderStatusChip.tsx'
import { isCancelled } from './orderEdit.ts'
import { formatOrderDate, formatPrice, itemCountLabel, salesRepName } from './orderFormat.ts'
import { PlacedByMarker } from './PlacedByMarker.tsx'

export const NO_ORDERS = 'No orders here.'

/** The phone layout of the orders list: one tappable block per order instead of seven columns. */
export function OrderCards({ showSalesRep }: { showSalesRep: boolean }) {
  return (
    <CardList<Order>
      empty={NO_ORDERS}
      card={(order) => (
        <ListItem disablePadding>
          <ListItemButton component={Link} to={`/orders/${order.id}`} divider sx={{ py: 1.5 }}>
            <Stack spacing={0.5} sx={{ width: '100%' }}>
              <Stack direction="row" justifyContent="space-between" alignItems="center" spacing={1}>
                <Typography fontWeight={700}>Order #{order.id}</Typography>
                <OrderStatusChip fulfilled={order.fulfilled} cancelled={isCancelled(order)} />
              </Stack>
              <Typography variant="body2" fontWeight={600}>
                {order.Customer?.businessName ?? 'Unknown customer'}
                <Typography component="span" variant="caption" color="text.secondary">
                  {' '}
                  · Account # {order.Customer?.accountNumber ?? '—'}
                </Typography>
              </Typography>
              <Stack direction="row" justifyContent="space-between" alignItems="flex-end" spacing={1}>
                <Box>
                  <Typography variant="caption" color="text.secondary" component="div">
                    {formatOrderDate(order.createdAt)} · {itemCountLabel(order)}
                  </Typography>
                  <Typography variant="caption" component="div">
                    Delivery: {formatDeliveryDate(order.deliveryDate)}
                  </Typography>
                  {order.standingOrderId && <StandingMarker />}
                  {showSalesRep && (
                    <Typography variant="caption" color="text.secondary" component="div">
                      Sales Rep: {salesRepName(order)}
                    </Typography>
                  )}
                  <PlacedByMarker order={order} />
                </Box>
                <Typography variant="body2" fontWeight={700}>
                  {formatPrice(order.totalPrice)}
                </Typography>
              </Stack>
            </Stack>
          </ListItemButton>
        </ListItem>
      )}
    />
  )
}
