import LockResetIcon from '@mui/icons-material/LockReset'
import { Button } from '@mui/material'
import { errorMessage } from '@provender/web-shared/api.ts'
import { useNotify } from '@provender/web-shared/SnackbarProvider.tsx'
import { useState } from 'react'
import { Confirm } from 'react-admin'

/**
 * Spec 2.6 and 2.12: Reset Password asks first (Yes, Reset reads Working… while busy); the
 * server's answer is the notice when it gives one, `done` otherwise.
 */
export function ResetPasswordButton({
  question,
  done,
  reset,
}: {
  question: string
  done: string
  reset: () => Promise<{ message?: string } | undefined>
}) {
  const notify = useNotify()
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  async function confirm() {
    setBusy(true)
    try {
      const answer = await reset()
      notify(answer?.message || done, 'success')
      setOpen(false)
    } catch (failure) {
      notify(errorMessage(failure, 'Failed to reset password.'), 'error')
    } finally {
      setBusy(false)
    }
  }
  return (
    <>
      <Button variant="outlined" startIcon={<LockResetIcon />} onClick={() => setOpen(true)}>
        Reset Password
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title="Reset Password"
        content={question}
        confirm={busy ? 'Working…' : 'Yes, Reset'}
        onConfirm={confirm}
        onClose={() => !busy && setOpen(false)}
      />
    </>
  )
}
