import { MenuItem } from '@mui/material'
import { errorMessage } from '@provender/web-shared/api.ts'
import { useDelete } from 'react-admin'
import { FormDialog } from '../common/FormDialog.tsx'
import { TextFieldInput } from '../common/TextFieldInput.tsx'
import { fullName, useSalesUsers } from '../common/useConsoleData.ts'
import { useDialogSave } from '../common/useDialogSave.ts'
import type { StaffUser } from '../dataProvider/index.ts'

/** The form's one value: who takes over the customers, '' until chosen. */
interface Reassignment {
  targetId: number | ''
}

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
  const saveThenClose = useDialogSave()
  const { users, error } = useSalesUsers()
  const [remove] = useDelete()
  const targets = users.filter((rep) => rep.id !== user.id)
  const chosen = ({ targetId }: Reassignment) => targets.some((rep) => rep.id === targetId)

  async function confirm({ targetId }: Reassignment) {
    if (targetId === '') return
    await saveThenClose(
      () =>
        remove(
          'sales-users',
          { id: user.id, previousData: user, meta: { reassignSalesUserId: targetId } },
          { mutationMode: 'pessimistic', returnPromise: true },
        ),
      { done: 'Sales user deleted and customers reassigned.', failed: 'Failed to delete user.' },
      onDeleted,
    )
  }

  return (
    <FormDialog<Reassignment>
      open={open}
      title="Delete Sales User"
      defaultValues={{ targetId: '' }}
      canSubmit={chosen}
      onSubmit={confirm}
      onClose={onClose}
      submitLabel="Delete"
      busyLabel="Deleting…"
      destructive
      loadError={error ? errorMessage(error, 'Failed to load sales users.') : null}
      intro={`Delete ${fullName(user)}? This cannot be undone. Choose the sales rep who takes over their customers.`}
    >
      <TextFieldInput
        source="targetId"
        select
        label="Reassign customers to"
        required
        parse={Number}
        format={(value) => (chosen({ targetId: value as number | '' }) ? value : '')}
      >
        {targets.map((rep) => (
          <MenuItem key={rep.id} value={rep.id}>
            {fullName(rep)}
          </MenuItem>
        ))}
      </TextFieldInput>
    </FormDialog>
  )
}
