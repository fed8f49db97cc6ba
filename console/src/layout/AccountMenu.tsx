import PersonIcon from '@mui/icons-material/Person'
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material'
import { ProfileDialog } from '@provender/web-shared/ProfileDialog.tsx'
import { useState } from 'react'
import { Logout, UserMenu, useGetIdentity, useUserMenu } from 'react-admin'

function ProfileMenuItem({ onOpen }: { onOpen: () => void }) {
  const userMenu = useUserMenu()
  return (
    <MenuItem
      onClick={() => {
        userMenu?.onClose()
        onOpen()
      }}
    >
      <ListItemIcon>
        <PersonIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Profile</ListItemText>
    </MenuItem>
  )
}

/**
 * WCAG 2.5.3: where the button shows the user's name, its accessible name starts with that name
 * (react-admin's own label, "Profile", is not what a voice user sees and says). The icon-only
 * button of a phone keeps react-admin's "Profile".
 */
function accountMenuLabel(fullName: string | undefined): string {
  return fullName ? `${fullName}, account menu` : 'ra.auth.user_menu'
}

/** Spec 2.3: the account menu with Profile (the shared dialog) and Logout. */
export function AccountMenu() {
  const [profileOpen, setProfileOpen] = useState(false)
  // The name shown on the menu button comes from the stored user, which the dialog updates.
  const { identity, refetch } = useGetIdentity()
  return (
    <>
      <UserMenu label={accountMenuLabel(identity?.fullName)}>
        <ProfileMenuItem onOpen={() => setProfileOpen(true)} />
        <Logout />
      </UserMenu>
      <ProfileDialog
        open={profileOpen}
        onClose={() => setProfileOpen(false)}
        onSaved={() => void refetch()}
      />
    </>
  )
}
