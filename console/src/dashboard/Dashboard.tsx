import AccessTimeIcon from '@mui/icons-material/AccessTime'
import BadgeIcon from '@mui/icons-material/Badge'
import Inventory2Icon from '@mui/icons-material/Inventory2'
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive'
import PeopleIcon from '@mui/icons-material/People'
import ScaleIcon from '@mui/icons-material/Scale'
import { Box, Button, Chip, Stack } from '@mui/material'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { useCan, useRole } from '../auth/useCan.ts'
import { Page, PageHeader } from '../common/PageHeader.tsx'
import { ClosedOrdersPanel } from '../delivery/ClosedDateWarnings.tsx'
import { OrderList } from '../orders/OrderList.tsx'
import { dashboardTitle } from './dashboardTitle.ts'
import { newOrdersLabel } from './newOrders.ts'
import { OrderingHoursDialog } from './OrderingHoursDialog.tsx'
import { PriceChangesPanel } from './PriceChangesPanel.tsx'
import { NEW_ORDERS_PAGE, useNewOrders } from './useNewOrders.ts'
import { WeightToleranceDialog } from './WeightToleranceDialog.tsx'

/** The staff home (spec 2.4): its action buttons, then the orders list as the working surface. */
export function Dashboard() {
  const title = dashboardTitle(useRole())
  const canSetHours = useCan('ordering-window', 'edit')
  const canSeeUsers = useCan('users', 'list')
  const canSetTolerance = useCan('fulfilment-tolerance', 'edit')
  const [hoursOpen, setHoursOpen] = useState(false)
  const [toleranceOpen, setToleranceOpen] = useState(false)
  const { count, changed } = useNewOrders()
  const label = newOrdersLabel(count, NEW_ORDERS_PAGE)
  return (
    <Page>
      <PageHeader
        title={title}
        actions={
          <>
            {canSetHours && (
              <Button variant="contained" startIcon={<AccessTimeIcon />} onClick={() => setHoursOpen(true)}>
                Order Hours
              </Button>
            )}
            {canSetTolerance && (
              <Button variant="outlined" startIcon={<ScaleIcon />} onClick={() => setToleranceOpen(true)}>
                Weight Tolerance
              </Button>
            )}
            <Button variant="outlined" component={Link} to="/customers" startIcon={<PeopleIcon />}>
              Customers
            </Button>
            <Button variant="outlined" component={Link} to="/products" startIcon={<Inventory2Icon />}>
              Products
            </Button>
            {canSeeUsers && (
              <Button variant="outlined" component={Link} to="/users" startIcon={<BadgeIcon />}>
                Users
              </Button>
            )}
          </>
        }
      />
      {/* A live region: a screen reader hears the count when it changes. */}
      <Box role="status" aria-live="polite" sx={{ mb: label ? 2 : 0 }}>
        {label && <Chip color="primary" icon={<NotificationsActiveIcon />} label={label} />}
      </Box>
      <ClosedOrdersPanel />
      <PriceChangesPanel />
      <Stack>
        <OrderList refreshKey={changed} />
      </Stack>
      <OrderingHoursDialog open={hoursOpen} onClose={() => setHoursOpen(false)} />
      {canSetTolerance && (
        <WeightToleranceDialog open={toleranceOpen} onClose={() => setToleranceOpen(false)} />
      )}
    </Page>
  )
}
