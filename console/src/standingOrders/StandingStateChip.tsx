import { Chip } from '@mui/material'
import { textColors } from '@provender/web-shared/theme.ts'
import type { StandingDateState } from '../dataProvider/index.ts'
import { STATE_LABELS } from './standingFormat.ts'

/** Outlined chips in the theme's text colours: each state readable at 7:1 on white. */
const COLORS: Record<StandingDateState, string> = {
  scheduled: textColors.secondary,
  skipped: textColors.warning,
  placed: textColors.success,
  missed: textColors.error,
}

export function StandingStateChip({ state, edited }: { state: StandingDateState; edited?: boolean }) {
  const color = COLORS[state]
  return (
    <Chip
      size="small"
      variant="outlined"
      label={edited && state === 'scheduled' ? `${STATE_LABELS[state]} (edited)` : STATE_LABELS[state]}
      sx={{ color, borderColor: color, fontWeight: state === 'scheduled' ? 400 : 600 }}
    />
  )
}
