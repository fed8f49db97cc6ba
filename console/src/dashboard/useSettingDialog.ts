import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query'
import { type SaveMessages, useDialogSave } from '../common/useDialogSave.ts'

/**
 * A setting edited in a dashboard dialog: read while the dialog is open, and once saved, cached
 * as the server answered it (`store` resolves to the setting as `load` would read it now), so the
 * dashboard shows the new value without asking again.
 */
export function useSettingDialog<Setting, Values>({
  queryKey,
  open,
  load,
  store,
  messages,
  onClose,
}: {
  queryKey: QueryKey
  open: boolean
  load: () => Promise<Setting>
  store: (values: Values) => Promise<Setting>
  messages: SaveMessages
  onClose: () => void
}) {
  const queryClient = useQueryClient()
  const saveThenClose = useDialogSave()
  const saved = useQuery({ queryKey, queryFn: load, enabled: open })
  const save = (values: Values) =>
    saveThenClose(async () => queryClient.setQueryData(queryKey, await store(values)), messages, onClose)
  return { saved, save }
}
