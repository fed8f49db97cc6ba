import Replay from '@mui/icons-material/Replay'
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material'
import { formatDate } from '@provender/web-shared/format/index.ts'
import { useDeferredValue } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import { OrderStatusChip } from '../history/OrderStatusChip.tsx'
import { itemCountLabel, statusOf, totalsOf, useOrderAgain } from '../history/reorder.ts'
import { useCustomerOrders } from '../history/useCustomerOrders.ts'
import { ORDER_HISTORY_PATH } from '../routing/routeDecision.ts'
import { useCustomer } from '../session/UserContext.tsx'

const LAST_ORDER = { page: 0, pageSize: 1, sortField: 'createdAt', sortOrder: 'DESC' } as const
/** Names shown before "and N more": a phone shows the order at a glance, not all of it. */
const NAMES_SHOWN = 3

/** The newest order at a glance, with "Order again": the usual week's order in one tap. */
export function LastOrderCard({ orderingClosed }: { orderingClosed: boolean }) {
  const user = useCustomer()
  const orders = useCustomerOrders(user.id, LAST_ORDER)
  const orderAgain = useOrderAgain()
  // Drawn in a deferred render, which React does in slices, not in the one that brought the
  // answer: a query's answer is rendered at once, as one task (Lighthouse's total blocking time).
  const order = useDeferredValue(orders.data?.rows[0])
  if (!order) return null
  const names = (order.OrderItems ?? []).map((i) => i.productName ?? i.Product?.name ?? i.productId)
  const more = names.length - NAMES_SHOWN
  const { estimate, final } = totalsOf(order)

  return (
    <Card variant="outlined" component="section" aria-labelledby="last-order-title">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Stack direction="row" spacing={1} alignItems="center" justifyContent="space-between">
          <Typography id="last-order-title" variant="h6" component="h2">
            Your last order
          </Typography>
          <OrderStatusChip status={statusOf(order)} />
        </Stack>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          #{order.id} · {formatDate(order.createdAt)} · {itemCountLabel(order)}
        </Typography>
        <Typography sx={{ mt: 1 }}>
          {names.slice(0, NAMES_SHOWN).join(', ')}
          {more > 0 && ` and ${more} more`}
        </Typography>
        <Typography sx={{ mt: 1 }}>
          Estimate {estimate}
          {final && (
            <Box component="span" sx={{ fontWeight: 600 }}>
              {' '}
              · Final {final}
            </Box>
          )}
        </Typography>
        <Stack direction="row" spacing={1.5} sx={{ mt: 2 }} flexWrap="wrap" useFlexGap>
          <Button
            variant="contained"
            startIcon={<Replay />}
            disabled={orderingClosed}
            onClick={() => orderAgain(order)}
            sx={{ minHeight: 44 }}
          >
            Order again
          </Button>
          <Button component={RouterLink} to={ORDER_HISTORY_PATH} sx={{ minHeight: 44 }}>
            All orders
          </Button>
        </Stack>
      </CardContent>
    </Card>
  )
}
