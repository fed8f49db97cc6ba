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
import { useDelete } from 'react-admin'
import { fullName, useSalesUsers } from '../common/useConsoleData.ts'
import type { StaffUser } from '../dataProvider/index.ts'

/**
 * Spec 5 and 7: a sales user is deleted only with another rep to take over its customers;
 * Delete stays disabled until one is chosen.
 */
export function DeleteSalesUserDialog({
  user,
  open,
  onClose,
  onDeleted,
}: {
  user: StaffUser
  open: boolean
  onClose: () => void
  onDeleted: () => void
}) {
  const titleId = useId()
  const notify = useNotify()
  const { users, error } = useSalesUsers()
  const [targetId, setTargetId] = useState<number | ''>('')
  const [remove, { isPending }] = useDelete()
  useEffect(() => {
    if (open) setTargetId('')
  }, [open])
  const targets = users.filter((rep) => rep.id !== user.id)

  function confirm() {
    if (targetId === '') return
    remove(
      'sales-users',
      { id: user.id, previousData: user, meta: { reassignSalesUserId: targetId } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('Sales user deleted and customers reassigned.', 'success')
          onDeleted()
        },
        onError: (failure: unknown) => notify(errorMessage(failure, 'Failed to delete user.'), 'error'),
      },
    )
  }

  return (
    <Dialog
      open={open}
      onClose={isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>Delete Sales User</DialogTitle>
      <DialogContent>
        {error ? <Alert severity="error">{errorMessage(error, 'Failed to load sales users.')}</Alert> : null}
        <DialogContentText sx={{ mb: 2 }}>
          Delete {fullName(user)}? This cannot be undone. Choose the sales rep who takes over their customers.
        </DialogContentText>
        <TextField
          select
          label="Reassign customers to"
          required
          value={targets.some((rep) => rep.id === targetId) ? targetId : ''}
          onChange={(e) => setTargetId(Number(e.target.value))}
        >
          {targets.map((rep) => (
            <MenuItem key={rep.id} value={rep.id}>
              {fullName(rep)}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isPending}>
          Cancel
        </Button>
        <Button variant="contained" color="error" onClick={confirm} disabled={targetId === '' || isPending}>
          {isPending ? 'Deleting…' : 'Delete'}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
