import { DialogContentText, MenuItem } from '@mui/material'
import { errorMessage } from '@provender/web-shared/api.ts'
import { useNotify } from '@provender/web-shared/SnackbarProvider.tsx'
import { useEffect, useState } from 'react'
import { useWatch } from 'react-hook-form'
import { FormDialog } from '../common/FormDialog.tsx'
import { TextFieldInput } from '../common/TextFieldInput.tsx'
import { fullName, useConsoleData, useSalesUsers } from '../common/useConsoleData.ts'
import type { StaffUser } from '../dataProvider/index.ts'
import { transferTargets } from './transferTargets.ts'

export interface TransferableCustomer {
  id: number
  businessName: string
  salesUserId: number | null
}

/** The form's one value: the chosen rep, '' until one is. */
interface TransferChoice {
  targetId: number | ''
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
  const data = useConsoleData()
  const notify = useNotify()
  const { users, error } = useSalesUsers()
  const [confirming, setConfirming] = useState(false)
  const open = customer !== null
  useEffect(() => {
    if (open) setConfirming(false)
  }, [open])

  const targets = customer ? transferTargets(users, customer.salesUserId) : []
  const targetOf = ({ targetId }: TransferChoice) => targets.find((rep) => rep.id === targetId)

  async function transfer(choice: TransferChoice) {
    const target = targetOf(choice)
    if (!customer || !target) return
    if (!confirming) return setConfirming(true)
    if (onQueue) {
      onQueue(customer, target)
      return onClose()
    }
    try {
      const answer = await data.transferCustomer(customer.id, target.id)
      notify(answer?.message || `Transferred ${customer.businessName} to ${fullName(target)}.`, 'success')
      onTransferred?.()
      onClose()
    } catch (failure) {
      notify(errorMessage(failure, 'Transfer failed.'), 'error')
    }
  }

  return (
    <FormDialog<TransferChoice>
      open={open}
      title="Transfer Account"
      defaultValues={{ targetId: '' }}
      canSubmit={(choice) => targetOf(choice) !== undefined}
      onSubmit={transfer}
      onClose={onClose}
      cancelLabel={confirming ? 'Back' : 'Cancel'}
      onCancel={confirming ? () => setConfirming(false) : onClose}
      submitLabel={confirming ? (onQueue ? 'Yes, Queue' : 'Yes, Transfer') : 'Transfer'}
      busyLabel="Working…"
      loadError={error ? errorMessage(error, 'Failed to load sales users.') : null}
    >
      {confirming ? (
        <ConfirmQuestion customer={customer} target={targetOf} queue={onQueue !== undefined} />
      ) : (
        <>
          <DialogContentText sx={{ mb: 2 }}>
            Choose the sales rep who will own {customer?.businessName ?? 'this customer'}.
          </DialogContentText>
          <TextFieldInput
            source="targetId"
            select
            label="New sales rep"
            parse={Number}
            helperText={targets.length === 0 ? 'There is no other sales rep to transfer to.' : ' '}
          >
            {targets.map((rep) => (
              <MenuItem key={rep.id} value={rep.id}>
                {fullName(rep)}
              </MenuItem>
            ))}
          </TextFieldInput>
        </>
      )}
    </FormDialog>
  )
}

/** The second step: what will happen to whom, before it does. */
function ConfirmQuestion({
  customer,
  target,
  queue,
}: {
  customer: TransferableCustomer | null
  target: (choice: TransferChoice) => StaffUser | undefined
  queue: boolean
}) {
  const rep = target(useWatch() as TransferChoice)
  if (!customer || !rep) return null
  return (
    <DialogContentText>
      {queue
        ? `Queue ${customer.businessName} to move to ${fullName(rep)} when you save?`
        : `Move ${customer.businessName} and its orders to ${fullName(rep)}?`}
    </DialogContentText>
  )
}
