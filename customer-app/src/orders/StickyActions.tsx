import { Paper, Stack } from '@mui/material'
import type { ReactNode } from 'react'

/**
 * Stays at the bottom of the screen so the step's buttons (and the total) are always within
 * thumb's reach on a phone.
 */
export function StickyActions({
  summary,
  note,
  children,
}: {
  summary: ReactNode
  note?: ReactNode
  children: ReactNode
}) {
  return (
    <Paper
      elevation={6}
      sx={{
        position: 'sticky',
        bottom: { xs: 8, sm: 16 },
        zIndex: 2,
        px: { xs: 2, sm: 3 },
        py: { xs: 1.25, sm: 1.5 },
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Stack direction="row" spacing={1.5} alignItems="center" justifyContent="space-between">
        <Stack sx={{ minWidth: 0, flexGrow: 1 }}>{summary}</Stack>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          {children}
        </Stack>
      </Stack>
      {note}
    </Paper>
  )
}
