import { Alert, Button } from '@mui/material'
import type { ReactNode } from 'react'

/** A read that failed, with a Retry big enough to tap (44px) that reads it again. */
export function RetryAlert({ onRetry, children }: { onRetry: () => void; children: ReactNode }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" onClick={onRetry} sx={{ minHeight: 44 }}>
          Retry
        </Button>
      }
    >
      {children}
    </Alert>
  )
}
