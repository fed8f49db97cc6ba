import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import ScheduleIcon from '@mui/icons-material/Schedule'
import { Chip } from '@mui/material'

/**
 * MUI's warning orange (#ed6c02) reads at 3.1:1 on white, below WCAG AA's 4.5:1 for
 * small text; this burnt orange keeps the hue at 6.4:1.
 */
export const UNFULFILLED_COLOR = '#9c4300'

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
    <Chip
      size={size}
      variant="outlined"
      icon={<ScheduleIcon />}
      label="Unfulfilled"
      sx={{
        color: UNFULFILLED_COLOR,
        borderColor: UNFULFILLED_COLOR,
        '& .MuiChip-icon': { color: 'inherit' },
      }}
    />
  )
}
