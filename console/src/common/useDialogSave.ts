import { errorMessage } from '@provender/web-shared/api.ts'
import { useNotify } from '@provender/web-shared/SnackbarProvider.tsx'
import { type RaRecord, useCreate, useUpdate } from 'react-admin'

/** What a dialog says when its save is done, and the fallback when the server gives no reason. */
export interface SaveMessages {
  done: string
  failed: string
}

/**
 * The console dialogs' save: when `work` succeeds, say `done` and close; when it fails, say why
 * (the server's message, else `failed`) and stay open so the entries can be fixed and sent again.
 */
export function useDialogSave(): (
  work: () => Promise<unknown>,
  messages: SaveMessages,
  close: () => void,
) => Promise<void> {
  const notify = useNotify()
  return async (work, { done, failed }, close) => {
    try {
      await work()
      notify(done, 'success')
      close()
    } catch (failure) {
      notify(errorMessage(failure, failed), 'error')
    }
  }
}

/**
 * Writes a record of `resource` from an add-or-edit dialog: creates it when there is no `previous`,
 * else updates it pessimistically, so the dialog stays open until the server has answered.
 */
export function useSaveRecord<Row extends RaRecord>(
  resource: string,
): (previous: Row | null, data: Partial<Row>) => Promise<unknown> {
  const [create] = useCreate()
  const [update] = useUpdate()
  return (previous, data) =>
    previous
      ? update(
          resource,
          { id: previous.id, data, previousData: previous },
          { mutationMode: 'pessimistic', returnPromise: true },
        )
      : create(resource, { data }, { returnPromise: true })
}
