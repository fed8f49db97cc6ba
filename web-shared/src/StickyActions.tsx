import { Paper, Stack } from '@mui/material'
import type { ReactNode } from 'react'

/**
 * Stays at the bottom of the screen so a step's or a long form's buttons (and the total) are
 * always within reach: on a phone, within thumb's reach.
 */
export function StickyActions({
  summary,
  note,
  stacked = note !== undefined,
  children,
}: {
  /** What the buttons act on (a count, a total); without it the buttons sit at the end. */
  summary?: ReactNode
  note?: ReactNode
  /** On a phone, the buttons on a row of their own (a total beside two buttons does not fit). */
  stacked?: boolean
  children: ReactNode
}) {
  const bare = summary === undefined
  return (
    <Paper
      elevation={6}
      sx={{
        position: 'sticky',
        bottom: { xs: 8, sm: 16 },
        zIndex: 2,
        px: bare ? { xs: 1.5, sm: 2 } : { xs: 2, sm: 3 },
        py: bare ? 1 : { xs: 1.25, sm: 1.5 },
        border: 1,
        borderColor: 'divider',
      }}
    >
      {bare ? (
        <Stack direction="row" spacing={1.5} justifyContent="flex-end" alignItems="center">
          {children}
        </Stack>
      ) : (
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
      )}
    </Paper>
  )
}
