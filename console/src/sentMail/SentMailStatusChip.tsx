import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import ErrorIcon from '@mui/icons-material/Error'
import ScheduleIcon from '@mui/icons-material/Schedule'
import SendIcon from '@mui/icons-material/Send'
import { Chip } from '@mui/material'
import { textColors } from '@provender/web-shared/theme.ts'
import type { SentMailStatus } from '../dataProvider/sentMailMapping.ts'
import { STATUS_LABELS } from './sentMailFormat.ts'

/** The theme's text colours, which read at 7:1 or more on white, with an icon each (not colour alone). */
const LOOK: Record<SentMailStatus, { color: string; icon: React.ReactElement }> = {
  queued: { color: textColors.warning, icon: <ScheduleIcon /> },
  sending: { color: textColors.secondary, icon: <SendIcon /> },
  sent: { color: textColors.success, icon: <CheckCircleIcon /> },
  failed: { color: textColors.error, icon: <ErrorIcon /> },
}

export function SentMailStatusChip({ status }: { status: SentMailStatus }) {
  const look = LOOK[status] ?? LOOK.queued
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={look.icon}
      label={STATUS_LABELS[status] ?? status}
      sx={{ color: look.color, borderColor: look.color, '& .MuiChip-icon': { color: 'inherit' } }}
    />
  )
}
