import CheckCircle from '@mui/icons-material/CheckCircle'
import { Box, Button, Paper, Stack, Typography } from '@mui/material'
import { Link as RouterLink } from 'react-router-dom'
import { formatPlacedAt } from '../history/dates.ts'
import { LineItemsTable } from '../history/LineItemsTable.tsx'
import type { Confirmation } from './confirmation.ts'

/** Spec 2.14 step 3: what was ordered, when, and the estimated total. */
export function OrderConfirmation({ confirmation }: { confirmation: Confirmation }) {
  return (
    <Stack spacing={3}>
      <Box sx={{ textAlign: 'center' }}>
        <CheckCircle color="success" sx={{ fontSize: 56 }} />
        <Typography variant="h4" component="h1">
          Order Confirmed
        </Typography>
        <Typography color="text.secondary">Review your order details.</Typography>
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography sx={{ mb: 2 }}>
          <strong>Placed at:</strong> {formatPlacedAt(confirmation.placedAt)}
        </Typography>
        <LineItemsTable lines={confirmation.lines} totalCents={confirmation.totalCents} />
      </Paper>
      <Box sx={{ textAlign: 'center' }}>
        <Button component={RouterLink} to="/" variant="contained" size="large">
          Back to Home
        </Button>
      </Box>
    </Stack>
  )
}
