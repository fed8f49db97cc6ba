import { errorMessage } from '@provender/web-shared/api.ts'
import { useNotify } from '@provender/web-shared/SnackbarProvider.tsx'
import { useState } from 'react'
import { downloadFile } from './csv.ts'

/**
 * Saves a file the server makes: `busy` while it is fetched, and a notice when it fails.
 * `download` resolves to whether the file was saved, so a dialog can close only then.
 */
export function useDownload() {
  const notify = useNotify()
  const [busy, setBusy] = useState(false)
  const download = async (filename: string, fetchFile: () => Promise<Blob>): Promise<boolean> => {
    setBusy(true)
    try {
      downloadFile(filename, await fetchFile())
      return true
    } catch (failure) {
      notify(errorMessage(failure, 'The export failed. Please try again.'), 'error')
      return false
    } finally {
      setBusy(false)
    }
  }
  return { busy, download }
}
