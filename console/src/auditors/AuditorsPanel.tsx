import { errorMessage } from '@provender/web-shared/api.ts'
import { useNotify } from '@provender/web-shared/SnackbarProvider.tsx'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { Confirm, useUpdate } from 'react-admin'
import { useCan } from '../auth/useCan.ts'
import { ConfirmDelete } from '../common/ConfirmDelete.tsx'
import { RowActionsMenu } from '../common/RowActionsMenu.tsx'
import { fullName, useConsoleData } from '../common/useConsoleData.ts'
import type { StaffUser } from '../dataProvider/index.ts'
import { StaffUsersCard } from '../users/StaffUsersCard.tsx'
import { AuditorDialog } from './AuditorDialog.tsx'
import type { AuditorForm } from './auditorForm.ts'

/**
 * The auditors (read-only staff) in the list every tab of /users shares. Admins edit a row (its
 * click or its ⋮ menu), reset its password or delete it; an auditor reading the list gets no menu.
 */
export function AuditorsPanel() {
  const canEdit = useCan('auditors', 'edit')
  const canDelete = useCan('auditors', 'delete')
  const canReset = useCan('auditors', 'reset-password')
  const [editing, setEditing] = useState<StaffUser | null>(null)
  const [deleting, setDeleting] = useState<StaffUser | null>(null)
  const [resetting, setResetting] = useState<StaffUser | null>(null)

  const menu = (auditor: StaffUser) => (
    <RowActionsMenu
      label={`Actions for ${fullName(auditor)}`}
      actions={[
        ...(canEdit ? [{ label: 'Edit', onSelect: () => setEditing(auditor) }] : []),
        ...(canReset ? [{ label: 'Reset Password', onSelect: () => setResetting(auditor) }] : []),
        ...(canDelete ? [{ label: 'Delete', onSelect: () => setDeleting(auditor), danger: true }] : []),
      ]}
    />
  )

  return (
    <StaffUsersCard
      resource="auditors"
      storeKey="users.auditors"
      searchLabel="Search auditors"
      emptyText="No auditors found."
      loadFailed="Failed to get auditors."
      onOpen={canEdit ? setEditing : undefined}
      actions={canEdit || canDelete || canReset ? menu : undefined}
    >
      {editing && <EditAuditorDialog auditor={editing} onClose={() => setEditing(null)} />}
      <DeleteAuditorDialog auditor={deleting} onClose={() => setDeleting(null)} />
      <ResetAuditorPasswordDialog auditor={resetting} onClose={() => setResetting(null)} />
    </StaffUsersCard>
  )
}

function EditAuditorDialog({ auditor, onClose }: { auditor: StaffUser; onClose: () => void }) {
  const notify = useNotify()
  const [update] = useUpdate()
  const save = async (form: AuditorForm) => {
    await update(
      'auditors',
      { id: auditor.id, data: form, previousData: auditor },
      { mutationMode: 'pessimistic', returnPromise: true },
    )
    notify('Auditor saved.', 'success')
    onClose()
  }
  return <AuditorDialog key={auditor.id} auditor={auditor} onClose={onClose} onSave={save} />
}

function DeleteAuditorDialog({ auditor, onClose }: { auditor: StaffUser | null; onClose: () => void }) {
  return (
    <ConfirmDelete
      resource="auditors"
      record={auditor}
      title="Delete Auditor"
      content={`${fullName(auditor)} will no longer be able to sign in. This cannot be undone.`}
      messages={{ deleted: 'Auditor deleted.', deleteFailed: 'Failed to delete the auditor.' }}
      onClose={onClose}
    />
  )
}

/** As for a sales user (spec 2.12): asked first; the auditor signs in with the default password. */
function ResetAuditorPasswordDialog({
  auditor,
  onClose,
}: {
  auditor: StaffUser | null
  onClose: () => void
}) {
  const data = useConsoleData()
  const notify = useNotify()
  const reset = useMutation({
    mutationFn: (who: StaffUser) => data.resetStaffPassword(who.id),
    onSuccess: (answer) => {
      notify(answer?.message || 'Password reset.', 'success')
      onClose()
    },
    onError: (failure) => notify(errorMessage(failure, 'Failed to reset the password.'), 'error'),
  })
  return (
    <Confirm
      isOpen={auditor !== null}
      loading={reset.isPending}
      title="Reset Password"
      content="Are you sure you want to reset this auditor's password?"
      confirm="Yes, Reset"
      onClose={onClose}
      onConfirm={() => auditor && reset.mutate(auditor)}
    />
  )
}
