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
  // With a note (the total's), a phone puts the buttons on a row of their own.
  const stacked = note !== undefined
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
      <Stack
        direction={{ xs: stacked ? 'column' : 'row', sm: 'row' }}
        spacing={{ xs: stacked ? 1 : 1.5, sm: 1.5 }}
        alignItems={{ xs: stacked ? 'stretch' : 'center', sm: 'center' }}
        justifyContent="space-between"
      >
        <Stack sx={{ minWidth: 0, flexGrow: 1 }}>
          {summary}
          {note}
        </Stack>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0, '& > *': { flexGrow: { xs: 1, sm: 0 } } }}>
          {children}
        </Stack>
      </Stack>
    </Paper>
  )
}
