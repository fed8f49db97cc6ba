import Home from '@mui/icons-material/Home'
import { Alert, Box, Button, Skeleton, Stack, Typography } from '@mui/material'
import { Link as RouterLink } from 'react-router-dom'

/** Spec 2.14: each step's title and subtitle. */
export const HEADINGS = [
  { title: 'Select Your Items', subtitle: 'Select the products you want to order.' },
  { title: 'Choose Quantities', subtitle: 'Enter amounts by pack/case or weight.' },
  { title: 'Order Confirmed', subtitle: 'Review your order details.' },
] as const

/** The step's title, with the Home button the spec keeps on every step. */
export function StepHeading({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <Stack direction="row" alignItems="flex-start" justifyContent="space-between" spacing={2}>
      <Box>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        <Typography color="text.secondary">{subtitle}</Typography>
      </Box>
      <Button
        component={RouterLink}
        to="/"
        variant="outlined"
        startIcon={<Home />}
        sx={{ flexShrink: 0, minHeight: 44 }}
      >
        Home
      </Button>
    </Stack>
  )
}

export function ReorderNotice({
  reorder,
  onClose,
}: {
  reorder: { orderId: number; leftOut: string[] }
  onClose: () => void
}) {
  return (
    <Alert
      severity={reorder.leftOut.length ? 'warning' : 'info'}
      onClose={onClose}
      slotProps={{ closeButton: { sx: { width: 44, height: 44 } } }}
    >
      Order #{reorder.orderId} copied at today's prices.
      {reorder.leftOut.length > 0 && ` No longer offered, left out: ${reorder.leftOut.join(', ')}.`}
    </Alert>
  )
}

export function LoadingList() {
  return (
    <Stack spacing={1} aria-label="Loading products">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} variant="rounded" height={88} />
      ))}
    </Stack>
  )
}
