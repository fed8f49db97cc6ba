import Home from '@mui/icons-material/Home'
import { Box, Button, Skeleton, Stack, Typography } from '@mui/material'
import { Link as RouterLink } from 'react-router-dom'

/** Spec 2.14: each step's title and subtitle, word for word. */
export const HEADINGS = {
  choose: { title: 'Select Your Items', subtitle: 'Select the products you want to order.' },
  amounts: { title: 'Choose Quantities', subtitle: 'Enter amounts by pack/case or weight.' },
  placed: { title: 'Order Confirmed', subtitle: 'Review your order details.' },
} as const

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

export function LoadingList({ label = 'Loading products' }: { label?: string }) {
  return (
    <Stack spacing={1} role="status" aria-label={label}>
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} variant="rounded" height={88} />
      ))}
    </Stack>
  )
}
