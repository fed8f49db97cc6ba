import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalk'
import { Stack, Typography } from '@mui/material'
import type { Order } from '../dataProvider/index.ts'
import { placedByText } from './placedBy.ts'

/** In the orders lists, a phone order's small marker: who on the staff placed it. */
export function PlacedByMarker({ order }: { order: Order }) {
  const text = placedByText(order)
  if (!text) return null
  return (
    <Stack direction="row" spacing={0.5} alignItems="center" component="span">
      <PhoneInTalkIcon sx={{ fontSize: 14, color: 'text.secondary' }} aria-hidden />
      <Typography variant="caption" color="text.secondary" component="span">
        {text}
      </Typography>
    </Stack>
  )
}
