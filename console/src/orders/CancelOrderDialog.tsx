import { Button } from '@mui/material'
import { BoundedTextField } from '@provender/web-shared/BoundedTextField.tsx'
import { useState } from 'react'
import { DialogFrame } from '../common/DialogFrame.tsx'
import { CutoffConfirm, EditRefusal } from './OrderEditParts.tsx'
import type { OrderEditDialogProps } from './orderDialogProps.ts'
import { CANCEL_REASON_MAX, EDIT_MESSAGES } from './orderEdit.ts'
import { useOrderEdit } from './useOrderEdit.ts'

/**
 * Staff cancel an open order for the customer (issue 36), with a reason kept in its history if
 * they give one. The order stays in the lists, marked cancelled; it ships nothing.
 */
export function CancelOrderDialog(props: OrderEditDialogProps) {
  const { order, onClose } = props
  const [reason, setReason] = useState('')
  const edit = useOrderEdit('cancel', props)
  const { busy } = edit
  const submit = () => {
    const why = reason.trim()
    edit.submit(why ? { reason: why } : {})
  }
  return (
    <DialogFrame
      open
      onClose={onClose}
      busy={busy}
      title={`Cancel order #${order.id}`}
      maxWidth="sm"
      intro={`${order.Customer?.businessName ?? 'The customer'}'s order will ship nothing. It stays in the lists, marked cancelled. This cannot be undone.`}
      actions={
        <>
          <Button onClick={onClose} disabled={busy}>
            Keep the order
          </Button>
          <Button variant="contained" color="error" onClick={submit} disabled={busy || edit.stale}>
            {busy ? 'Cancelling…' : 'Cancel order'}
          </Button>
        </>
      }
    >
      <BoundedTextField
        label="Reason (optional)"
        helperText="Kept in the order's history."
        value={reason}
        max={CANCEL_REASON_MAX}
        disabled={busy}
        onChange={(e) => setReason(e.target.value)}
        fullWidth
        multiline
        minRows={2}
      />
      <EditRefusal edit={edit} onReload={() => void edit.reload()} />
      <CutoffConfirm edit={edit} question={EDIT_MESSAGES.cancelAnyway} confirm="Cancel it anyway" />
    </DialogFrame>
  )
}
