import { Typography } from '@mui/material'
import type { Order } from '../dataProvider/index.ts'
import { PlacedByMarker } from './PlacedByMarker.tsx'

export function CustomerCell({ order }: { order: Order }) {
  return (
    <>
      <Typography variant="body2" fontWeight={600}>
        {order.Customer?.businessName ?? 'Unknown customer'}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        Account # {order.Customer?.accountNumber ?? '—'}
      </Typography>
      <PlacedByMarker order={order} />
    </>
  )
}
