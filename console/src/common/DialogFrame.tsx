import {
  Alert,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
} from '@mui/material'
import { type ReactNode, useId } from 'react'

export interface DialogFrameProps {
  open: boolean
  onClose: () => void
  busy?: boolean
  title: ReactNode
  /** As wide as this at most, filling it; without it, as wide as the content needs. */
  maxWidth?: 'xs' | 'sm'
  fullScreen?: boolean
  /** While what the dialog shows loads: the progress bar's name. */
  loading?: string | false
  /** Why what the dialog shows did not load. */
  loadError?: string | null
  /** The sentence above the content. */
  intro?: ReactNode
  actions: ReactNode
  form?: (body: ReactNode) => ReactNode
  children: ReactNode
}

/**
 * The console's dialog: its title, a progress bar while what it shows loads, why that did not
 * load, the sentence above the content, the content, and the buttons at the foot. While `busy`
 * it does not close. `form` wraps all of it in a form (FormDialog's), so Enter and the submit
 * button send it. MUI's Dialog keeps focus inside and gives it back to the opener on close.
 */
export function DialogFrame({
  open,
  onClose,
  busy = false,
  title,
  maxWidth,
  fullScreen = false,
  loading,
  loadError,
  intro,
  actions,
  form = (body) => body,
  children,
}: DialogFrameProps) {
  const titleId = useId()
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth={maxWidth !== undefined}
      maxWidth={maxWidth}
      fullScreen={fullScreen}
    >
      {form(
        <>
          <DialogTitle id={titleId}>{title}</DialogTitle>
          <DialogContent>
            {loading && <LinearProgress aria-label={loading} />}
            {loadError && <Alert severity="error">{loadError}</Alert>}
            {intro && <DialogContentText sx={{ mb: 2 }}>{intro}</DialogContentText>}
            {children}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>{actions}</DialogActions>
        </>,
      )}
    </Dialog>
  )
}
