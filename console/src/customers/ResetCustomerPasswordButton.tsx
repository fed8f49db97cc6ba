import LockResetIcon from '@mui/icons-material/LockReset'
import { Button, Typography } from '@mui/material'
import { errorMessage } from '@provender/web-shared/api.ts'
import { useNotify } from '@provender/web-shared/SnackbarProvider.tsx'
import { useEffect, useState } from 'react'
import { ConfirmDialog } from '../common/ConfirmDialog.tsx'
import { useConsoleData } from '../common/useConsoleData.ts'
import type { Customer } from '../dataProvider/index.ts'

/** Spec 2.6 and 7: PUT /api/account/{id}/reset-password, after a confirmation. */
export function ResetCustomerPasswordButton({ customer }: { customer: Customer }) {
  const data = useConsoleData()
  const notify = useNotify()
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    if (!open) setBusy(false)
  }, [open])
  async function reset() {
    setBusy(true)
    try {
      const answer = await data.resetCustomerPassword(customer.id)
      notify(answer?.message || `Password for ${customer.businessName} reset.`, 'success')
      setOpen(false)
    } catch (failure) {
      notify(errorMessage(failure, 'Failed to reset password.'), 'error')
      setBusy(false)
    }
  }
  return (
    <>
      <Button variant="outlined" startIcon={<LockResetIcon />} onClick={() => setOpen(true)}>
        Reset Password
      </Button>
      <ConfirmDialog
        open={open}
        title="Reset Password"
        confirmLabel="Yes, Reset"
        busy={busy}
        onConfirm={reset}
        onClose={() => setOpen(false)}
      >
        <Typography>
          Reset the password of {customer.businessName}? They will sign in with the default password and must
          choose a new one.
        </Typography>
      </ConfirmDialog>
    </>
  )
}
