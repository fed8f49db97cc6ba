import CheckCircle from '@mui/icons-material/CheckCircle'
import { Box, Button, Paper, Stack, Typography } from '@mui/material'
import { deliveryDateLabel } from '@provender/web-shared/ordering/delivery.ts'
import { Link as RouterLink } from 'react-router-dom'
import { formatPlacedAt } from '../history/dates.ts'
import { LineItemsTable } from '../history/LineItemsTable.tsx'
import type { Confirmation } from './confirmation.ts'

/** Spec 2.14 step 3 (under the form's 'Order Confirmed' heading): when, what, and the estimate. */
export function OrderConfirmation({ confirmation }: { confirmation: Confirmation }) {
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" spacing={1.5} alignItems="center" sx={{ mb: 2 }}>
          <CheckCircle color="success" sx={{ fontSize: 40 }} />
          <Box>
            <Typography fontWeight={700}>
              {confirmation.addedToExisting
                ? `Added to your order #${confirmation.orderId}`
                : `Order #${confirmation.orderId}`}
            </Typography>
            {confirmation.addedToExisting && (
              <Typography data-testid="added-to-order">
                You already had an order for this delivery, so these items were added to it. It now holds
                everything below.
              </Typography>
            )}
            <Typography>
              <strong>{confirmation.addedToExisting ? 'Updated at:' : 'Placed at:'}</strong>{' '}
              {formatPlacedAt(confirmation.placedAt)}
            </Typography>
            <Typography data-testid="delivery-date">
              <strong>Delivery:</strong> {deliveryDateLabel(confirmation.deliveryDate)}
            </Typography>
          </Box>
        </Stack>
        <LineItemsTable lines={confirmation.lines} totalCents={confirmation.totalCents} />
      </Paper>
      <Box sx={{ textAlign: 'center' }}>
        <Button component={RouterLink} to="/" variant="contained" size="large" sx={{ minHeight: 48 }}>
          Back to Home
        </Button>
      </Box>
    </Stack>
  )
}
