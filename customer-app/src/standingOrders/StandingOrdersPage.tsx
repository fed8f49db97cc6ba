import { Alert, Button, Stack } from '@mui/material'
import { deviceTimeZone } from '@provender/web-shared/format/index.ts'
import { RetryAlert } from '@provender/web-shared/RetryAlert.tsx'
import { Link as RouterLink } from 'react-router-dom'
import { LoadingList, StepHeading } from '../orders/OrderFormParts.tsx'
import { useDeliveryOptions } from '../orders/useDeliveryOptions.ts'
import { ORDER_HISTORY_PATH } from '../routing/routeDecision.ts'
import { StandingOrderCard } from './StandingOrderCard.tsx'
import { byStatus } from './standingOrders.ts'
import { useStandingOrders } from './useStandingOrders.ts'

export const STANDING_TEXTS = {
  title: 'Standing orders',
  subtitle: 'Placed for you at each cut-off. Skip a date or pause before then.',
  empty: 'No standing orders yet. Open an order in your history and choose “Make standing”.',
  failed: 'Failed to load your standing orders.',
} as const

/** Issue 25: the customer's standing orders, their next dates; skip, pause, resume or cancel. */
export function StandingOrdersPage() {
  const standing = useStandingOrders()
  const timeZone = useDeliveryOptions().data?.timeZone ?? deviceTimeZone()
  const rows = byStatus(standing.data ?? [])

  return (
    <Stack spacing={2.5}>
      <StepHeading title={STANDING_TEXTS.title} subtitle={STANDING_TEXTS.subtitle} />
      {standing.isPending && <LoadingList label="Loading standing orders" />}
      {standing.isError && (
        <RetryAlert onRetry={() => void standing.refetch()}>{STANDING_TEXTS.failed}</RetryAlert>
      )}
      {standing.isSuccess && rows.length === 0 && (
        <Alert
          severity="info"
          action={
            <Button color="inherit" component={RouterLink} to={ORDER_HISTORY_PATH} sx={{ minHeight: 44 }}>
              Order history
            </Button>
          }
        >
          {STANDING_TEXTS.empty}
        </Alert>
      )}
      {rows.map((order) => (
        <StandingOrderCard key={order.id} order={order} timeZone={timeZone} />
      ))}
    </Stack>
  )
}
