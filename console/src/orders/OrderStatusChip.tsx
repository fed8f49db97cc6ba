import BlockIcon from '@mui/icons-material/Block'
import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import ScheduleIcon from '@mui/icons-material/Schedule'
import { Chip } from '@mui/material'
import { textColors } from '@provender/web-shared/theme.ts'

/**
 * MUI's warning orange (#ed6c02) reads at 3.1:1 on white; the theme's burnt orange keeps the
 * hue at 8.5:1 (WCAG's enhanced 7:1).
 */
export const UNFULFILLED_COLOR = textColors.warning

/** Spec 2.8 and 4: the two states of an order, and issue 36's third: cancelled, whatever else. */
export function OrderStatusChip({
  fulfilled,
  cancelled = false,
  size = 'small',
}: {
  fulfilled: boolean
  cancelled?: boolean
  size?: 'small' | 'medium'
}) {
  if (cancelled)
    return <Chip size={size} color="error" variant="outlined" icon={<BlockIcon />} label="Cancelled" />
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
