import { Box, ListItemButton, Stack } from '@mui/material'
import type { ReactNode } from 'react'

/**
 * One row of a phone's card list (a `List`'s item): its lines, a button when the row opens
 * something, and its actions beside. `actions` undefined: no actions column at all.
 */
export function CardRow({
  onOpen,
  actions,
  children,
}: {
  onOpen?: () => void
  actions?: ReactNode
  children: ReactNode
}) {
  return (
    <Stack
      component="li"
      direction="row"
      alignItems="center"
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {onOpen ? (
        <ListItemButton onClick={onOpen} sx={{ py: 1.5, minWidth: 0 }}>
          {children}
        </ListItemButton>
      ) : (
        <Box sx={{ px: 2, py: 1.5, minWidth: 0, flex: 1 }}>{children}</Box>
      )}
      {actions !== undefined && <Box sx={{ pr: 1 }}>{actions}</Box>}
    </Stack>
  )
}
