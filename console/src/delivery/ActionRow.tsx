import { ListItem, ListItemText, Stack } from '@mui/material'
import type { ReactNode } from 'react'

/** A row of the delivery lists: what it is, and what can be done with it beside (below, on a phone). */
export function ActionRow({
  primary,
  secondary,
  children,
}: {
  primary: ReactNode
  secondary: ReactNode
  children?: ReactNode
}) {
  return (
    <ListItem divider disableGutters>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        alignItems={{ xs: 'flex-start', sm: 'center' }}
        sx={{ width: '100%' }}
      >
        <ListItemText primary={primary} secondary={secondary} sx={{ flex: 1, overflowWrap: 'anywhere' }} />
        {children}
      </Stack>
    </ListItem>
  )
}
