import { Button, Stack, Typography } from '@mui/material'
import { AuthLayout } from '@provender/web-shared/AuthLayout.tsx'
import { logout } from '@provender/web-shared/logout.ts'
import { useEffect, useState } from 'react'

const ATTEMPT_KEY = 'staffConsoleRedirectAt'
const LOOP_WINDOW_MS = 10_000
/** React's development double-run of effects must not look like a redirect loop. */
let redirectStarted = false

/**
 * Staff are served the console by the gateway on a full page load of /. If that load
 * brings us straight back here (the stored user and the session cookie disagree),
 * we stop instead of reloading forever and offer a fresh sign-in.
 */
export function StaffConsoleRedirect() {
  const [stuck, setStuck] = useState(false)

  useEffect(() => {
    if (redirectStarted) return
    const last = Number(sessionStorage.getItem(ATTEMPT_KEY) ?? 0)
    if (Date.now() - last < LOOP_WINDOW_MS) {
      setStuck(true)
      return
    }
    redirectStarted = true
    sessionStorage.setItem(ATTEMPT_KEY, String(Date.now()))
    window.location.assign('/')
  }, [])

  if (!stuck) return null
  return (
    <AuthLayout>
      <Stack spacing={2} textAlign="center">
        <Typography variant="h6" component="h1">
          This account uses the staff console
        </Typography>
        <Typography color="text.secondary">Sign in again to open it.</Typography>
        <Button variant="contained" onClick={() => void logout()}>
          Sign in again
        </Button>
      </Stack>
    </AuthLayout>
  )
}
