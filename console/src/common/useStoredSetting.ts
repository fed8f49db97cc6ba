import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query'
import { type SaveMessages, useDialogSave } from './useDialogSave.ts'

/**
 * A setting read on its own and saved as a whole (a customer's billing profile): the query, and a
 * save that puts the server's answer in its place, so the form starts again from what is stored.
 * A refusal is said in a notice and the typed values stay.
 */
export function useStoredSetting<Stored, Values>(
  key: QueryKey,
  read: () => Promise<Stored>,
  write: (values: Values) => Promise<Stored>,
  messages: SaveMessages,
) {
  const queryClient = useQueryClient()
  const save = useDialogSave()
  const setting = useQuery({ queryKey: key, queryFn: read })
  const store = (values: Values) =>
    save(
      async () => queryClient.setQueryData(key, await write(values)),
      messages,
      () => undefined,
    )
  return { setting, store }
}
