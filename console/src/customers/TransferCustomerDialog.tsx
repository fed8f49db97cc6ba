import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material'
import { errorMessage } from '@provender/web-shared/api.ts'
import { useNotify } from '@provender/web-shared/SnackbarProvider.tsx'
import { useEffect, useId, useState } from 'react'
import { fullName, useConsoleData, useSalesUsers } from '../common/useConsoleData.ts'
import type { StaffUser } from '../dataProvider/index.ts'
import { transferTargets } from './transferTargets.ts'

export interface TransferableCustomer {
  id: number
  businessName: string
  salesUserId: number | null
}

/**
 * Spec 4 and 5: pick another sales rep (never the current owner), confirm, then move the
 * customer. With `onQueue` the choice is handed back instead (the sales-user screen's
 * Queue Transfer mode applies it on Save).
 */
export function TransferCustomerDialog({
  customer,
  onClose,
  onTransferred,
  onQueue,
}: {
  customer: TransferableCustomer | null
  onClose: () => void
  onTransferred?: () => void
  onQueue?: (customer: TransferableCustomer, target: StaffUser) => void
}) {
  const titleId = useId()
  const data = useConsoleData()
  const notify = useNotify()
  const { users, error } = useSalesUsers()
  const [targetId, setTargetId] = useState<number | ''>('')
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const open = customer !== null

  useEffect(() => {
    if (open) {
      setTargetId('')
      setConfirming(false)
      setBusy(false)
    }
  }, [open])

  const targets = customer ? transferTargets(users, customer.salesUserId) : []
  const target = targets.find((rep) => rep.id === targetId)

  async function transfer() {
    if (!customer || !target) return
    if (onQueue) {
      onQueue(customer, target)
      onClose()
      return
    }
    setBusy(true)
    try {
      const answer = await data.transferCustomer(customer.id, target.id)
      notify(answer?.message || `Transferred ${customer.businessName} to ${fullName(target)}.`, 'success')
      onTransferred?.()
      onClose()
    } catch (failure) {
      notify(errorMessage(failure, 'Transfer failed.'), 'error')
      setBusy(false)
    }
  }

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>Transfer Account</DialogTitle>
      <DialogContent>
        {error ? <Alert severity="error">{errorMessage(error, 'Failed to load sales users.')}</Alert> : null}
        {confirming && target && customer ? (
          <DialogContentText>
            {onQueue
              ? `Queue ${customer.businessName} to move to ${fullName(target)} when you save?`
              : `Move ${customer.businessName} and its orders to ${fullName(target)}?`}
          </DialogContentText>
        ) : (
          <>
            <DialogContentText sx={{ mb: 2 }}>
              Choose the sales rep who will own {customer?.businessName ?? 'this customer'}.
            </DialogContentText>
            <TextField
              select
              label="New sales rep"
              value={target ? targetId : ''}
              onChange={(e) => setTargetId(Number(e.target.value))}
              helperText={targets.length === 0 ? 'There is no other sales rep to transfer to.' : ' '}
            >
              {targets.map((rep) => (
                <MenuItem key={rep.id} value={rep.id}>
                  {fullName(rep)}
                </MenuItem>
              ))}
            </TextField>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={confirming ? () => setConfirming(false) : onClose} disabled={busy}>
          {confirming ? 'Back' : 'Cancel'}
        </Button>
        {confirming ? (
          <Button variant="contained" onClick={transfer} disabled={busy}>
            {busy ? 'Working…' : onQueue ? 'Yes, Queue' : 'Yes, Transfer'}
          </Button>
        ) : (
          <Button variant="contained" onClick={() => setConfirming(true)} disabled={!target}>
            Transfer
          </Button>
        )}
      </DialogActions>
    </Dialog>
  )
}
