import { Typography } from '@mui/material'
import { errorMessage } from '@provender/web-shared/api.ts'
import { useNotify } from '@provender/web-shared/SnackbarProvider.tsx'
import { useDelete } from 'react-admin'
import { ConfirmDialog } from './ConfirmDialog.tsx'

/**
 * The delete confirmation of a catalogue record (spec 2.9, 2.10): names the record, warns that
 * it cannot be undone, and deletes only once the server has (pessimistic), with the screen's texts.
 */
export function DeleteRecordDialog<R extends { id: string | number; name: string }>({
  resource,
  title,
  record,
  warning,
  messages,
  onClose,
}: {
  resource: string
  title: string
  record: R | null
  warning: string
  messages: { deleted: string; deleteFailed: string }
  onClose: () => void
}) {
  const notify = useNotify()
  const [remove, { isPending }] = useDelete()
  return (
    <ConfirmDialog
      open={record !== null}
      title={title}
      confirmLabel="Delete"
      busyLabel="Deleting…"
      destructive
      busy={isPending}
      onClose={onClose}
      onConfirm={() =>
        record &&
        remove(
          resource,
          { id: record.id, previousData: record },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => {
              notify(messages.deleted, 'success')
              onClose()
            },
            onError: (failure: unknown) => notify(errorMessage(failure, messages.deleteFailed), 'error'),
          },
        )
      }
    >
      <Typography sx={{ mb: 1 }}>
        Delete <strong>{record?.name}</strong>?
      </Typography>
      <Typography color="text.secondary">{warning}</Typography>
    </ConfirmDialog>
  )
}
