import { Paper, Stack } from '@mui/material'
import type { ReactNode } from 'react'

/**
 * A long form's buttons, held at the bottom of the screen while the form goes on below it (a
 * customer's price table runs to 2,000 px), and in their place at its end.
 */
export function StickyFormActions({ children }: { children: ReactNode }) {
  return (
    <Paper
      elevation={6}
      sx={{
        position: 'sticky',
        bottom: { xs: 8, sm: 16 },
        zIndex: 2,
        px: { xs: 1.5, sm: 2 },
        py: 1,
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Stack direction="row" spacing={1.5} justifyContent="flex-end" alignItems="center">
        {children}
      </Stack>
    </Paper>
  )
}
