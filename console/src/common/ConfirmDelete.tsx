import { errorMessage } from '@provender/web-shared/api.ts'
import { useNotify } from '@provender/web-shared/SnackbarProvider.tsx'
import type { ReactNode } from 'react'
import { Confirm, type RaRecord, useDelete } from 'react-admin'

/**
 * react-admin's confirmation before deleting a record, which is gone only once the server
 * says so (pessimistic); the list refetches, and the screen's own words are the notices.
 */
export function ConfirmDelete<R extends RaRecord>({
  resource,
  record,
  title,
  content,
  messages,
  onClose,
  onDeleted,
}: {
  resource: string
  /** The record to delete; none keeps the dialog closed. */
  record: R | null
  title: string
  content: ReactNode
  messages: { deleted: string; deleteFailed: string }
  onClose: () => void
  /** After the server deleted it, before the dialog closes. */
  onDeleted?: () => void
}) {
  const notify = useNotify()
  const [remove, { isPending }] = useDelete()
  return (
    <Confirm
      isOpen={record !== null}
      loading={isPending}
      title={title}
      content={content}
      confirm="Delete"
      confirmColor="warning"
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
              onDeleted?.()
              onClose()
            },
            onError: (failure: unknown) => notify(errorMessage(failure, messages.deleteFailed), 'error'),
          },
        )
      }
    />
  )
}
