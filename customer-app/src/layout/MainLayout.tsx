import Home from '@mui/icons-material/Home'
import { AppBar, Box, Container, IconButton, Toolbar, Typography } from '@mui/material'
import { logout } from '@provender/web-shared/logout.ts'
import { lazy, Suspense, useState } from 'react'
import { Outlet, Link as RouterLink } from 'react-router-dom'
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
          <IconButton
            component={RouterLink}
            to="/"
            color="inherit"
            edge="start"
            aria-label="Home"
            size="large"
          >
            <Home />
          </IconButton>
          <Typography
            variant="h6"
            component="div"
            sx={{
              position: 'absolute',
              left: '50%',
              transform: 'translateX(-50%)',
              fontFamily: "Georgia, 'Times New Roman', serif",
              letterSpacing: 1.5,
              pointerEvents: 'none',
            }}
          >
            Provender
          </Typography>
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
