import AccessTime from '@mui/icons-material/AccessTime'
import AddShoppingCart from '@mui/icons-material/AddShoppingCart'
import ReceiptLong from '@mui/icons-material/ReceiptLong'
import { Box, Grid, Skeleton, Stack, Typography } from '@mui/material'
import { ORDER_FORM_PATH, ORDER_HISTORY_PATH } from '../routing/routeDecision.ts'
import { useCustomer } from '../session/UserContext.tsx'
import { HomeCard } from './HomeCard.tsx'
import { closedReason, windowSubtitle } from './orderWindow.ts'
import { useOrderWindow } from './useOrderWindow.ts'

/** Spec 2.13: the ordering orderWindow and the two ways in. */
export function CustomerHome() {
  const user = useCustomer()
  const { data: orderWindow, isPending } = useOrderWindow()
  const closed = orderWindow ? closedReason(orderWindow, new Date()) : null

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="overline" color="text.secondary">
          Welcome back, {user.firstName}
        </Typography>
        <Typography variant="h4" component="h1">
          Provender Ordering
        </Typography>
        <Stack direction="row" spacing={0.75} alignItems="center" sx={{ mt: 0.5, color: 'text.secondary' }}>
          <AccessTime fontSize="small" />
          <Typography variant="body1">
            {orderWindow ? windowSubtitle(orderWindow) : <Skeleton width={200} />}
          </Typography>
        </Stack>
      </Box>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <HomeCard
            to={ORDER_FORM_PATH}
            icon={<AddShoppingCart />}
            title="Place Order"
            description={closed ?? 'Start a new order with your products'}
            disabled={isPending || closed !== null}
            alert={closed !== null}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <HomeCard
            to={ORDER_HISTORY_PATH}
            icon={<ReceiptLong />}
            title="Order History"
            description="View previous orders and details"
          />
        </Grid>
      </Grid>
    </Stack>
  )
}
