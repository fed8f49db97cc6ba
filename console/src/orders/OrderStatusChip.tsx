import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import ScheduleIcon from '@mui/icons-material/Schedule'
import { Chip } from '@mui/material'

/** Spec 2.8 and 4: the two states of an order. */
export function OrderStatusChip({
  fulfilled,
  size = 'small',
}: {
  fulfilled: boolean
  size?: 'small' | 'medium'
}) {
  return fulfilled ? (
    <Chip size={size} color="success" icon={<CheckCircleIcon />} label="Fulfilled" />
  ) : (
    <Chip size={size} color="warning" variant="outlined" icon={<ScheduleIcon />} label="Unfulfilled" />
  )
}
