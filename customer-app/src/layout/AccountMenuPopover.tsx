import AccountBalance from '@mui/icons-material/AccountBalance'
import EventRepeat from '@mui/icons-material/EventRepeat'
import Logout from '@mui/icons-material/Logout'
import Person from '@mui/icons-material/Person'
import { Box, Divider, ListItemIcon, MenuItem, MenuList, Popover, Typography } from '@mui/material'
import type { SessionUser } from '@provender/web-shared/session.ts'
import { useNavigate } from 'react-router-dom'
import { ACCOUNT_PATH, STANDING_ORDERS_PATH } from '../routing/routeDecision.ts'

/**
 * Who is signed in, then the menu (spec 2.3: Profile and Logout; issue 25: Standing orders; issue 37: Balance). The header sits outside
 * the element with role "menu", whose children are all menu items.
 */
export function AccountMenuPopover({
  id,
  user,
  anchor,
  onClose,
  onProfile,
  onLogout,
}: {
  id: string
  user: SessionUser
  anchor: HTMLElement | null
  onClose: () => void
  onProfile: () => void
  onLogout: () => void
}) {
  const open = Boolean(anchor)
  const navigate = useNavigate()
  const choose = (action: () => void) => () => {
    onClose()
    action()
  }
  return (
    <Popover
      open={open}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { minWidth: 220, mt: 1 } } }}
    >
      <Box sx={{ px: 2, py: 1.25 }}>
        <Typography fontWeight={600}>
          {user.firstName} {user.lastName}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {user.email}
        </Typography>
      </Box>
      <Divider />
      <MenuList id={id} autoFocusItem={open} aria-label="Account">
        {[
          { label: 'Profile', Icon: Person, action: onProfile },
          { label: 'Standing orders', Icon: EventRepeat, action: () => navigate(STANDING_ORDERS_PATH) },
          { label: 'Balance', Icon: AccountBalance, action: () => navigate(ACCOUNT_PATH) },
          { label: 'Logout', Icon: Logout, action: onLogout },
        ].map(({ label, Icon, action }) => (
          <MenuItem key={label} onClick={choose(action)} sx={{ minHeight: 48 }}>
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            {label}
          </MenuItem>
        ))}
      </MenuList>
    </Popover>
  )
}
