import { AppBar, Box, Container, Toolbar } from '@mui/material'
import { HomeButton, ProductNameTitle } from '@provender/web-shared/AppBarParts.tsx'
import { logout } from '@provender/web-shared/logout.ts'
import { lazy, Suspense, useState } from 'react'
import { Outlet } from 'react-router-dom'
import { useCustomer, useUserState } from '../session/UserContext.tsx'
import { AccountMenu } from './AccountMenu.tsx'

// Loaded on first use: it brings the shared validation rules, which the home screen does not need.
const ProfileDialog = lazy(() =>
  import('@provender/web-shared/ProfileDialog.tsx').then((m) => ({ default: m.ProfileDialog })),
)

/** Spec 2.3 for customers: home button, centred product name, account menu; no drawer. */
export function MainLayout() {
  const user = useCustomer()
  const { setUser } = useUserState()
  const [profileOpen, setProfileOpen] = useState(false)
  const [profileUsed, setProfileUsed] = useState(false)

  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="sticky" elevation={0}>
        <Toolbar sx={{ position: 'relative' }}>
          <HomeButton edge="start" size="large" />
          <ProductNameTitle
            lettering={{ fontFamily: "Georgia, 'Times New Roman', serif", letterSpacing: 1.5 }}
          />
          <Box sx={{ flexGrow: 1 }} />
          <AccountMenu
            user={user}
            onProfile={() => {
              setProfileUsed(true)
              setProfileOpen(true)
            }}
            onLogout={() => void logout()}
          />
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="md" sx={{ flexGrow: 1, py: { xs: 2.5, sm: 4 } }}>
        <Outlet />
      </Container>
      {profileUsed && (
        <Suspense fallback={null}>
          <ProfileDialog open={profileOpen} onClose={() => setProfileOpen(false)} onSaved={setUser} />
        </Suspense>
      )}
    </Box>
  )
}
