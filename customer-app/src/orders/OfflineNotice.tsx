import CloudOff from '@mui/icons-material/CloudOff'
import { Alert } from '@mui/material'

export const OFFLINE_WAITING =
  'You are offline. Your order is saved and will be sent once, as soon as the connection returns.'
export const OFFLINE_LOADING =
  'You are offline. Your products load as soon as the connection returns; what you entered is kept.'

/**
 * What the order form says without a network: a submit waiting to be sent (on any step, and
 * after a reload), or a form opened offline whose price list cannot load yet.
 */
export function OfflineNotice({
  online,
  waiting,
  loading,
}: {
  online: boolean
  waiting: boolean
  loading: boolean
}) {
  if (waiting)
    return (
      <Alert severity="warning" icon={<CloudOff />} role="status" data-testid="offline-banner">
        {OFFLINE_WAITING}
      </Alert>
    )
  if (!online && loading)
    return (
      <Alert severity="info" icon={<CloudOff />} role="status" data-testid="offline-loading">
        {OFFLINE_LOADING}
      </Alert>
    )
  return null
}
