import { Box, Typography } from '@mui/material'
import { useRole } from '../auth/useCan.ts'
import { OrderList } from '../orders/index.ts'
import { dashboardTitle } from './dashboardTitle.ts'

/**
 * The staff home (spec 2.4). Its action buttons (Order Hours, Customers, Products,
 * Users) arrive with the screens they open; the orders list is the working surface.
 */
export function Dashboard() {
  const title = dashboardTitle(useRole())
  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 1280, mx: 'auto', width: '100%' }}>
      <Typography variant="h4" component="h1" sx={{ mb: { xs: 2, sm: 3 }, fontSize: { xs: 26, sm: 32 } }}>
        {title}
      </Typography>
      <OrderList />
    </Box>
  )
}
