import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material'
import { errorMessage } from '@provender/web-shared/api.ts'
import { inWords } from '@provender/web-shared/ordering/delivery.ts'
import type { ReactNode } from 'react'

/** The dialog's own button: its label, the one shown while the change is sent, and its colour. */
interface Confirm {
  label: string
  busyLabel?: string
  onClick: () => void
  disabled?: boolean
  color?: 'primary' | 'error'
}

/**
 * Every standing-order dialog (make, edit, cancel): a title, what it asks, the server's refusal
 * in words, a way out and the one action, both tall enough to tap (44px). While the change is
 * sent neither button works and the dialog will not close, so nothing is sent twice.
 */
export function StandingDialog({
  open = true,
  titleId,
  title,
  busy,
  error = null,
  failed = '',
  cancelLabel = 'Cancel',
  confirm,
  onClose,
  fullScreen = false,
  maxWidth,
  children,
}: {
  open?: boolean
  titleId: string
  title: ReactNode
  busy: boolean
  /** The change's refusal, shown under the content in the server's words, or `failed` without them. */
  error?: Error | null
  failed?: string
  cancelLabel?: string
  confirm: Confirm
  onClose: () => void
  fullScreen?: boolean
  maxWidth?: 'xs' | 'sm'
  children: ReactNode
}) {
  return (
    <Dialog
      open={open}
      onClose={() => !busy && onClose()}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      fullWidth={maxWidth !== undefined}
      maxWidth={maxWidth}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {children}
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 1 }}>
            {inWords(errorMessage(error, failed))}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} sx={{ minHeight: 44 }}>
          {cancelLabel}
        </Button>
        <Button
          variant="contained"
          color={confirm.color}
          onClick={confirm.onClick}
          disabled={busy || confirm.disabled}
          sx={{ minHeight: 44 }}
        >
          {busy && confirm.busyLabel ? confirm.busyLabel : confirm.label}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
