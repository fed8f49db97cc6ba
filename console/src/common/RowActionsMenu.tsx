import MoreVertIcon from '@mui/icons-material/MoreVert'
import { IconButton, ListItemText, Menu, MenuItem } from '@mui/material'
import { type MouseEvent, useState } from 'react'

export interface RowAction {
  label: string
  onSelect: () => void
  danger?: boolean
}

/** A row's ⋮ menu; clicks on it never reach the row (whose click opens the record). */
export function RowActionsMenu({ label, actions }: { label: string; actions: readonly RowAction[] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const stop = (event: MouseEvent) => event.stopPropagation()
  return (
    <>
      <IconButton
        aria-label={label}
        aria-haspopup="menu"
        onClick={(event) => {
          stop(event)
          setAnchor(event.currentTarget)
        }}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} onClick={stop}>
        {actions.map((action) => (
          <MenuItem
            key={action.label}
            onClick={() => {
              setAnchor(null)
              action.onSelect()
            }}
            sx={action.danger ? { color: 'error.main' } : undefined}
          >
            <ListItemText>{action.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}
