import { Alert, Card, CardContent, CardHeader, LinearProgress } from '@mui/material'
import { errorMessage } from '@provender/web-shared/api.ts'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'

/**
 * A card of one setting read on its own (a customer's delivery days, its order requirements):
 * a bar while it loads, the server's words when it fails, and the form once it is there.
 */
export function SettingCard<T>({
  title,
  subheader,
  setting,
  loadingLabel,
  failed,
  children,
}: {
  title: string
  subheader: ReactNode
  setting: UseQueryResult<T>
  /** What the loading bar says to a screen reader. */
  loadingLabel: string
  /** Said when the server's answer has no words of its own. */
  failed: string
  children: (loaded: T) => ReactNode
}) {
  return (
    <Card>
      <CardHeader
        title={title}
        subheader={subheader}
        titleTypographyProps={{ variant: 'h6', component: 'h2' }}
      />
      <CardContent sx={{ pt: 0 }}>
        {setting.isPending && <LinearProgress aria-label={loadingLabel} />}
        {setting.error && <Alert severity="error">{errorMessage(setting.error, failed)}</Alert>}
        {setting.data !== undefined && children(setting.data)}
      </CardContent>
    </Card>
  )
}
