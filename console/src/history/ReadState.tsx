import { Alert, LinearProgress } from '@mui/material'
import { errorMessage } from '@provender/web-shared/api.ts'

/** How a history read stands while it has nothing to show: a named progress bar, or the server's reason. */
export function ReadState({
  read,
  loading,
}: {
  read: { isFetching: boolean; error: unknown }
  loading: string
}) {
  return (
    <>
      {read.isFetching && <LinearProgress aria-label={loading} />}
      {read.error ? (
        <Alert severity="error">{errorMessage(read.error, 'Failed to get the history.')}</Alert>
      ) : null}
    </>
  )
}
