import { Alert, Snackbar } from '@mui/material'
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react'
import { takeFlash } from './flash.ts'

export type NotifySeverity = 'success' | 'error' | 'info' | 'warning'
export type Notify = (message: string, severity?: NotifySeverity) => void

/** Spec 9: notices hide after five seconds. */
export const SNACKBAR_AUTO_HIDE_MS = 5000

interface Notice {
  key: number
  message: string
  severity: NotifySeverity
}

const NotifyContext = createContext<Notify | null>(null)

export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<Notice | null>(null)
  const [open, setOpen] = useState(false)

  const notify = useCallback<Notify>((message, severity = 'info') => {
    // A fresh key restarts the auto-hide timer when a second notice follows quickly.
    setNotice({ key: Date.now() + Math.random(), message, severity })
    setOpen(true)
  }, [])

  useEffect(() => {
    // A notice left by the previous page (e.g. just before a full page load).
    const flash = takeFlash()
    if (flash) notify(flash.message, flash.severity)
  }, [notify])

  const handleClose = useCallback((_event?: unknown, reason?: string) => {
    // Spec 9: clicking elsewhere must not dismiss the message before it can be read.
    if (reason === 'clickaway') return
    setOpen(false)
  }, [])

  const value = useMemo(() => notify, [notify])

  return (
    <NotifyContext.Provider value={value}>
      {children}
      <Snackbar
        key={notice?.key}
        open={open}
        autoHideDuration={SNACKBAR_AUTO_HIDE_MS}
        onClose={handleClose}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      >
        <Alert
          onClose={() => handleClose()}
          severity={notice?.severity ?? 'info'}
          variant="filled"
          sx={{ width: '100%', minWidth: { sm: 320 } }}
        >
          {notice?.message}
        </Alert>
      </Snackbar>
    </NotifyContext.Provider>
  )
}

/** Shows a short notice at the top of the screen; must be used under a SnackbarProvider. */
export function useNotify(): Notify {
  const notify = useContext(NotifyContext)
  if (!notify) throw new Error('useNotify must be used inside a SnackbarProvider')
  return notify
}
