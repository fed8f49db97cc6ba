import AccessTime from '@mui/icons-material/AccessTime'
import AddShoppingCart from '@mui/icons-material/AddShoppingCart'
import ReceiptLong from '@mui/icons-material/ReceiptLong'
import { Box, Stack, Typography } from '@mui/material'
import { lazy, Suspense } from 'react'
import { useDeliveryOptions } from '../orders/useDeliveryOptions.ts'
import { ORDER_FORM_PATH, ORDER_HISTORY_PATH } from '../routing/routeDecision.ts'
import { useCustomer } from '../session/UserContext.tsx'
import { HomeCard } from './HomeCard.tsx'
import { closedReason, homeWindowLine, phoneTimeZone } from './orderWindow.ts'
import { useOrderWindow } from './useOrderWindow.ts'

// Cards that wait for their data anyway load beside it, outside the first load's budget (issue 24).
const LastOrderCard = lazy(() => import('./LastOrderCard.tsx').then((m) => ({ default: m.LastOrderCard })))
const NextDeliveryLine = lazy(() =>
  import('./NextDeliveryLine.tsx').then((m) => ({ default: m.NextDeliveryLine })),
)
const PriceChangesCard = lazy(() =>
  import('../priceChanges/PriceChangesCard.tsx').then((m) => ({ default: m.PriceChangesCard })),
)

/** Spec 2.13: the ordering window and the two ways in; then the last order, to place again. */
export function CustomerHome() {
  const user = useCustomer()
  const { data: orderWindow, isPending } = useOrderWindow()
  const now = new Date()
  const phoneZone = phoneTimeZone()
  const closed = orderWindow ? closedReason(orderWindow, now, phoneZone) : null
  // Shared with the next-delivery line below (one query); a failed call reads as no delivery days.
  const delivery = useDeliveryOptions()
  const scheduled = delivery.isPending ? undefined : delivery.data?.scheduled === true
  const windowLine = orderWindow ? homeWindowLine(orderWindow, scheduled, phoneZone, now) : ''

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="overline" color="text.secondary">
          Welcome back, {user.firstName}
        </Typography>
        <Typography variant="h4" component="h1">
          Provender Ordering
        </Typography>
        {windowLine !== null && (
          <Stack direction="row" spacing={0.75} alignItems="center" sx={{ mt: 0.5, color: 'text.secondary' }}>
            <AccessTime fontSize="small" />
            <Typography variant="body1" data-testid="ordering-hours" sx={{ minHeight: '1.5em' }}>
              {windowLine}
            </Typography>
          </Stack>
        )}
        <Suspense fallback={null}>
          <NextDeliveryLine />
        </Suspense>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <HomeCard
          to={ORDER_FORM_PATH}
          icon={<AddShoppingCart />}
          title="Place Order"
          description={closed ?? 'Start a new order with your products'}
          disabled={isPending || closed !== null}
          alert={closed !== null}
        />
        <HomeCard
          to={ORDER_HISTORY_PATH}
          icon={<ReceiptLong />}
          title="Order History"
          description="View previous orders and details"
        />
      </Box>
      <Suspense fallback={null}>
        <LastOrderCard orderingClosed={isPending || closed !== null} />
        <PriceChangesCard />
      </Suspense>
    </Stack>
  )
}
