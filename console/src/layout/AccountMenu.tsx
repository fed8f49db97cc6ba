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

/** Spec 2.3: the account menu with Profile (the shared dialog) and Logout. */
export function AccountMenu() {
  const [profileOpen, setProfileOpen] = useState(false)
  // The name shown on the menu button comes from the stored user, which the dialog updates.
  const { refetch } = useGetIdentity()
  return (
    <>
      <UserMenu>
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
